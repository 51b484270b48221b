/**
 * `/notifications`: the header's tabs (대행사 only with the AGENCY flag), relative times, 20 at a
 * time. Opening it records the last access like the header popup; an item of a business account
 * that is not ACTIVE stops with the header's warning instead of opening (spec 000 §4, §5).
 */
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Card, Flex, Tabs, Tag, Typography } from 'antd';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useBusinessAccounts } from '@/api/business-accounts';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { toast } from '@/components/toast/toast-store';
import { PageHeader } from '@/components/layout/PageHeader';
import { messages } from '@/lib/messages';
import { formatRelativeTime } from '@/lib/relative-time';
import { useSession } from '@/app/session/session-context';
import { headerKeys, useRecordLastAccess } from '@/api/header';
import { headerMessages } from '@/app/shell/messages';
import { accountTags, notificationAction } from '@/app/shell/notification-rules';
import { safeLink } from '@/lib/safe-url';
import { pageCopy } from '../copy';
import { RowList } from '../RowList';
import { useNotifications, type NotificationTab } from './use-notifications';
import { BusyButton } from '@/components/actions/BusyButton';

const copy = pageCopy.notifications;
const TABS: readonly NotificationTab[] = ['total', 'business', 'advertisement', 'agency'];

export function NotificationsPage() {
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const agency = session.featureFlags.has('AGENCY');
  const tabs = TABS.filter((tab) => tab !== 'agency' || agency);
  const requested = search.get('tab') as NotificationTab | null;
  const tab = requested && tabs.includes(requested) ? requested : 'total';
  useRecordLastAccessOnOpen();
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 24 }}>
      <PageHeader title={copy.title} />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setSearch(key === 'total' ? {} : { tab: key })}
          items={tabs.map((key) => ({ key, label: copy.tabs[key] }))}
        />
        <NotificationList key={tab} tab={tab} />
      </Card>
    </main>
  );
}

/** Records "now" as the last access once per visit (StrictMode's second effect run is skipped). */
function useRecordLastAccessOnOpen() {
  const queryClient = useQueryClient();
  const { mutate } = useRecordLastAccess();
  const recorded = useRef(false);
  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    mutate(undefined, {
      onSettled: () => void queryClient.invalidateQueries({ queryKey: headerKeys.lastAccess() }),
    });
  }, [mutate, queryClient]);
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
    toast.warning(headerMessages.notificationStopped);
  };
  const link = safeLink(target);
  if (action.kind === 'unavailable')
    return (
      <Flex gap={8} wrap align="baseline">
        {children}
        <Typography.Text type="secondary">({headerMessages.notificationUnavailableTag})</Typography.Text>
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

function NotificationList({ tab }: { readonly tab: NotificationTab }) {
  const list = useNotifications(tab);
  const accounts = useBusinessAccounts();
  const accountOf = (id: number | null | undefined) => accounts.data?.find((account) => account.id === id);
  if (list.error && !list.data) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <LoadingState rows={6} />;
  const items = list.data.pages.flatMap((page) => page.collectionData);
  if (items.length === 0) return <EmptyState text={copy.empty} />;
  const tags = accountTags(items, accounts.data);
  return (
    <Flex vertical gap={16}>
      <RowList
        items={items}
        label={copy.title}
        rowKey={(item) => item.id}
        render={(item) => (
          <Flex gap={12} align="flex-start">
            <NotificationAvatar url={item.profileImage} accountName={accountOf(item.businessAccountId)?.name} />
            <Flex vertical gap={2} align="flex-start">
              {tags.has(item.businessAccountId) ? <Tag variant="filled">{tags.get(item.businessAccountId)}</Tag> : null}
              <NotificationTarget target={item.target} accountStatus={accountOf(item.businessAccountId)?.status}>
                <Typography.Text>{item.body}</Typography.Text>
              </NotificationTarget>
              <Typography.Text type="secondary">{formatRelativeTime(item.sentAt)}</Typography.Text>
            </Flex>
          </Flex>
        )}
      />
      {list.error ? <ErrorState compact error={list.error} onRetry={() => void list.fetchNextPage()} /> : null}
      {list.hasNextPage ? (
        <BusyButton block busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {messages.common.loadMore}
        </BusyButton>
      ) : null}
    </Flex>
  );
}

/** The sender's photo, named after its business account when it is one of the user's. */
function NotificationAvatar({
  url,
  accountName,
}: {
  readonly url: string | null;
  readonly accountName?: string | undefined;
}) {
  const alt = accountName ? messages.common.profilePhoto(accountName) : '';
  return <Avatar src={url ?? undefined} alt={alt} />;
}
