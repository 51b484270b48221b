/** The parts of /delete: the account named under the heading, what deleting does, the reasons to pick. */
import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { DeleteReason } from '@/api/account-deletion';
import { useCurrentAccount } from '@/api/current-account';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { paths } from '@/config/paths';
import { useViewCall } from '@/engine/view/use-view-call';
import { accountDeletionMessages as text } from '@/lib/account-deletion-messages';
import { deleteReasonsCall, useDeletingAccount } from './deletion-calls';

export function DeletionDescription() {
  const me = useDeletingAccount(useCurrentAccount());
  return me ? text.description(me.name) : null;
}

export function Consequences() {
  return (
    <ul style={{ margin: 0, paddingLeft: 20 }}>
      {text.consequences.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** The reasons in their order, sorted as the server numbers them. */
export function useDeleteReasons() {
  const reasons = useViewCall<{ items: DeleteReason[] }>(deleteReasonsCall);
  const items = reasons.data ? [...reasons.data.items].sort((a, b) => a.displayOrder - b.displayOrder) : undefined;
  return { ...reasons, items };
}

/** One link a reason: the next step records it (`{deleteReasonId}`). */
export function ReasonLinks() {
  const baId = useCurrentAccount() ?? '';
  const reasons = useDeleteReasons();
  if (reasons.error) return <ErrorState compact error={reasons.error} onRetry={reasons.retry} />;
  if (!reasons.items) return <LoadingState rows={3} />;
  return (
    <ul className="delete-reasons" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {reasons.items.map((reason) => (
        <li key={reason.id} style={{ borderBottom: '1px solid #f0f0f0' }}>
          <Link
            to={paths.accountAdmin.deletionReason.href({ baId, deleteReasonId: reason.id })}
            style={{ display: 'flex', justifyContent: 'space-between', padding: '12px 4px' }}
          >
            {reason.title}
            <RightOutlined aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
