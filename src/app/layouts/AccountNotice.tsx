import { Alert, Button } from 'antd';
import { useLocation } from 'react-router';
import type { BusinessAccount } from '@/api/business-accounts';
import { LinkButton } from '@/components/navigation/LinkButton';
import { messages } from '@/lib/messages';
import { accountNoticeOf } from './account-notice';

/** A banner when the account cannot work normally (dormant, inspection pending, required or rejected). */
export function AccountNotice({ account }: { readonly account: BusinessAccount }) {
  const { pathname } = useLocation();
  const notice = accountNoticeOf(account, pathname);
  if (!notice) return null;
  return (
    <Alert
      type={notice.tone}
      showIcon
      role={notice.link ? 'region' : undefined}
      aria-label={notice.link ? '계정 알림' : undefined}
      style={{ marginBottom: 16 }}
      title={notice.title}
      description={notice.description}
      action={
        notice.link?.external ? (
          <Button href={notice.link.href} target="_blank" rel="noopener noreferrer">
            {notice.link.label}
            <span className="shell-visually-hidden"> {messages.pickupGate.newTab}</span>
          </Button>
        ) : notice.link ? (
          <LinkButton to={notice.link.href}>{notice.link.label}</LinkButton>
        ) : undefined
      }
    />
  );
}
