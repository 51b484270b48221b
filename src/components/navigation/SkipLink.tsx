/**
 * "본문으로 건너뛰기": the first Tab stop of a page with a long navigation. It moves the focus to the
 * page's content (WCAG 2.4.1) without changing the address.
 */
import type { MouseEvent } from 'react';

export const CONTENT_ID = 'content';

export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(CONTENT_ID)?.focus();
  };
  return (
    <a href={`#${CONTENT_ID}`} className="skip-link" onClick={skip}>
      본문으로 건너뛰기
    </a>
  );
}
