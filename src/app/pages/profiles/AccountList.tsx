/** The business accounts to choose from: name, role and status, with why a non-ACTIVE one is limited. */
import { Alert, Avatar, Button, Flex, List, Tag, Typography } from 'antd';
import type { BusinessAccount } from '@/api/business-accounts';
import { joinText } from '@/lib/format';
import { accountStatusLabels, pageCopy, roleLabels } from '../copy';

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
    <List
      dataSource={[...accounts]}
      rowKey="id"
      renderItem={(account) => {
        const status = accountStatusLabels[account.status];
        return (
          <List.Item
            actions={[
              <Button
                key="enter"
                type={account.status === 'ACTIVE' ? 'primary' : 'default'}
                loading={pendingId === account.id}
                disabled={account.status === 'DESTROYED'}
                onClick={() => onEnter(account.id)}
                aria-label={`${account.name} ${copy.enter}`}
              >
                {copy.enter}
              </Button>,
            ]}
          >
            <List.Item.Meta
              avatar={<Avatar src={account.profileImageUrl ?? undefined}>{account.name.slice(0, 1)}</Avatar>}
              title={
                <Flex gap={8} align="center" wrap>
                  <Typography.Text strong>{account.name}</Typography.Text>
                  <Tag>{roleLabels[account.role]}</Tag>
                  <Tag color={account.status === 'ACTIVE' ? 'green' : 'default'}>{status}</Tag>
                </Flex>
              }
              description={
                <Flex vertical gap={4}>
                  <span>{joinText([account.categoryName, account.region.name])}</span>
                  {account.status === 'ACTIVE' ? null : (
                    <Alert type="warning" showIcon title={copy.notActive(status)} />
                  )}
                </Flex>
              }
            />
          </List.Item>
        );
      }}
    />
  );
}
