/**
 * /profile/{baId}/delete: whether this account can be deleted (eligibility; only the owner), what
 * deleting does, and the reasons to pick from; each blocking reason says what to do and links there.
 */
import { RightOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { Link, useParams } from 'react-router';
import { accountOfParams } from '@/api/current-account';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { paths } from '@/config/paths';
import type { DeleteReason } from '@/api/account-deletion';
import { DeletionGuard, useDeletingAccount } from './DeletionGuard';
import { deletionCopy as text } from './deletion-copy';

export function DeletionPage() {
  const account = accountOfParams(useParams()) ?? '';
  const me = useDeletingAccount(account);

  const body = (reasons: readonly DeleteReason[]) => {
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
            {reasons.map((reason) => (
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
      <div style={{ maxWidth: 760 }}>
        <DeletionGuard account={account}>{body}</DeletionGuard>
      </div>
    </>
  );
}
