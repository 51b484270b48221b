/**
 * /profile/{baId}/delete: whether this account can be deleted (eligibility; only the owner), what
 * deleting does, and the reasons to pick from; each blocking reason says what to do and links there.
 */
import { RightOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex } from 'antd';
import { Link, useParams } from 'react-router';
import { useBusinessAccounts } from '@/api/business-accounts';
import { accountOfParams } from '@/api/current-account';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { paths } from '@/config/paths';
import { BlockedDeletion } from './BlockedDeletion';
import { deletionCopy as text } from './deletion-copy';
import { deletableQuery, deleteReasonsQuery } from './deletion-queries';
import { deletionGate } from './deletion-rules';

export function DeletionPage() {
  const account = accountOfParams(useParams()) ?? '';
  const queryClient = useQueryClient();
  const deletable = useQuery(deletableQuery(queryClient, account));
  const reasons = useQuery(deleteReasonsQuery(queryClient));
  const accounts = useBusinessAccounts();
  const me = accounts.data?.find((item) => String(item.id) === account);

  const body = () => {
    const error = deletable.error ?? reasons.error ?? accounts.error;
    if (error)
      return (
        <ErrorState
          error={error}
          onRetry={() => {
            if (deletable.error) void deletable.refetch();
            if (reasons.error) void reasons.refetch();
            if (accounts.error) void accounts.refetch();
          }}
        />
      );
    if (!deletable.data || !reasons.data || !accounts.data) return <LoadingState rows={6} />;
    const gate = deletionGate(deletable.data.eligibility, me?.role);
    if (gate.kind !== 'allowed')
      return <BlockedDeletion gate={gate} account={account} onRecheck={() => void deletable.refetch()} />;
    return (
      <Flex vertical gap={16}>
        <Panel title={text.consequencesTitle} titleId="delete-consequences">
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {text.consequences.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Panel>
        <Panel title={text.pickReason} titleId="delete-reasons">
          <ul className="delete-reasons" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {reasons.data.map((reason) => (
              <li key={reason.id} style={{ borderBottom: '1px solid #f0f0f0' }}>
                <Link
                  to={paths.accountAdmin.deletionReason.href({ baId: account, deleteReasonId: reason.id })}
                  style={{ display: 'flex', justifyContent: 'space-between', padding: '12px 4px' }}
                >
                  {reason.title}
                  <RightOutlined aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      </Flex>
    );
  };

  return (
    <>
      <PageHeader title={text.title} description={me ? text.description(me.name) : undefined} />
      <div style={{ maxWidth: 760 }}>{body()}</div>
    </>
  );
}
