/**
 * The form's as-you-type server checks (FormDef.checks): one debounced checker per field; a
 * failed check is an error on its field and holds the save, and the state is said under the field.
 */
import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { payloadOf } from '@/api/envelope';
import { callOperation } from '@/api/operations';
import { messages } from '@/lib/messages';
import { bindArgs, type Bindings } from '../data/bindings';
import type { FieldCheckDef } from '../resource/types';
import { createFieldChecker, FIELD_CHECK_DELAY, type FieldChecker, type FieldCheckState } from './field-check';

const NO_CHECKS: readonly FieldCheckDef[] = [];

/** The value a check asks about: trimmed text, or undefined when there is nothing to ask. */
export function checkedValue(check: FieldCheckDef, formData: unknown, record: unknown): string | undefined {
  const raw = (formData as Record<string, unknown> | undefined)?.[check.field];
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') return undefined;
  return check.query(value, { record }) === undefined ? undefined : value;
}

export function useFieldChecks(
  checks: readonly FieldCheckDef[] | undefined,
  formData: unknown,
  record: unknown,
  bindings: Bindings,
) {
  const list = checks ?? NO_CHECKS;
  const [states, setStates] = useState<Readonly<Record<string, FieldCheckState>>>({});
  const checkers = useRef(new Map<string, FieldChecker>());
  // Read when a check asks (after the pause): the record and bindings of that moment.
  const recordRef = useRef(record);
  const bindingsRef = useRef(bindings);
  useEffect(() => {
    recordRef.current = record;
    bindingsRef.current = bindings;
  });
  const account = bindings.account;

  useEffect(() => {
    const own = new Map<string, FieldChecker>();
    for (const check of list) {
      own.set(
        check.field,
        createFieldChecker({
          delay: FIELD_CHECK_DELAY,
          ask: async (value, signal) => {
            const query = check.query(value, { record: recordRef.current });
            const { status, data } = await callOperation(check.op.key, {
              ...bindArgs(check.op, bindingsRef.current),
              query: query ?? {},
              signal,
            });
            if (status !== 200) throw new Error(`check answered ${status}`);
            return check.message(payloadOf(data));
          },
          onState: (state) => setStates((previous) => ({ ...previous, [check.field]: state })),
        }),
      );
    }
    checkers.current = own;
    return () => {
      for (const checker of own.values()) checker.dispose();
      setStates({});
    };
  }, [list, account]);

  useEffect(() => {
    for (const check of list) checkers.current.get(check.field)?.update(checkedValue(check, formData, record));
  }, [list, formData, record, account]);

  const errors = useMemo(() => {
    const failed = Object.entries(states).filter(
      (entry): entry is [string, Extract<FieldCheckState, { kind: 'failed' }>] => entry[1].kind === 'failed',
    );
    if (failed.length === 0) return undefined;
    return Object.fromEntries(failed.map(([field, state]) => [field, { __errors: [state.message] }])) as ErrorSchema;
  }, [states]);

  return {
    /** Fields whose current value the server refused. */
    errors,
    /** Whether the save must wait: a field holds a value the server said is taken. */
    blocking: errors !== undefined,
    /** The ui schema with each checked field's state said under it. */
    withHelp: (uiSchema: UiSchema): UiSchema => {
      let next = uiSchema;
      for (const check of list) {
        const help = helpOf(states[check.field], check);
        if (help) next = { ...next, [check.field]: { ...(next[check.field] as object), 'ui:help': help } };
      }
      return next;
    },
  };
}

function helpOf(state: FieldCheckState | undefined, check: FieldCheckDef): string | undefined {
  if (!state) return undefined;
  if (state.kind === 'checking') return messages.form.checking;
  if (state.kind === 'passed') return check.passed;
  if (state.kind === 'unknown') return messages.form.checkUnknown;
  return undefined;
}
