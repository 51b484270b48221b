import { Alert } from 'antd';
import type { BusinessAccount } from '@/api/business-accounts';
import { messages } from '@/lib/messages';

/** Why the account may not change data ("휴면 계정이라"), or nothing when it may (ACTIVE). */
export function writeBlockOf(account: BusinessAccount): string | undefined {
  return account.status === 'ACTIVE' ? undefined : messages.access.blockedBecause[account.status];
}

/** A banner when the account cannot work normally (dormant, under inspection). */
export function AccountNotice({ account }: { readonly account: BusinessAccount }) {
  if (account.status === 'DORMANT') {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="휴면 상태인 계정이에요. 다시 운영하려면 고객센터로 문의해 주세요."
      />
    );
  }
  if (account.statusReasons.includes('INSPECTION_PENDING')) {
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="비즈프로필을 검수하고 있어요. 검수가 끝나면 고객에게 보여요."
      />
    );
  }
  return null;
}
