import { Alert } from 'antd';
import type { BusinessAccount } from '@/api/business-accounts';
import { messages } from '@/lib/messages';

/** A banner when the account cannot work normally (dormant, under inspection). */
export function AccountNotice({ account }: { readonly account: BusinessAccount }) {
  if (account.status === 'DORMANT') {
    return <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={messages.access.dormantNotice} />;
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
