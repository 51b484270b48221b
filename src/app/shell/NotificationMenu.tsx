/**
 * The notification button: a dot when the newest notification (polled every 30 s) is newer than
 * the last access; opening it records the access, then refreshes the dot and the list.
 */
import { BellOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { HeaderPopupButton } from './HeaderPopupButton';
import {
  useNewestNotification,
  useNotificationLastAccess,
  useRecordLastAccess,
  type HeaderNotification,
} from '@/api/header';
import { headerMessages as text } from './messages';
import { hasUnread } from './notification-rules';
import { NotificationPopup } from './NotificationPopup';
import type { HeaderPopups } from './use-header-popups';

interface Opening {
  readonly previous: string | null | undefined;
  readonly ready: boolean;
}

export interface NotificationMenuProps {
  readonly popups: HeaderPopups;
  readonly showAgency: boolean;
  readonly onStop: (notification: HeaderNotification) => void;
  readonly onItem: (notification: HeaderNotification) => void;
}

export function NotificationMenu({ popups, showAgency, onStop, onItem }: NotificationMenuProps) {
  const newest = useNewestNotification(true);
  const lastAccess = useNotificationLastAccess(true);
  const record = useRecordLastAccess();
  const [opening, setOpening] = useState<Opening>({ previous: undefined, ready: false });
  const unread =
    newest.data !== undefined &&
    lastAccess.data !== undefined &&
    hasUnread(newest.data?.sentAt, lastAccess.data.lastAccessTime);

  const onOpen = () => {
    const fallback = lastAccess.data?.lastAccessTime ?? null;
    setOpening({ previous: undefined, ready: false });
    record.mutate(undefined, {
      onSettled: (answer) => {
        setOpening({ previous: answer ? (answer.previousLastAccessTime ?? fallback) : fallback, ready: true });
      },
    });
  };

  return (
    <HeaderPopupButton
      popup="notification"
      popups={popups}
      label={unread ? `${text.notifications}, ${text.unreadNotifications}` : text.notifications}
      onOpen={onOpen}
      panel={() => (
        <NotificationPopup
          showAgency={showAgency}
          previousAccess={opening.previous}
          ready={opening.ready}
          onStop={onStop}
          onItem={onItem}
          onDone={popups.close}
        />
      )}
    >
      <BellOutlined aria-hidden />
      {unread ? <span className="shell-dot shell-button-dot" data-testid="notification-dot" aria-hidden /> : null}
    </HeaderPopupButton>
  );
}
