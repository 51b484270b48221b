/** Pick a new value of an enum field through its own call (e.g. a menu's status). */
import { Select } from 'antd';
import { useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { errorMessage } from '@/components/feedback/error-message';
import { messages } from '@/lib/messages';
import { useWriteGuard } from '../access/write-access';
import { useFormSchema } from '../data/schemas';
import { fieldAt } from '../schema/describe-fields';
import type { SelectActionDef } from '../resource/types';
import { useRunAction } from './use-run-action';

export interface SelectActionProps {
  readonly action: SelectActionDef;
  readonly row: unknown;
  readonly id: unknown;
  readonly recordLabel?: string;
  /** Id of a text that describes the picker (its note). */
  readonly describedBy?: string;
}

export function SelectAction({ action, row, id, recordLabel, describedBy }: SelectActionProps) {
  const schema = useFormSchema(action.op.key);
  const run = useRunAction();
  const guard = useWriteGuard('change', action.op.key);
  const description = [describedBy, guard.props['aria-describedby']].filter(Boolean).join(' ');
  const [pending, setPending] = useState<unknown>(undefined);
  const field = schema.data ? fieldAt(schema.data, action.field) : undefined;
  const values = (field?.schema.enum as string[] | undefined) ?? [];
  const current = action.current(row);

  const change = async (value: string) => {
    setPending(value);
    try {
      await run({
        op: action.op,
        id,
        body: { [action.field]: value },
        successToast: action.successToast ?? messages.form.statusChanged,
      });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(undefined);
    }
  };

  return (
    <Select
      size="small"
      style={{ minWidth: 104 }}
      value={(pending ?? current) as string}
      loading={pending !== undefined || schema.isLoading}
      disabled={pending !== undefined || guard.blocked}
      aria-label={recordLabel ? `${action.label}: ${recordLabel}` : action.label}
      {...(description ? { 'aria-describedby': description } : {})}
      options={values.map((value) => ({ value, label: field?.enumLabels?.[value] ?? value }))}
      onChange={(value: string) => void change(value)}
    />
  );
}
