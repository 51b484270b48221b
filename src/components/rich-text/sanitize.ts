/**
 * Rich text from the server (notice content) as HTML a browser may show: DOMPurify with a short
 * allow-list, never a hand-written filter. Links keep only a console path or an `https://` address
 * (src/lib/safe-url.ts); outside links open in a new tab without access to this one.
 */
import DOMPurify from 'dompurify';
import { safeLink } from '@/lib/safe-url';

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
];
const ALLOWED_ATTR = ['href'];

let hooked = false;

function hookLinks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const link = safeLink(node.getAttribute('href'));
    if (link.kind === 'none') {
      node.removeAttribute('href');
      return;
    }
    if (link.kind === 'internal') {
      node.setAttribute('href', link.path);
      return;
    }
    node.setAttribute('href', link.url);
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
}

/** Safe HTML for `dangerouslySetInnerHTML`: allowed tags and safe links only, scripts and handlers gone. */
export function sanitizeRichText(html: string): string {
  hookLinks();
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, KEEP_CONTENT: true });
}

/** Whether a text is written as HTML (else it is plain text whose line breaks matter). */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(text);
}
