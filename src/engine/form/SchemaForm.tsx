/**
 * An rjsf form with the antd theme and the ajv (2020-12) validator, rendering a request body's JSON
 * Schema with the console's widgets, Korean messages and IME-safe Enter handling.
 */
import type { IChangeEvent } from '@rjsf/core';
import type {
  CustomValidator,
  ErrorSchema,
  RJSFSchema,
  RJSFValidationError,
  UiSchema,
  ValidatorType,
} from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { JsonSchema } from '@/api/operations';
import { normalizeInput } from '@/lib/normalize';
import { AntdThemeForm } from './antd-theme';
import { AddButton, ArrayItemTemplate, OptionalDataControls } from './ArrayItemTemplates';
import { addDependentErrors, completeDependents, DependentRegistryContext, type DependentRegistry } from './dependent';
import { ErrorSummary } from './ErrorSummary';
import { FieldErrors } from './FieldErrors';
import { FieldTemplate } from './FieldTemplate';
import { FormValuesContext } from './form-values';
import { ItemTableCellsTemplate, ItemTableRowTemplate, ItemTableTemplate } from './ItemTable';
import { SectionTitle } from './SectionTitle';
import { focusFirstFieldInError } from './focus-first-error';
import { preventComposingSubmit } from './ime';
import { translateErrors } from './translate-errors';
import { translateString } from './translate-string';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { useFormValidator } from './load-validator';
import { formStateBehavior } from './validator';
import { formFields, formWidgets } from './widgets';
import type { FormRules } from '../resource/types';

const TEMPLATES = {
  FieldTemplate,
  FieldErrorTemplate: FieldErrors,
  ErrorListTemplate: ErrorSummary,
  TitleFieldTemplate: SectionTitle,
  ArrayFieldItemTemplate: ArrayItemTemplate,
  OptionalDataControlsTemplate: OptionalDataControls,
  ButtonTemplates: { AddButton },
  // Named by ui-schema.ts for lists of small objects (the `itemTable` kind).
  ItemTable: ItemTableTemplate,
  ItemTableRow: ItemTableRowTemplate,
  ItemTableCells: ItemTableCellsTemplate,
};

export interface SchemaFormProps {
  readonly id: string;
  readonly schema: JsonSchema;
  readonly uiSchema: UiSchema;
  readonly formData: unknown;
  readonly onChange: (formData: unknown) => void;
  readonly onSubmit: (formData: unknown) => void;
  /** Errors from the server, by field. */
  readonly extraErrors?: ErrorSchema;
  /** Validate while typing (after the first failed submit). */
  readonly liveValidate: boolean;
  readonly onInvalid: () => void;
  readonly disabled?: boolean;
  /** The record being edited, for widgets that show what it holds (a picker's current label). */
  readonly record?: unknown;
  /** Rules across fields, checked with the schema's (their issues sit on their fields and in the summary). */
  readonly rules?: FormRules | undefined;
  /** The schema's validator when the page has it already (else it loads here: see load-validator.ts). */
  readonly validator?: ValidatorType | undefined;
  /** Buttons rendered in place of rjsf's own submit button. */
  readonly children: ReactNode;
}

/**
 * rjsf's custom validation from a form's rules: each issue's message is added at its dotted path,
 * whether or not the data has that path yet (an item's break that is not typed in full).
 */
export function rulesValidator(rules: FormRules): CustomValidator {
  return (formData, errors) => {
    for (const { field, message } of rules(formData)) {
      let node = errors as unknown as Record<string, unknown>;
      for (const part of field.split('.').filter(Boolean)) node = (node[part] ??= {}) as Record<string, unknown>;
      ((node.__errors ??= []) as string[]).push(message);
    }
    return errors;
  };
}

export function SchemaForm({
  id,
  schema,
  uiSchema,
  formData,
  onChange,
  onSubmit,
  extraErrors,
  liveValidate,
  onInvalid,
  disabled,
  record,
  rules,
  validator: given,
  children,
}: SchemaFormProps) {
  const loaded = useFormValidator(given ? undefined : schema);
  const validator = given ?? loaded.validator;
  const composing = useRef(false);
  const wrapper = useRef<HTMLDivElement>(null);
  // Fields whose sub-form depends on another field (DependentField) register here: their issues
  // are the form's, and their values are completed on save.
  const [dependents] = useState<DependentRegistry>(() => new Map());
  const customValidate = useMemo<CustomValidator>(() => {
    const byRules = rules ? rulesValidator(rules) : undefined;
    return (data, errors, ui) => {
      const checked = byRules ? byRules(data, errors, ui) : errors;
      addDependentErrors(checked, data, dependents.values());
      return checked;
    };
  }, [rules, dependents]);
  // Read at validation time: the data names list items in the messages ("화요일 여는 시간").
  const latestData = useRef(formData);
  useEffect(() => {
    latestData.current = formData;
  });
  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) =>
      translateErrors(errors, schema, latestData.current, (condition, value) =>
        // The condition is checked as the form's validator checks it (compiled at codegen, with the form).
        Boolean(validator?.isValid(condition as RJSFSchema, value, schema as RJSFSchema)),
      ),
    [schema, validator],
  );
  const formContext = useMemo(() => ({ descriptionLocation: 'below', colon: false, record }), [record]);
  if (!validator && loaded.error) return <ErrorState error={loaded.error} onRetry={loaded.retry} />;
  if (!validator) return <LoadingState rows={3} />;

  return (
    <FormValuesContext.Provider value={formData}>
      <DependentRegistryContext.Provider value={dependents}>
        <div
          ref={wrapper}
          onKeyDownCapture={preventComposingSubmit}
          onCompositionStart={() => (composing.current = true)}
          onCompositionEnd={() => {
            // The Enter that ends a composition may still arrive after compositionend in some browsers.
            setTimeout(() => (composing.current = false), 0);
          }}
        >
          <AntdThemeForm
            id={id}
            schema={schema}
            uiSchema={uiSchema}
            formData={formData}
            validator={validator}
            widgets={formWidgets}
            fields={formFields}
            templates={TEMPLATES}
            translateString={translateString}
            transformErrors={transformErrors}
            customValidate={customValidate}
            experimental_defaultFormStateBehavior={formStateBehavior}
            {...(extraErrors ? { extraErrors } : {})}
            formContext={formContext}
            noHtml5Validate
            showErrorList="top"
            focusOnFirstError={() => focusFirstFieldInError(wrapper.current)}
            liveValidate={liveValidate ? 'onChange' : false}
            disabled={disabled ?? false}
            onChange={(event: IChangeEvent) => onChange(event.formData)}
            onError={onInvalid}
            onSubmit={(event: IChangeEvent) => {
              if (composing.current) return;
              const typed: unknown =
                dependents.size > 0 ? completeDependents(event.formData, dependents.values()) : event.formData;
              onSubmit(normalizeInput(schema, typed));
            }}
          >
            {children}
          </AntdThemeForm>
        </div>
      </DependentRegistryContext.Provider>
    </FormValuesContext.Provider>
  );
}
