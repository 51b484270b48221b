/**
 * The "관리" cell of a row (and the action bar of a detail page): declared actions, edit and
 * delete, as real buttons and links that keyboards and screen readers can use.
 */
import { Flex } from 'antd';
import { useState } from 'react';
import { RowButton, RowLink } from '@/components/actions/RowButton';
import { messages } from '@/lib/messages';
import { useMayCall, useRoleAllows, useWriteGuard } from '../access/write-access';
import type { ActionDef, ResourceDef } from '../resource/types';
import { AccountConfirmDialog } from './AccountConfirmDialog';
import { ActionButton } from './ActionButton';
import { LazyConfirmDialog } from './LazyConfirmDialog';
import { RefusedButton } from './RefusedButton';
import { SelectAction } from './SelectAction';
import { useRunAction } from './use-run-action';

export interface RowActionsProps {
  readonly resource: ResourceDef;
  readonly actions: readonly ActionDef[];
  readonly row: unknown;
  /** The rows on screen with it, for actions offered by what the others are (default: the row alone). */
  readonly rows?: readonly unknown[];
  readonly id: unknown;
  readonly recordLabel: string;
  /** Where "수정" goes: a link, or a callback (drawer). */
  readonly editHref?: string;
  readonly onEdit?: () => void;
  /** Links to other screens of the record (미리보기), before 수정. */
  readonly links?: readonly { readonly label: string; readonly href: string }[];
  readonly withDelete?: boolean;
  /** After a successful delete (e.g. leave the detail page). */
  readonly onDeleted?: () => void;
  readonly size?: 'small' | 'middle';
}

export function RowActions({
  resource,
  actions,
  row,
  rows = [row],
  id,
  recordLabel,
  editHref,
  onEdit,
  links = [],
  withDelete = true,
  onDeleted,
  size = 'small',
}: RowActionsProps) {
  // A record its update form shows read-only (the form's `readOnly` has a reason, or the account may
  // not change data at all: a dormant one) is offered to see.
  const accountReadOnly = useWriteGuard('save').blocked;
  const editText = accountReadOnly || resource.update?.readOnly?.(row) ? messages.common.view : messages.common.edit;
  // A role that may not save the record is not offered its form (the record's own page shows it).
  const mayEdit = useMayCall(resource.update?.op.key);
  const allows = useRoleAllows();
  return (
    // The gap is the stylesheet's (`.row-actions`): wider on a touch screen.
    <Flex wrap className="row-actions">
      {actions.map((action) => {
        if (!allows(action.op.key)) return null;
        // A picker with a list column of its own is not repeated here.
        if (action.kind === 'select' && action.column) return null;
        if (action.kind === 'select')
          return (
            <SelectAction
              key={`${action.op.key}-${action.label}`}
              action={action}
              row={row}
              id={id}
              recordLabel={recordLabel}
            />
          );
        if (action.visible && !action.visible(row, rows)) return null;
        const refused = action.refused?.(row, rows);
        if (refused)
          return (
            <RefusedButton
              key={`${action.op.key}-${action.label}`}
              label={action.label}
              reason={refused}
              recordLabel={recordLabel}
              size={size}
              {...(action.danger ? { danger: true } : {})}
            />
          );
        return (
          <ActionButton
            key={`${action.op.key}-${action.label}`}
            action={action}
            targets={[{ row, id }]}
            recordLabel={recordLabel}
            size={size}
          />
        );
      })}
      {links.map((link) => (
        <RowLink key={link.label} size={size} to={link.href} aria-label={`${link.label}: ${recordLabel}`}>
          {link.label}
        </RowLink>
      ))}
      {!mayEdit ? null : editHref ? (
        <RowLink size={size} to={editHref} aria-label={`${editText}: ${recordLabel}`}>
          {editText}
        </RowLink>
      ) : onEdit ? (
        <RowButton size={size} onClick={onEdit} aria-label={`${editText}: ${recordLabel}`}>
          {editText}
        </RowButton>
      ) : null}
      {withDelete &&
      resource.remove &&
      allows(resource.remove.op.key) &&
      (resource.remove.visible?.(row, rows) ?? true) ? (
        resource.remove.refused?.(row, rows) ? (
          <RefusedButton
            label={resource.remove.label ?? messages.common.delete}
            reason={resource.remove.refused(row, rows) as string}
            recordLabel={recordLabel}
            size={size}
            danger
          />
        ) : (
          <DeleteButton
            resource={resource}
            row={row}
            id={id}
            recordLabel={recordLabel}
            size={size}
            {...(onDeleted ? { onDeleted } : {})}
          />
        )
      ) : null}
    </Flex>
  );
}

function DeleteButton({
  resource,
  row,
  id,
  recordLabel,
  size,
  onDeleted,
}: {
  readonly resource: ResourceDef;
  readonly row: unknown;
  readonly id: unknown;
  readonly recordLabel: string;
  readonly size: 'small' | 'middle';
  readonly onDeleted?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const run = useRunAction();
  const remove = resource.remove!;
  const guard = useWriteGuard('delete', remove.op.key);
  const label = remove.label ?? messages.common.delete;
  const confirmed = async () => {
    await run({ op: remove.op, id, successToast: remove.successToast ?? messages.form.deleted });
    onDeleted?.();
  };
  return (
    <>
      <RowButton
        size={size}
        danger
        onClick={() => setOpen(true)}
        aria-label={`${label}: ${recordLabel}`}
        {...guard.props}
      >
        {label}
      </RowButton>
      {typeof remove.confirm?.body === 'function' || remove.confirm?.typeAccountName ? (
        open ? (
          <AccountConfirmDialog
            confirm={{
              ...remove.confirm,
              title: remove.confirm.title ?? messages.confirmDelete.title(resource.label, recordLabel),
              ok: remove.confirm.ok ?? messages.confirmDelete.ok,
            }}
            row={row}
            danger
            onConfirm={confirmed}
            onClose={() => setOpen(false)}
          />
        ) : null
      ) : (
        <LazyConfirmDialog
          open={open}
          title={remove.confirm?.title ?? messages.confirmDelete.title(resource.label, recordLabel)}
          body={remove.confirmBody?.(row) ?? remove.confirm?.body ?? messages.confirmDelete.body}
          okText={remove.confirm?.ok ?? messages.confirmDelete.ok}
          danger
          onConfirm={confirmed}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
