import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';
import { looksLikeHtml, sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps the allowed formatting', () => {
    expect(sanitizeRichText('<h2>안내</h2><p><strong>중요</strong> <em>변경</em></p><ul><li>하나</li></ul>')).toBe(
      '<h2>안내</h2><p><strong>중요</strong> <em>변경</em></p><ul><li>하나</li></ul>',
    );
  });

  it.each([
    ['<img src=x onerror="window.__pwned=1">사진', '사진'],
    ['<script>window.__pwned=1</script>본문', '본문'],
    ['<p onclick="window.__pwned=1" style="position:fixed">글</p>', '<p>글</p>'],
    ['<svg><script>alert(1)</script></svg>끝', '끝'],
    ['<iframe src="https://evil.example"></iframe>틀', '틀'],
    ['</script><script>alert(1)</script>닫힘', '닫힘'],
  ])('drops scripts, handlers and styles from %j', (html, safe) => {
    expect(sanitizeRichText(html)).toBe(safe);
  });

  it('keeps https links, opening them in a new tab without access to this one', () => {
    expect(sanitizeRichText('<a href="https://dongnemarket.com/a" target="_self" onclick="x()">링크</a>')).toBe(
      '<a href="https://dongnemarket.com/a" target="_blank" rel="noopener noreferrer">링크</a>',
    );
  });

  it('keeps console paths as they are', () => {
    expect(sanitizeRichText('<a href="/notice">공지</a>')).toBe('<a href="/notice">공지</a>');
  });

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'data:text/html,x',
    'http://dongnemarket.com',
    '//evil.example',
  ])('turns a link to %j into plain text', (href) => {
    expect(sanitizeRichText(`<a href="${href}">눌러 보세요</a>`)).toBe('<a>눌러 보세요</a>');
  });

  it('tells HTML from plain text', () => {
    expect(looksLikeHtml('<p>안녕</p>')).toBe(true);
    expect(looksLikeHtml('3 < 5 이고 10 > 7 이에요')).toBe(false);
    expect(looksLikeHtml('줄 하나\n줄 둘')).toBe(false);
  });
});

describe('RichText', () => {
  it('shows plain text as text, keeping its line breaks, never as HTML', () => {
    const { container } = render(<RichText text={'첫 줄\n둘째 줄 a < b'} />);
    expect(container.querySelector('.rich-text-plain')?.textContent).toBe('첫 줄\n둘째 줄 a < b');
  });

  it('shows HTML after sanitizing it: nothing runs', () => {
    const pwned = window as unknown as { __pwned?: number };
    const { container } = render(<RichText text={'<p>공지<img src=x onerror="window.__pwned=1"></p>'} />);
    expect(container.querySelector('p')?.outerHTML).toBe('<p>공지</p>');
    expect(container.querySelector('img')).toBeNull();
    expect(pwned.__pwned).toBeUndefined();
  });
});
