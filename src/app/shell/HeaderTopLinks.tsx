/** The logo and the two top links 비즈프로필 / 광고; the active one carries `aria-current`. */
import { memo } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { headerMessages as text } from './messages';

// Memoized: the header draws again for the session's and the account's answers (issue 42).
export const HeaderLogo = memo(function HeaderLogo({ url }: { readonly url?: string | undefined }) {
  const target = url ?? paths.profiles.login.href({});
  return /^https?:\/\//.test(target) ? (
    <a className="shell-logo" href={target} aria-label={text.logo}>
      <LogoText />
    </a>
  ) : (
    <Link className="shell-logo" to={target} aria-label={text.logo}>
      <LogoText />
    </Link>
  );
});

/** "동네마켓 비즈니스": a touch phone draws only the brand (shell.css); the link's label is the whole name. */
function LogoText() {
  const [brand, ...service] = text.logo.split(' ');
  return (
    <>
      {brand} <span className="shell-logo-service">{service.join(' ')}</span>
    </>
  );
}

export const HeaderTopLinks = memo(function HeaderTopLinks({
  active,
  advertisingUrl,
}: {
  readonly active: 'profile' | 'advertising' | undefined;
  readonly advertisingUrl: string;
}) {
  return (
    <nav aria-label={text.nav} className="shell-top-links">
      <Link
        className="shell-top-link"
        to={paths.profiles.recentFallback.href({})}
        aria-current={active === 'profile' ? 'page' : undefined}
      >
        {text.profileLink}
      </Link>
      <a className="shell-top-link" href={advertisingUrl} aria-current={active === 'advertising' ? 'page' : undefined}>
        {text.advertisingLink}
      </a>
    </nav>
  );
});
