/** A create or edit form in a drawer over its list (small resources: options, categories, discounts). */
import { Drawer } from 'antd';
import { useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { wrapFocus } from '@/components/dialog/wrap-focus';
import { messages, withObjectParticle } from '@/lib/messages';
import type { ResourceDef } from '../resource/types';
import { FormView } from './FormView';
import { LeaveDialog } from './UnsavedChangesGuard';
import { useFormController } from './use-form-controller';

export interface FormDrawerProps {
  readonly resource: ResourceDef;
  readonly mode: 'create' | 'edit';
  readonly id?: string;
  /** The list row being edited (used when the resource edits from its list). */
  readonly row?: unknown;
  readonly onClose: () => void;
}

export function FormDrawer({ resource, mode, id, row, onClose }: FormDrawerProps) {
  const controller = useFormController({
    resource,
    mode,
    id,
    row,
    onSaved: (_saved, followedUp) => {
      if (!followedUp)
        toast.success(
          controller.form.successToast ??
            (mode === 'create' ? `${withObjectParticle(resource.label)} 만들었어요.` : messages.form.saved),
        );
      onClose();
    },
  });
  const [confirmLeave, setConfirmLeave] = useState(false);
  const requestClose = () => (controller.dirty && !controller.submitting ? setConfirmLeave(true) : onClose());

  return (
    <Drawer
      open
      title={mode === 'create' ? messages.form.createTitle(resource.label) : messages.form.editTitle(resource.label)}
      size={560}
      onClose={requestClose}
      destroyOnHidden
      drawerRender={(node) => (
        <div onKeyDown={wrapFocus} style={{ height: '100%' }}>
          {node}
        </div>
      )}
    >
      <FormView
        id={`${resource.name}-form`}
        controller={controller}
        submitLabel={mode === 'create' ? messages.common.create : messages.common.save}
        onCancel={requestClose}
        label={resource.label}
      />
      <LeaveDialog open={confirmLeave} onStay={() => setConfirmLeave(false)} onLeave={onClose} />
    </Drawer>
  );
}
