/**
 * A text field of a record edited in place on its detail page and saved by its own call (a
 * customer's memo). Its limit comes from the body's schema with remote config applied; the counter
 * shows text over the limit rather than cutting it; Enter while composing Hangul never saves; a 4xx
 * error on the field is shown under it; what was typed stays on a failed save; leaving with unsaved
 * text asks first. The draft lives outside the component (inline-drafts.ts), so a remount of the
 * detail view never loses what was typed.
 */
import { Button, Flex, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { fieldErrorsOf } from '@/api/errors';
import { callOperation, operationInfo } from '@/api/operations';
import { serviceQueryKey } from '@/api/data/keys';
import { useLimits } from '@/api/remote-config';
import { BusyButton } from '@/components/actions/BusyButton';
import { errorMessage } from '@/components/feedback/error-message';
import { toast } from '@/components/toast/toast-store';
import { messages } from '@/lib/messages';
import { applyLimits } from '@/lib/schema-rules';
import { useWriteGuard } from '../access/write-access';
import { bindArgs, useBindings } from '../data/bindings';
import { useFormSchema } from '../data/schemas';
import { isComposingEnter } from '../form/ime';
import { useUnsavedChangesGuard } from '../form/UnsavedChangesGuard';
import type { InlineFieldDef } from '../resource/types';
import { inlineDraftKey, useInlineDraft } from './inline-drafts';

export interface InlineFieldProps {
  readonly def: InlineFieldDef;
  readonly id: unknown;
  readonly value: unknown;
  readonly label: string;
}

export function InlineField({ def, id, value, label }: InlineFieldProps) {
  const queryClient = useQueryClient();
  const bindings = useBindings();
  const limits = useLimits();
  const schema = useFormSchema(def.op.key);
  const property = useMemo(() => {
    if (!schema.data) return undefined;
    const limited = applyLimits(schema.data, limits) as { properties?: Record<string, { maxLength?: number }> };
    return limited.properties?.[def.field];
  }, [schema.data, limits, def.field]);
  const max = property?.maxLength;
  const saved = typeof value === 'string' ? value : '';
  const args = bindArgs(def.op, bindings, id);
  const {
    draft: entry,
    current,
    update,
    clear,
  } = useInlineDraft(inlineDraftKey(def.op.key, args.account, args.path, def.field));
  const { text: draft, error, saving = false } = entry;
  const guard = useWriteGuard('save', def.op.key);
  const text = draft ?? saved;
  const dirty = draft !== undefined && draft !== saved;
  // Leaving on purpose (나가기) gives the draft up; any other unmount keeps it for the next mount.
  const leave = useUnsavedChangesGuard(dirty, { onLeave: clear });
  const errorId = useId();
  const over = max !== undefined && [...text].length > max;

  const save = async () => {
    if (saving || !dirty) return;
    if (over) {
      update({ error: messages.validation.maxLength(max) });
      return;
    }
    update({ saving: true, error: undefined });
    try {
      await callOperation(def.op.key, { ...args, body: { [def.field]: text } });
      await queryClient.invalidateQueries({ queryKey: serviceQueryKey(operationInfo(def.op.key).service) });
      // Text typed while the save was under way stays a draft of its own.
      if (current().text === text) clear();
      else update({ saving: false });
      toast.success(def.successToast ?? messages.form.saved);
    } catch (failure) {
      // On the field: its own reason when the server names it, else what went wrong (the text stays).
      const onField = fieldErrorsOf(failure).find((item) => item.field === def.field);
      update({ saving: false, error: onField ? onField.reason : errorMessage(failure) });
    }
  };

  return (
    <Flex vertical gap={6} style={{ width: '100%' }}>
      <Input.TextArea
        aria-label={label}
        value={text}
        autoSize={{ minRows: 2, maxRows: 6 }}
        // The counter shows the count over the limit; it never cuts what was typed (or pasted). It is
        // there from the first render (the limit joins it once the schema is read): a counter added
        // later wraps the textarea anew, and text typed into the old element in between was lost.
        count={max !== undefined ? { show: true, max } : { show: true }}
        status={error || over ? 'error' : undefined}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        disabled={guard.blocked}
        onChange={(event) => {
          update({ error: undefined, text: event.target.value });
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey) && !isComposingEnter(event)) void save();
        }}
      />
      {error ? (
        <div id={errorId} role="alert" className="field-error" style={{ color: 'var(--ant-color-error, #ff4d4f)' }}>
          {error}
        </div>
      ) : null}
      <Flex gap={8}>
        <BusyButton type="primary" onClick={() => void save()} busy={saving} disabled={!dirty} {...guard.props}>
          {def.saveLabel ?? messages.common.save}
        </BusyButton>
        {dirty ? <Button onClick={clear}>{messages.common.cancel}</Button> : null}
      </Flex>
      {leave.dialog}
    </Flex>
  );
}
