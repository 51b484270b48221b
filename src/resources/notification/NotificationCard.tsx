/**
 * One notification: the sender's photo, its account's name while the list mixes accounts, the
 * text leading to its target (or stopping with a warning for an account that is not ACTIVE), and
 * how long ago it came.
 */
import { Avatar, Flex, Tag } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useBusinessAccounts } from '@/api/business-accounts';
import { toast } from '@/components/toast/toast-store';
import type { CardProps } from '@/engine/cards/cards-def';
import type { ListItemOf } from '@/engine/resource/typing';
import { messages } from '@/lib/messages';
import { formatRelativeTime } from '@/lib/relative-time';
import { safeLink } from '@/lib/safe-url';
import { accountTags, notificationAction } from './notification-rules';
import { notificationText as text } from './notification-text';

export type Notification = ListItemOf<'notification', 'get', '/api/v1/notifications/list'>;

export function NotificationCard({ row: item, rows }: CardProps<Notification>) {
  const accounts = useBusinessAccounts();
  const account = accounts.data?.find((candidate) => candidate.id === item.businessAccountId);
  const tag = accountTags(rows, accounts.data).get(item.businessAccountId ?? -1);
  return (
    <Flex gap={12} align="flex-start">
      <Avatar src={item.profileImage ?? undefined} alt={account ? messages.common.profilePhoto(account.name) : ''} />
      <Flex vertical gap={2} align="flex-start" style={{ minWidth: 0 }}>
        {tag ? <Tag variant="filled">{tag}</Tag> : null}
        <NotificationTarget target={item.target} accountStatus={account?.status}>
          <span className="untrusted-text">{item.body}</span>
        </NotificationTarget>
        <span className="muted">{formatRelativeTime(item.sentAt)}</span>
      </Flex>
    </Flex>
  );
}

interface TargetProps {
  readonly target: string;
  readonly accountStatus: string | undefined;
  readonly children: ReactNode;
}

function NotificationTarget({ target, accountStatus, children }: TargetProps) {
  const action = notificationAction(target, accountStatus);
  const stop = (event: MouseEvent) => {
    if (action.kind !== 'stop') return;
    event.preventDefault();
    toast.warning(text.stopped);
  };
  const link = safeLink(target);
  if (action.kind === 'unavailable')
    return (
      <Flex gap={8} wrap align="baseline">
        {children}
        <span className="muted">({text.unavailableTag})</span>
      </Flex>
    );
  if (link.kind === 'none') return <>{children}</>;
  if (link.kind === 'external')
    return (
      <a href={link.url} target="_blank" rel="noopener noreferrer" onClick={stop}>
        {children}
      </a>
    );
  return (
    <Link to={link.path} onClick={stop}>
      {children}
    </Link>
  );
}
