/** A create or edit form in a drawer over its list (small resources: options, categories, discounts). */
import { Drawer } from 'antd';
import { useState, type ReactNode } from 'react';
import { toast } from '@/components/toast/toast-store';
import { wrapFocus } from '@/components/dialog/wrap-focus';
import { messages, withObjectParticle } from '@/lib/messages';
import type { ResourceDef } from '../resource/types';
import { FormView } from './FormView';
import { LeaveDialog } from './UnsavedChangesGuard';
import { useFormController, type FormController } from './use-form-controller';

export interface FormDrawerProps {
  readonly resource: ResourceDef;
  readonly mode: 'create' | 'edit';
  readonly id?: string;
  /** The list row being edited (used when the resource edits from its list). */
  readonly row?: unknown;
  readonly onClose: () => void;
}

export function FormDrawer({ resource, mode, id, row, onClose }: FormDrawerProps) {
  // A create whose form has a view of what was made shows it in the drawer instead of closing.
  const [shown, setShown] = useState<{ readonly saved: unknown } | undefined>(undefined);
  const controller = useFormController({
    resource,
    mode,
    id,
    row,
    onSaved: (saved, followedUp) => {
      if (mode === 'create' && controller.form.savedView) {
        setShown({ saved });
        return;
      }
      if (!followedUp)
        toast.success(
          controller.form.successToast ??
            (mode === 'create' ? `${withObjectParticle(resource.label)} 만들었어요.` : messages.form.saved),
        );
      onClose();
    },
  });
  const SavedView = controller.form.savedView;
  if (shown && SavedView)
    return (
      <FocusedDrawer title={controller.form.heading ?? messages.form.createTitle(resource.label)} onClose={onClose}>
        <SavedView saved={shown.saved} onClose={onClose} />
      </FocusedDrawer>
    );
  return (
    <FormDrawerFrame
      title={
        mode === 'create'
          ? (controller.form.heading ?? messages.form.createTitle(resource.label))
          : messages.form.editTitle(resource.label)
      }
      formId={`${resource.name}-form`}
      controller={controller}
      submitLabel={mode === 'create' ? (controller.form.submitLabel ?? messages.common.create) : messages.common.save}
      label={resource.label}
      onClose={onClose}
    />
  );
}

export interface FormDrawerFrameProps {
  readonly title: string;
  readonly formId: string;
  readonly controller: FormController;
  readonly submitLabel: string;
  /** What the form makes, for its messages (e.g. why no record may be made). */
  readonly label: string;
  /** What the form answers, above its fields (ActionFormDef.context). */
  readonly context?: ReactNode;
  readonly onClose: () => void;
}

/** A form in a drawer that asks before closing over unsaved changes and keeps focus inside. */
export function FormDrawerFrame({
  title,
  formId,
  controller,
  submitLabel,
  label,
  context,
  onClose,
}: FormDrawerFrameProps) {
  const [confirmLeave, setConfirmLeave] = useState(false);
  const requestClose = () => (controller.dirty && !controller.submitting ? setConfirmLeave(true) : onClose());

  return (
    <FocusedDrawer title={title} onClose={requestClose}>
      {context}
      <FormView id={formId} controller={controller} submitLabel={submitLabel} onCancel={requestClose} label={label} />
      <LeaveDialog open={confirmLeave} onStay={() => setConfirmLeave(false)} onLeave={onClose} />
    </FocusedDrawer>
  );
}

/** The drawer of a form, keeping Tab inside it. */
function FocusedDrawer({
  title,
  onClose,
  children,
}: {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}) {
  return (
    <Drawer
      open
      title={title}
      size={560}
      onClose={onClose}
      destroyOnHidden
      drawerRender={(node) => (
        <div onKeyDown={wrapFocus} style={{ height: '100%' }}>
          {node}
        </div>
      )}
    >
      {children}
    </Drawer>
  );
}
