/**
 * `ui:field: 'Dependent'`: a sub-form that depends on another field's value (see `dependent.ts`).
 * It follows the field through the form's current values, asks for what that value brings, and
 * draws the answer's sub-form with the form's own fields and widgets; changes go back in the
 * stored shape. Nothing is drawn while the followed field is empty (or the `empty` sentence).
 */
import type { FieldProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { useBindings } from '../../data/bindings';
import { alwaysOpen, DependentRegistryContext, setAtPath, type DependentDef } from '../dependent';
import { useFormValidator } from '../load-validator';
import { useFormValues, valueAtPath } from '../form-values';

export function DependentField(props: FieldProps) {
  const { fieldPathId, onChange, uiSchema, registry, errorSchema, disabled, readonly, onBlur, onFocus, name } = props;
  const def = (uiSchema?.['ui:options'] as { dependent?: DependentDef } | undefined)?.dependent;
  if (!def) throw new Error(`Dependent field ${fieldPathId.$id} has no ui:options.dependent`);
  const followed = valueAtPath(useFormValues(), def.on);
  const value = typeof followed === 'string' || typeof followed === 'number' ? String(followed) : '';
  const { account } = useBindings();
  const asked = def.query(value, account);
  const answer = useQuery({ queryKey: asked.queryKey, queryFn: asked.queryFn, enabled: value !== '' });
  const sub = useMemo(() => (answer.data === undefined ? undefined : def.form(answer.data)), [answer.data, def]);

  // The form checks the sub-form with its own fields and completes it on save.
  const registryOfForm = useContext(DependentRegistryContext);
  const key = fieldPathId.$id;
  const { validator, error: validatorError, retry: retryValidator } = useFormValidator(sub?.schema);
  useEffect(() => {
    if (!registryOfForm || !sub || !validator || value === '') return undefined;
    registryOfForm.set(key, { path: fieldPathId.path, sub, validator });
    return () => void registryOfForm.delete(key);
  }, [registryOfForm, key, fieldPathId.path, sub, validator, value]);

  // rjsf's fields keep the change handler they were first given: it reads the latest value here.
  const stored = props.formData as unknown;
  const latest = useRef({ sub, stored });
  useLayoutEffect(() => {
    latest.current = { sub, stored };
  }, [sub, stored]);
  const change = useCallback(
    (next: unknown, path?: readonly (string | number)[]) => {
      const current = latest.current;
      if (!current.sub) return;
      const relative = (path ?? fieldPathId.path).slice(fieldPathId.path.length);
      const changed =
        relative.length === 0
          ? (next as Record<string, unknown>)
          : setAtPath(current.sub.toForm(current.stored), relative, next);
      onChange(current.sub.toStored(changed), fieldPathId.path);
    },
    [fieldPathId.path, onChange],
  );

  if (value === '') return def.empty ? <p className="muted">{def.empty}</p> : null;
  if (answer.isError) return <ErrorState compact error={answer.error} onRetry={() => void answer.refetch()} />;
  if (sub && validatorError) return <ErrorState compact error={validatorError} onRetry={retryValidator} />;
  if (!sub || !validator) return <LoadingState rows={2} />;
  if (Object.keys(sub.schema.properties ?? {}).length === 0) return null;
  const SchemaField = registry.fields.SchemaField!;
  return (
    <SchemaField
      name={name}
      schema={sub.schema}
      uiSchema={alwaysOpen(sub.schema, sub.uiSchema)}
      formData={sub.toForm(stored)}
      fieldPathId={fieldPathId}
      errorSchema={errorSchema}
      registry={registry}
      disabled={disabled}
      readonly={readonly}
      onBlur={onBlur}
      onFocus={onFocus}
      onChange={change}
    />
  );
}
