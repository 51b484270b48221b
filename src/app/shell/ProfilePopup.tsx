/** The account menu: who is signed in, 내 정보 and 로그아웃. */
import { Link } from 'react-router';
import { useSession } from '@/app/session/session-context';
import { paths } from '@/config/paths';
import { headerMessages as text } from './messages';

export function ProfilePopup({ name, area }: { readonly name: string; readonly area?: string | undefined }) {
  const session = useSession();
  return (
    <div className="shell-profile">
      <div className="shell-popup-title">
        <strong>{name}</strong>
        {area ? <div className="muted">{area}</div> : null}
      </div>
      <ul className="shell-list shell-menu">
        <li>
          <Link className="shell-menu-item" to={paths.userinfo.view.href({})}>
            {text.myInfo}
          </Link>
        </li>
        <li>
          <button type="button" className="shell-menu-item" onClick={() => void session.signOut()}>
            {text.logout}
          </button>
        </li>
      </ul>
    </div>
  );
}
