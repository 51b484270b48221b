/**
 * The notifications popup: tabs 전체 / 비즈프로필 / 광고 (/ 대행사 with feature flag AGENCY), the 10
 * newest of the tab with a dot on those sent after the previous access, and what a click does
 * (spec 000 §4 "Header popups", §5).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useBusinessAccounts } from '@/api/business-accounts';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { profileThumbnailUrl } from '@/lib/format';
import { messages } from '@/lib/messages';
import { formatRelativeTime } from '@/lib/relative-time';
import { useNotificationList, type HeaderNotification, type NotificationTab } from '@/api/header';
import { headerMessages as text } from './messages';
import { accountTags, notificationAction } from '@/resources/notification/notification-rules';
import { isNewSince } from './notification-rules';

export interface NotificationPopupProps {
  readonly showAgency: boolean;
  /** The last access before this opening; undefined while it is being recorded. */
  readonly previousAccess: string | null | undefined;
  /** False until the opening's last access is recorded (the list loads after it). */
  readonly ready: boolean;
  readonly onStop: (notification: HeaderNotification) => void;
  readonly onItem: (notification: HeaderNotification) => void;
  readonly onDone: () => void;
}

export function NotificationPopup({
  showAgency,
  previousAccess,
  ready,
  onStop,
  onItem,
  onDone,
}: NotificationPopupProps) {
  const [tab, setTab] = useState<NotificationTab>('all');
  const list = useNotificationList(tab, ready);
  const accounts = useBusinessAccounts();
  const tabs: NotificationTab[] = showAgency
    ? ['all', 'business', 'advertisement', 'agency']
    : ['all', 'business', 'advertisement'];

  const accountOf = (id: number | null | undefined) => accounts.data?.find((candidate) => candidate.id === id);
  const tags = accountTags(list.data ?? [], accounts.data);

  const choose = (notification: HeaderNotification) => {
    const account = accountOf(notification.businessAccountId);
    const action = notificationAction(notification.target, account?.status);
    if (action.kind === 'none') return;
    // The popup stays open: the merchant may pick another notification.
    if (action.kind === 'unavailable') {
      toast.info(text.notificationUnavailable);
      return;
    }
    if (action.kind === 'stop') onStop(notification);
    else if (action.kind === 'new-tab') window.open(action.url, '_blank', 'noopener');
    else onItem(notification);
    onDone();
  };

  return (
    <div className="shell-notifications">
      <div role="tablist" aria-label={text.notifications} className="shell-tabs">
        {tabs.map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="tab"
            aria-selected={tab === candidate}
            tabIndex={tab === candidate ? 0 : -1}
            className="shell-tab"
            onClick={() => setTab(candidate)}
          >
            {text.tabs[candidate]}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={text.tabs[tab]} className="shell-popup-body">
        {list.error ? (
          <ErrorState compact error={list.error} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <LoadingState rows={3} />
        ) : list.data.length === 0 ? (
          <EmptyState text={text.emptyNotifications} />
        ) : (
          <ul className="shell-list">
            {list.data.map((notification) => (
              <li key={notification.id}>
                <button type="button" className="shell-notification" onClick={() => choose(notification)}>
                  <NotificationImage
                    url={notification.profileImage}
                    accountName={accountOf(notification.businessAccountId)?.name}
                  />
                  <span className="shell-notification-text">
                    {tags.has(notification.businessAccountId) ? (
                      <span className="shell-notification-account">{tags.get(notification.businessAccountId)}</span>
                    ) : null}
                    <span className="shell-notification-body">{notification.body}</span>
                    <span className="muted">{formatRelativeTime(notification.sentAt)}</span>
                  </span>
                  {previousAccess !== undefined && isNewSince(notification.sentAt, previousAccess) ? (
                    <span className="shell-dot" role="img" aria-label={text.unreadItem} />
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="shell-popup-footer">
        <Link to={paths.notifications.href({})}>{text.allNotifications}</Link>
      </div>
    </div>
  );
}

/** The sender's photo, named after its business account when it is one of the user's (else decorative). */
function NotificationImage({
  url,
  accountName,
}: {
  readonly url: string | null;
  readonly accountName?: string | undefined;
}) {
  const small = profileThumbnailUrl(url);
  return small ? (
    <img
      className="shell-avatar"
      src={small}
      alt={accountName ? messages.common.profilePhoto(accountName) : ''}
      width={40}
      height={40}
    />
  ) : (
    <span className="shell-avatar" aria-hidden />
  );
}
