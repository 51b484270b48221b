/**
 * The shared top header (spec 000 §1, §2 "Header (shared)", §4, §9): logo, 비즈프로필 / 광고, and
 * for a signed-in business user notifications, chat, notices, help and the account menu.
 *
 * @example
 * <ShellHeader service="profile" onNotificationStop={() => toast.warning('…')} />
 */
import { NotificationOutlined, QuestionCircleOutlined, UserOutlined } from '@ant-design/icons';
import { memo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/app/session/session-context';
import { toast } from '@/components/toast/toast-store';
import { env } from '@/config/env';
import type { HeaderNotification } from '@/api/header';
import { ChatLink } from './ChatLink';
import { HeaderLogo, HeaderTopLinks } from './HeaderTopLinks';
import { HeaderPopupButton } from './HeaderPopupButton';
import { headerLinks } from '@/config/external-links';
import { headerMessages as text } from './messages';
import { NoticePopup } from './NoticePopup';
import { NotificationMenu } from './NotificationMenu';
import { GuidePopup } from './GuidePopup';
import { ProfilePopup } from './ProfilePopup';
import { useHeaderPopups } from './use-header-popups';
import './shell.css';

export interface ShellHeaderProps {
  /** `advertising` makes 광고 the active top link. */
  readonly service?: 'profile' | 'advertising';
  /** Whether 비즈프로필 is the active top link (default: any /profile… page). */
  readonly isProfileTab?: (pathname: string) => boolean;
  /** Where the logo goes; default /profile/login. An `http(s)://` url leaves the console. */
  readonly logoUrl?: string;
  readonly hideNotification?: boolean;
  readonly hideChat?: boolean;
  readonly hideNotice?: boolean;
  readonly hideGuide?: boolean;
  readonly theme?: 'light' | 'black';
  /** Shown instead of the nickname or e-mail (e.g. the business profile's name). */
  readonly profileName?: string;
  /** A second line under the name (e.g. the profile's area). */
  readonly profileArea?: string;
  /** A notification of an account that is not ACTIVE was clicked (default: a warning toast). */
  readonly onNotificationStop?: (notification: HeaderNotification) => void;
  /** A notification with an in-console target was clicked (default: go there). */
  readonly onNotificationItem?: (notification: HeaderNotification) => void;
  /** Before the logo: the button that opens the navigation where the side has no room for it. */
  readonly menu?: ReactNode;
  /** The logo and links only, at the header's height: its buttons are drawn just after the page. */
  readonly buttonsLater?: boolean;
}

const defaultProfileTab = (pathname: string) => pathname.startsWith('/profile');

/**
 * Memoized, with its logo and links: the account layout draws again for each of its answers before
 * the page's first row, which show nothing new in the header (issue 42: its logo and links were
 * drawn 4 times before the coupon list's first row at 4× CPU, now once).
 */
export const ShellHeader = memo(function ShellHeader({
  service = 'profile',
  isProfileTab = defaultProfileTab,
  logoUrl,
  hideNotification = false,
  hideChat = false,
  hideNotice = false,
  hideGuide = false,
  theme = 'light',
  profileName,
  profileArea,
  onNotificationStop = () => toast.warning(text.notificationStopped),
  onNotificationItem,
  menu,
  buttonsLater = false,
}: ShellHeaderProps) {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const popups = useHeaderPopups();
  const links = headerLinks(env);
  const active = service === 'advertising' ? 'advertising' : isProfileTab(pathname) ? 'profile' : undefined;
  const signedIn = session.status === 'signed-in';
  const name = profileName ?? session.nickname ?? session.email ?? '';

  return (
    <header className={`shell-header shell-header-${theme}`}>
      {menu}
      <HeaderLogo url={logoUrl} />
      <HeaderTopLinks active={active} advertisingUrl={links.advertising} />
      {signedIn && !buttonsLater ? (
        <div className="shell-header-right">
          {hideNotification ? null : (
            <NotificationMenu
              popups={popups}
              showAgency={session.featureFlags.has('AGENCY')}
              onStop={onNotificationStop}
              onItem={onNotificationItem ?? ((notification) => void navigate(notification.target))}
            />
          )}
          {hideChat ? null : <ChatLink url={links.chat} />}
          {hideNotice ? null : (
            <HeaderPopupButton popup="notice" popups={popups} label={text.notices} panel={() => <NoticePopup />}>
              <NotificationOutlined aria-hidden />
            </HeaderPopupButton>
          )}
          {hideGuide ? null : (
            <HeaderPopupButton popup="guide" popups={popups} label={text.guide} panel={() => <GuidePopup />}>
              <QuestionCircleOutlined aria-hidden />
            </HeaderPopupButton>
          )}
          <HeaderPopupButton
            popup="profile"
            popups={popups}
            label={`${text.account}: ${name}`}
            panel={() => <ProfilePopup name={name} area={profileArea} />}
          >
            <UserOutlined aria-hidden />
            <span className="shell-profile-name">{name}</span>
          </HeaderPopupButton>
        </div>
      ) : null}
    </header>
  );
});
