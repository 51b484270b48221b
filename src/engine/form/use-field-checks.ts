/**
 * The form's as-you-type server checks (FormDef.checks): one debounced checker per check; a
 * failed check is an error on its field and holds the save (a warning check only says so under
 * the field), and the state is said under the field. Several checks may watch one field.
 */
import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { payloadOf } from '@/api/envelope';
import { callOperation } from '@/api/operations';
import { messages } from '@/lib/messages';
import { bindArgs, type Bindings } from '../data/bindings';
import type { FieldCheckDef } from '../resource/types';
import { useLeaveQuestionOpen } from './UnsavedChangesGuard';
import { createFieldChecker, FIELD_CHECK_DELAY, type FieldChecker, type FieldCheckState } from './field-check';

const NO_CHECKS: readonly FieldCheckDef[] = [];

/** The value a check asks about: trimmed text, or undefined when there is nothing to ask. */
export function checkedValue(check: FieldCheckDef, formData: unknown, record: unknown): string | undefined {
  const raw = (formData as Record<string, unknown> | undefined)?.[check.field];
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') return undefined;
  return check.query(value, { record, formData }) === undefined ? undefined : value;
}

/**
 * What a check asks, as one string: the query it sends for the field's value now. A change of
 * another field the query reads (the chosen address) asks again; the same query is not asked twice.
 */
export function checkedQuery(check: FieldCheckDef, formData: unknown, record: unknown): string | undefined {
  const value = checkedValue(check, formData, record);
  if (value === undefined) return undefined;
  return JSON.stringify(check.query(value, { record, formData }));
}

export function useFieldChecks(
  checks: readonly FieldCheckDef[] | undefined,
  formData: unknown,
  record: unknown,
  bindings: Bindings,
) {
  const list = checks ?? NO_CHECKS;
  const [states, setStates] = useState<Readonly<Record<number, FieldCheckState>>>({});
  const checkers = useRef(new Map<number, FieldChecker>());
  // Read when a check asks (after the pause): the record and bindings of that moment.
  const recordRef = useRef(record);
  const bindingsRef = useRef(bindings);
  useEffect(() => {
    recordRef.current = record;
    bindingsRef.current = bindings;
  });
  const account = bindings.account;

  useEffect(() => {
    const own = new Map<number, FieldChecker>();
    list.forEach((check, index) => {
      own.set(
        index,
        createFieldChecker({
          delay: FIELD_CHECK_DELAY,
          ask: async (query, signal) => {
            const { status, data } = await callOperation(check.op.key, {
              ...bindArgs(check.op, bindingsRef.current),
              query: JSON.parse(query) as Record<string, unknown>,
              signal,
            });
            if (status !== 200) throw new Error(`check answered ${status}`);
            return check.message(payloadOf(data), { record: recordRef.current, formData: undefined });
          },
          onState: (state) => setStates((previous) => ({ ...previous, [index]: state })),
        }),
      );
    });
    checkers.current = own;
    return () => {
      for (const checker of own.values()) checker.dispose();
      setStates({});
    };
  }, [list, account]);

  // While the leave question is open (an account switch or another page asked for), a pending
  // check is dropped and none starts: it would leave with the account being left. 계속 작성 asks again.
  const paused = useLeaveQuestionOpen();
  useEffect(() => {
    list.forEach((check, index) =>
      checkers.current.get(index)?.update(paused ? undefined : checkedQuery(check, formData, record)),
    );
  }, [list, formData, record, account, paused]);

  const errors = useMemo(() => {
    const failed: Record<string, { __errors: string[] }> = {};
    list.forEach((check, index) => {
      const state = states[index];
      if (check.warn || state?.kind !== 'failed') return;
      (failed[check.field] ??= { __errors: [] }).__errors.push(state.message);
    });
    return Object.keys(failed).length > 0 ? (failed as ErrorSchema) : undefined;
  }, [list, states]);

  return {
    /** Fields whose current value the server refused. */
    errors,
    /** Whether the save must wait: a field holds a value the server said is taken. */
    blocking: errors !== undefined,
    /** The ui schema with each checked field's state said under it. */
    withHelp: (uiSchema: UiSchema): UiSchema => {
      let next = uiSchema;
      for (const field of new Set(list.map((check) => check.field))) {
        const help = fieldHelp(
          list.flatMap((check, index) => (check.field === field ? [{ check, state: states[index] }] : [])),
        );
        if (help) next = { ...next, [field]: { ...(next[field] as object), 'ui:help': help } };
      }
      return next;
    },
  };
}

/**
 * What a field says under it: a warning first, then "checking", then "could not check", then the
 * passed sentence once every check has passed. A refusal is the field's error instead.
 */
function fieldHelp(entries: readonly { check: FieldCheckDef; state: FieldCheckState | undefined }[]) {
  const warning = entries.find(({ check, state }) => check.warn && state?.kind === 'failed');
  if (warning?.state?.kind === 'failed') return warning.state.message;
  if (entries.some(({ check, state }) => !check.warn && state?.kind === 'failed')) return undefined;
  if (entries.some(({ state }) => state?.kind === 'checking')) return messages.form.checking;
  if (entries.some(({ state }) => state?.kind === 'unknown')) return messages.form.checkUnknown;
  const passed = entries.filter(({ state }) => state?.kind === 'passed');
  return passed.length > 0 ? passed.find(({ check }) => check.passed)?.check.passed : undefined;
}
