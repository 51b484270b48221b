/** The help menu: each item opens a new tab (noopener). */
import { env } from '@/config/env';
import { headerLinks } from '@/config/external-links';
import { headerMessages as text } from './messages';

const ITEMS = ['usage', 'education', 'successStory', 'customerCenter'] as const;

export function GuidePopup() {
  const links = headerLinks(env).guide;
  return (
    <ul className="shell-list shell-menu">
      {ITEMS.map((item) => (
        <li key={item}>
          <a className="shell-menu-item" href={links[item]} target="_blank" rel="noopener noreferrer">
            {text.guideItems[item]}
            <span className="shell-visually-hidden"> {text.newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
