/**
 * Everything a create or edit form does, without markup: load the body schema (limits applied),
 * the record being edited, initial values, dirty state, submit, and server errors on their fields.
 */
import { localQueryKey } from '@/api/data/scope';
import { getDefaultFormState, type ErrorSchema, type ValidatorType } from '@rjsf/utils';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fieldErrorsOf, ResponseError } from '@/api/errors';
import { callOperation, operationInfo } from '@/api/operations';
import { serviceQueryKey } from '@/api/data/keys';
import { useLimits } from '@/api/remote-config';
import { payloadOf } from '@/api/envelope';
import { errorMessage } from '@/components/feedback/error-message';
import { toast } from '@/components/toast/toast-store';
import { messages } from '@/lib/messages';
import { useWriteGuard } from '../access/write-access';
import type { JsonSchema } from '@/api/operations';
import { bindArgs, useBindings, type Bindings } from '../data/bindings';
import { useOperationQuery } from '@/api/data/queries';
import { useFormSchema } from '../data/schemas';
import { idOf } from '../resource/record';
import type { FormDef, ResourceDef, SaveAndThenDef } from '../resource/types';
import { deepEqual } from './deep-equal';
import { formSchemaOf, resourceFormName } from './engine-forms';
import { pickFormFields, toRequestBody, fillPositions, withPreserved } from './prepare-schema';
import { useFormValidator } from './load-validator';
import { formStateBehavior } from './validator';
import { toErrorSchema } from './server-errors';
import { buildUiSchema, withFieldUi } from './ui-schema';
import { useFieldChecks } from './use-field-checks';
import { useFormRules } from './use-form-rules';
import { rememberImagesIn } from './widgets/image-urls';

export type FormMode = 'create' | 'edit';

export interface FormControllerOptions {
  /** The resource whose create or update this is (none for an action's own form). */
  readonly resource?: ResourceDef;
  readonly mode: FormMode;
  /** The form to fill, when it is not the resource's create or update (an action's body). */
  readonly form?: FormDef;
  readonly id?: string | undefined;
  /** The list row being edited, for forms that edit from the list. */
  readonly row?: unknown;
  /** After a save; `followedUp` when the form's save-and-then action ran too (it said so itself). */
  readonly onSaved: (saved: unknown, followedUp: boolean) => void;
  /** The form's stable name, which finds its compiled checks (default: the resource's create or update). */
  readonly name?: string;
}

export function useFormController({ resource, mode, form: own, id, row, onSaved, name }: FormControllerOptions) {
  const queryClient = useQueryClient();
  const bindings = useBindings();
  const form = (own ?? (mode === 'create' ? resource?.create : resource?.update)) as FormDef;
  const limits = useLimits();
  const bodySchema = useFormSchema(form.op.key);
  const load = form.load ?? resource?.detail?.op;
  const loadsRecord = mode === 'edit' && !form.fromListRow && Boolean(load && (id || form.document));
  const record = useOperationQuery(load?.key ?? form.op.key, load && loadsRecord ? bindArgs(load, bindings, id) : {}, {
    enabled: loadsRecord,
  });

  // A create form with a gate (e.g. only a brand may register branches) asks it first.
  const gated = mode === 'create' && form.gate !== undefined;
  const gate = useOperationQuery(form.gate?.op.key ?? form.op.key, form.gate ? bindArgs(form.gate.op, bindings) : {}, {
    enabled: gated,
  });
  const gateReason = gated && gate.data !== undefined ? form.gate?.blocked(payloadOf(gate.data)) : undefined;

  const loaded = (form.fromListRow ? row : record.data === undefined ? undefined : payloadOf(record.data)) as
    Record<string, unknown> | undefined;
  // Values sent as they were loaded and never shown (a document's account id), beside the fixed ones.
  const fixed = useMemo(
    () =>
      form.keepLoaded
        ? { ...form.fixed, ...Object.fromEntries(form.keepLoaded.map((name) => [name, loaded?.[name]])) }
        : form.fixed,
    [form.fixed, form.keepLoaded, loaded],
  );
  const schema = useMemo(
    () => (bodySchema.data ? formSchemaOf(form, bodySchema.data, limits, fixed) : undefined),
    [bodySchema.data, limits, fixed, form],
  );
  // The schema's validator (compiled at codegen for the engine's forms, found by the form's name):
  // defaults and conditions need it.
  const validation = useFormValidator(schema, name ?? (resource ? resourceFormName(resource, mode) : undefined));
  const validator = validation.validator;
  // A new record's values that a call decides; its failure is the form's load error (with 다시 시도).
  const prefill = useQuery({
    queryKey: localQueryKey('form-prefill', bindings.account, resource?.name ?? form.op.key),
    queryFn: () => (form.prefill ? form.prefill(bindings) : Promise.resolve({})),
    enabled: mode === 'create' && form.prefill !== undefined,
    staleTime: Infinity,
  });
  const waitsForPrefill = mode === 'create' && form.prefill !== undefined && prefill.isPending;
  const prefillFailed = mode === 'create' && form.prefill !== undefined && prefill.isError;
  const [search] = useSearchParams();
  const fromQuery = useMemo(() => queryDefaults(form.defaultsFromQuery, search), [form.defaultsFromQuery, search]);
  const initial = useMemo(() => {
    if (!schema || !validator) return undefined;
    if (mode === 'create') {
      if (waitsForPrefill || prefillFailed) return undefined;
      return withDefaults(schema, validator, {
        ...form.defaults,
        ...fromQuery,
        ...pickFormFields(prefill.data ?? {}, schema),
      });
    }
    if (form.fromListRow && row === undefined) return undefined;
    if (!form.fromListRow && record.data === undefined) return undefined;
    const payload = form.fromListRow ? row : payloadOf(record.data);
    rememberImagesIn(payload);
    return withDefaults(
      schema,
      validator,
      (form.toFormData ? form.toFormData(payload) : pickFormFields(payload, schema)) as Record<string, unknown>,
    );
  }, [schema, validator, mode, record.data, form, row, waitsForPrefill, prefillFailed, prefill.data, fromQuery]);

  const [edited, setEdited] = useState<unknown>(undefined);
  const formData = edited ?? initial;
  const placeholderKey = form.placeholders?.key(formData);
  const placeholders = useQuery({
    queryKey: localQueryKey(
      'form-placeholders',
      bindings.account,
      resource?.name ?? form.op.key,
      placeholderKey ?? null,
    ),
    queryFn: () => form.placeholders!.load(placeholderKey!, bindings),
    enabled: placeholderKey !== undefined,
    retry: false,
    staleTime: Infinity,
  });
  const recordUi = useMemo(
    () => (mode === 'edit' && loaded !== undefined ? form.recordUi?.(loaded) : undefined),
    [mode, loaded, form],
  );
  const dataUi = useMemo(() => (formData === undefined ? undefined : form.dataUi?.(formData)), [form, formData]);
  const uiSchema = useMemo(
    () =>
      schema
        ? withFieldUi(
            withFieldUi(withFieldUi(buildUiSchema(schema, form.order), form.fieldUi, placeholders.data), recordUi),
            dataUi,
          )
        : undefined,
    [schema, form.order, form.fieldUi, placeholders.data, recordUi, dataUi],
  );
  const checks = useFieldChecks(form.checks, formData, mode === 'edit' ? loaded : undefined, bindings);
  const rules = useFormRules(form, resource, mode === 'edit' ? loaded : undefined, bindings);
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>(undefined);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const [triedSubmit, setTriedSubmit] = useState(false);

  // One save at a time: a second Enter or press while the first is on the wire is ignored.
  const inFlight = useRef(false);
  // Whether the submit under way came from the save-and-then button (read once per submit).
  const thenRequested = useRef(false);
  const [submittingThen, setSubmittingThen] = useState(false);
  // What the last save sent as the form completed it (dependent fields filled in): 다시 시도 sends
  // it again unless something was typed since.
  const lastSubmitted = useRef<unknown>(undefined);
  const submit = async (data: unknown) => {
    if (!schema || !validator || inFlight.current || checks.blocking) return;
    lastSubmitted.current = data;
    const then = thenRequested.current ? form.saveAndThen : undefined;
    thenRequested.current = false;
    inFlight.current = true;
    setSubmitting(true);
    setSubmittingThen(Boolean(then));
    setSubmitError(null);
    setServerErrors(undefined);
    try {
      const { data: saved } = await callOperation(form.op.key, {
        ...bindArgs(form.op, bindings, id, row),
        body: bodyOf(
          form,
          withPreserved(
            toRequestBody(
              data,
              schema,
              { ...fixed, ...routeValues(form.bodyFromRoute, bindings) },
              (condition, value) => validator.isValid(condition as object, value, schema as object),
            ),
            mode === 'edit' ? loaded : undefined,
            form.preserve,
          ),
        ),
      });
      const record = payloadOf(saved);
      if (then) await runThen(then, bindings, id ?? (resource ? idOf(resource, record) : undefined), record);
      await queryClient.invalidateQueries({ queryKey: serviceQueryKey(operationInfo(form.op.key).service) });
      setEdited(undefined);
      onSaved(record, Boolean(then));
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors.length > 0) setServerErrors(toErrorSchema(fieldErrors));
      setSubmitError(error instanceof ResponseError || fieldErrors.length === 0 ? error : null);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
      setSubmittingThen(false);
    }
  };

  // A role that may not make the form's call, or an account that may not change data (a dormant
  // one), sees the record and why at the top, not a form that refuses only at its bottom (issues 39, 40).
  const saveBlocked = useWriteGuard('save', form.op.key).reason;
  return {
    form,
    schema,
    uiSchema: uiSchema && form.checks ? checks.withHelp(uiSchema) : uiSchema,
    /** The form's rules across fields and, once its list has answered, against the list's other rows. */
    rules,
    formData,
    /** What the form started from (the loaded record or the defaults). */
    initial,
    loading:
      bodySchema.isLoading ||
      (schema !== undefined && validator === undefined) ||
      (loadsRecord && record.isLoading) ||
      waitsForPrefill ||
      (gated && gate.isLoading),
    loadError:
      bodySchema.error ??
      validation.error ??
      (loadsRecord ? record.error : null) ??
      (gated ? gate.error : null) ??
      (waitsForPrefill ? null : prefill.error),
    /** Why no record may be made (the gate's answer); the form is not shown then. */
    gateReason,
    /** A sentence about the loaded record, above the form (edit). */
    notice: mode === 'edit' && loaded !== undefined ? form.notice?.(loaded) : undefined,
    /** Why the loaded record cannot be saved here: the form is shown disabled, without its buttons. */
    readOnlyReason: saveBlocked ?? (mode === 'edit' && loaded !== undefined ? form.readOnly?.(loaded) : undefined),
    record: loaded,
    retryLoad: () =>
      void (bodySchema.error
        ? bodySchema.refetch()
        : validation.error
          ? validation.retry()
          : gated && gate.error
            ? gate.refetch()
            : prefill.error
              ? prefill.refetch()
              : record.refetch()),
    dirty: initial !== undefined && edited !== undefined && !deepEqual(edited, initial),
    onChange: (changed: unknown) => {
      lastSubmitted.current = undefined;
      setServerErrors(undefined);
      const next = form.revise ? form.revise(changed, formData, initial) : changed;
      setEdited(schema ? fillPositions(next, schema) : next);
    },
    submit: (data: unknown) => void submit(data),
    retrySubmit: () => void submit(lastSubmitted.current ?? formData),
    /** The next submit is the save-and-then button's (the form validates as for any save). */
    requestThen: () => (thenRequested.current = true),
    submitting,
    submittingThen,
    submitError,
    serverErrors: mergeErrors(serverErrors, checks.errors),
    liveValidate: triedSubmit,
    onInvalid: () => {
      thenRequested.current = false;
      setTriedSubmit(true);
    },
  };
}

/**
 * The second step of a save-and-then: the record is saved whatever happens here, so a failure is a
 * toast and never keeps the form (saving it again would make a second record).
 */
async function runThen(then: SaveAndThenDef, bindings: Bindings, id: unknown, record: unknown) {
  try {
    await callOperation(then.action.op.key, {
      ...bindArgs(then.action.op, bindings, id),
      ...(then.action.body ? { body: then.action.body(record) } : {}),
    });
    toast.success(then.action.successToast ?? messages.form.saved);
  } catch (error) {
    toast.error(`${then.failureToast} ${errorMessage(error)}`);
  }
}

export type FormController = ReturnType<typeof useFormController>;

/** A new record's values named in the address (`?categoryId=cat-mug`), for the fields the form allows. */
export function queryDefaults(
  names: readonly string[] | undefined,
  search: { get(name: string): string | null },
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names ?? []) {
    const value = search.get(name);
    if (value) values[name] = value;
  }
  return values;
}

/** The request body: what the form holds, in the API's shape when the form says how (`toBody`). */
export function bodyOf(form: Pick<FormDef, 'toBody'>, pruned: unknown): unknown {
  return form.toBody ? form.toBody(pruned) : pruned;
}

/** Body values from route parameters; ids in the address are numbers in the body. */
function routeValues(fromRoute: Readonly<Record<string, string>> | undefined, bindings: Bindings) {
  return Object.fromEntries(
    Object.entries(fromRoute ?? {}).map(([field, param]) => {
      const value = bindings.route[param];
      return [field, value !== undefined && /^[0-9]+$/.test(value) ? Number(value) : value];
    }),
  );
}

/** The server's answer to the save wins over an as-you-type check of the same field. */
function mergeErrors(server: ErrorSchema | undefined, checked: ErrorSchema | undefined): ErrorSchema | undefined {
  if (!server) return checked;
  if (!checked) return server;
  return { ...checked, ...server };
}

function withDefaults(schema: JsonSchema, validator: ValidatorType, data: Record<string, unknown>): unknown {
  return fillPositions(
    getDefaultFormState(validator, schema as object, data, schema as object, false, formStateBehavior),
    schema,
  );
}
