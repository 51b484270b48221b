/** `/notifications`: the header's tabs (대행사 only with the AGENCY flag), relative times, 20 at a time. */
import { Avatar, Button, Card, Flex, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { messages } from '@/lib/messages';
import { useSession } from '@/app/session/session-context';
import { pageCopy } from '../copy';
import { RowList } from '../RowList';
import { relativeTime } from './relative-time';
import { useNotifications, type NotificationTab } from './use-notifications';

const copy = pageCopy.notifications;
const TABS: readonly NotificationTab[] = ['total', 'business', 'advertisement', 'agency'];

export function NotificationsPage() {
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const agency = session.featureFlags.has('AGENCY');
  const tabs = TABS.filter((tab) => tab !== 'agency' || agency);
  const requested = search.get('tab') as NotificationTab | null;
  const tab = requested && tabs.includes(requested) ? requested : 'total';
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

function NotificationTarget({ target, children }: { readonly target: string; readonly children: ReactNode }) {
  if (!target) return <>{children}</>;
  if (target.startsWith('https://'))
    return (
      <a href={target} target="_blank" rel="noreferrer">
        {children}
      </a>
    );
  return <Link to={target}>{children}</Link>;
}

function NotificationList({ tab }: { readonly tab: NotificationTab }) {
  const list = useNotifications(tab);
  if (list.error && !list.data) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <LoadingState rows={6} />;
  const items = list.data.pages.flatMap((page) => page.collectionData);
  if (items.length === 0) return <EmptyState text={copy.empty} />;
  return (
    <Flex vertical gap={16}>
      <RowList
        items={items}
        label={copy.title}
        rowKey={(item) => item.id}
        render={(item) => (
          <Flex gap={12} align="flex-start">
            <Avatar src={item.profileImage ?? undefined} />
            <Flex vertical gap={2}>
              <NotificationTarget target={item.target}>
                <Typography.Text>{item.body}</Typography.Text>
              </NotificationTarget>
              <Typography.Text type="secondary">{relativeTime(item.sentAt)}</Typography.Text>
            </Flex>
          </Flex>
        )}
      />
      {list.error ? <ErrorState compact error={list.error} onRetry={() => void list.fetchNextPage()} /> : null}
      {list.hasNextPage ? (
        <Button block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {messages.common.loadMore}
        </Button>
      ) : null}
    </Flex>
  );
}
