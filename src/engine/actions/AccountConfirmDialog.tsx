/**
 * The confirm dialog of an action whose sentence names the current account (and whom the action
 * touches), or that asks for the account's name typed first. Mounted only while it is open, so the
 * account list is read only then (from the cache the layout filled).
 */
import { useBusinessAccounts } from '@/api/business-accounts';
import { useCurrentAccount } from '@/api/current-account';
import type { ConfirmDef } from '../resource/types';
import { LazyConfirmDialog } from './LazyConfirmDialog';

export function AccountConfirmDialog({
  confirm,
  row,
  danger,
  onConfirm,
  onClose,
}: {
  readonly confirm: ConfirmDef;
  readonly row: unknown;
  readonly danger: boolean;
  readonly onConfirm: () => Promise<unknown>;
  readonly onClose: () => void;
}) {
  const account = useCurrentAccount();
  const accounts = useBusinessAccounts();
  const name = accounts.data?.find((candidate) => String(candidate.id) === account)?.name ?? '';
  const body = typeof confirm.body === 'function' ? confirm.body(row, name) : confirm.body;
  return (
    <LazyConfirmDialog
      open
      title={confirm.title}
      {...(body ? { body } : {})}
      {...(confirm.ok ? { okText: confirm.ok } : {})}
      {...(confirm.typeAccountName && name ? { typeToConfirm: name } : {})}
      danger={danger}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
