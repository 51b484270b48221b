/** The business accounts to choose from: name, role and status, with why a non-ACTIVE one is limited. */
import { Alert, Avatar, Flex, Tag, Typography } from 'antd';
import type { BusinessAccount } from '@/api/business-accounts';
import { joinText } from '@/lib/format';
import { messages } from '@/lib/messages';
import { RowList } from '@/components/layout/RowList';
import { accountStatusLabels, pageCopy, roleLabels } from '../copy';
import { BusyButton } from '@/components/actions/BusyButton';

const copy = pageCopy.profiles;

export function AccountList({
  accounts,
  pendingId,
  onEnter,
}: {
  readonly accounts: readonly BusinessAccount[];
  readonly pendingId: number | undefined;
  readonly onEnter: (id: number) => void;
}) {
  return (
    <RowList
      items={accounts}
      rowKey={(account) => account.id}
      label={copy.title}
      actions={(account) => (
        <BusyButton
          type={account.status === 'ACTIVE' ? 'primary' : 'default'}
          busy={pendingId === account.id}
          disabled={account.status === 'DESTROYED'}
          onClick={() => onEnter(account.id)}
          aria-label={`${account.name} ${copy.enter}`}
        >
          {copy.enter}
        </BusyButton>
      )}
      render={(account) => {
        const status = accountStatusLabels[account.status];
        return (
          <Flex gap={12} align="flex-start">
            <Avatar src={account.profileImageUrl ?? undefined} alt={messages.common.profilePhoto(account.name)}>
              {account.name.slice(0, 1)}
            </Avatar>
            <Flex vertical gap={4}>
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong>{account.name}</Typography.Text>
                <Tag>{roleLabels[account.role]}</Tag>
                <Tag color={account.status === 'ACTIVE' ? 'green' : 'default'}>{status}</Tag>
              </Flex>
              <Typography.Text type="secondary">
                {joinText([account.categoryName, account.region.name])}
              </Typography.Text>
              {account.status === 'ACTIVE' ? null : <Alert type="warning" showIcon title={copy.notActive(status)} />}
            </Flex>
          </Flex>
        );
      }}
    />
  );
}
