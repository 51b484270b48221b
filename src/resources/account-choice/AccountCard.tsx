/** An account to choose: name, role and status, why a non-ACTIVE one is limited, and 들어가기. */
import { Alert, Avatar, Flex, Tag } from 'antd';
import type { BusinessAccount } from '@/api/business-accounts';
import { BusyButton } from '@/components/actions/BusyButton';
import { errorMessage } from '@/components/feedback/error-message';
import { toast } from '@/components/toast/toast-store';
import type { CardProps } from '@/engine/cards/cards-def';
import { joinText } from '@/lib/format';
import { messages } from '@/lib/messages';
import { accountStatusLabels, accountText as text } from './account-text';
import { useEnterAccount } from './use-enter-account';

export function AccountCard({ row: account }: CardProps<BusinessAccount>) {
  const status = accountStatusLabels[account.status];
  return (
    <Flex gap={12} align="flex-start">
      <Avatar src={account.profileImageUrl ?? undefined} alt={messages.common.profilePhoto(account.name)}>
        {account.name.slice(0, 1)}
      </Avatar>
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Flex gap={8} align="center" wrap>
          <strong className="untrusted-text">{account.name}</strong>
          <Tag>{messages.administrator.roles[account.role]}</Tag>
          <Tag color={account.status === 'ACTIVE' ? 'green' : 'default'}>{status}</Tag>
        </Flex>
        <span className="muted">{joinText([account.categoryName, account.region.name])}</span>
        {account.status === 'ACTIVE' ? null : <Alert type="warning" showIcon title={text.notActive(status)} />}
      </Flex>
    </Flex>
  );
}

/** 들어가기: a failure says why, and the button tries again. */
export function EnterButton({ row: account }: CardProps<BusinessAccount>) {
  const enter = useEnterAccount();
  return (
    <BusyButton
      type={account.status === 'ACTIVE' ? 'primary' : 'default'}
      busy={enter.isPending}
      disabled={account.status === 'DESTROYED'}
      onClick={() => enter.mutate(account.id, { onError: (error) => toast.error(errorMessage(error)) })}
      aria-label={`${account.name} ${text.enter}`}
    >
      {text.enter}
    </BusyButton>
  );
}
