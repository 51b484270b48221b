/**
 * The form of an action whose body the merchant types (a review's answer): the operation's request
 * body as a schema form in a drawer, with what every form has (limits, server errors on their
 * fields, nothing typed lost on a failed save, the unsaved-changes question on close).
 */
import { useMemo } from 'react';
import { toast } from '@/components/toast/toast-store';
import { messages } from '@/lib/messages';
import type { ActionTarget } from '../actions/ActionButton';
import type { ActionFormDef, FormDef, MutationActionDef } from '../resource/types';
import { FormDrawerFrame } from './FormDrawer';
import { actionForm, actionFormName } from './engine-forms';
import { useFormController } from './use-form-controller';

export interface ActionFormDrawerProps {
  readonly action: MutationActionDef;
  readonly form: ActionFormDef;
  readonly target: ActionTarget;
  readonly recordLabel?: string;
  readonly onClose: () => void;
  readonly onDone: () => void;
}

export function ActionFormDrawer({ action, form, target, recordLabel, onClose, onDone }: ActionFormDrawerProps) {
  const def = useMemo<FormDef>(
    () => actionForm(action, form.initial ? form.initial(target.row) : undefined),
    [action, form, target.row],
  );
  const controller = useFormController({
    mode: 'create',
    form: def,
    name: actionFormName(action),
    ...(typeof target.id === 'string' || typeof target.id === 'number' ? { id: String(target.id) } : {}),
    row: target.row,
    onSaved: () => {
      toast.success(action.successToast ?? messages.form.saved);
      onDone();
    },
  });
  return (
    <FormDrawerFrame
      title={recordLabel ? `${form.title}: ${recordLabel}` : form.title}
      formId={`${action.op.key.replace('.', '-')}-form`}
      controller={controller}
      submitLabel={form.submitLabel ?? action.label}
      label={form.title}
      context={form.context?.(target.row)}
      onClose={onClose}
    />
  );
}
