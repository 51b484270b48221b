/**
 * Strings an attacker or a careless import could put into data the console shows (issue 8):
 * script-bearing markup, script links, a closing script tag, direction overrides and words far
 * longer than any column. Each one, if it ever ran, would set `window.__pwned` or open a dialog.
 */
export const HOSTILE = {
  imgOnerror: '<img src=x onerror="window.__pwned=1;alert(1)">',
  scriptTag: '</script><script>window.__pwned=1</script>',
  svgOnload: '<svg onload="window.__pwned=1"></svg>',
  javascriptUrl: 'javascript:window.__pwned=1',
  mixedCaseJavascriptUrl: ' JaVaScRiPt:window.__pwned=1',
  dataUrl: 'data:text/html,<script>window.__pwned=1</script>',
  httpUrl: 'http://insecure.example/login',
  protocolRelativeUrl: '//evil.example/login',
  /** RIGHT-TO-LEFT OVERRIDE: "쿠폰exe.gnp" would read as "쿠폰png.exe". */
  rtlOverride: '쿠폰\u202Eexe.gnp',
  /** A word with no break opportunity, wider than any screen. */
  longWord: `무료쿠폰${'ㅋ'.repeat(40)}${'A'.repeat(160)}`,
  longUrl: `https://dongnemarket.com/${'very-long-path-segment-'.repeat(12)}`,
} as const;

/** A notice written as HTML, with every trick a rich-text body can carry. */
export const HOSTILE_NOTICE_HTML = [
  '<h2>이벤트 안내</h2>',
  `<p>아래 사진을 확인해 주세요 ${HOSTILE.imgOnerror}</p>`,
  `<p><a href="${HOSTILE.javascriptUrl}">혜택 받기</a> · <a href="${HOSTILE.dataUrl}">자세히</a> · `,
  `<a href="${HOSTILE.httpUrl}">로그인</a> · <a href="${HOSTILE.protocolRelativeUrl}">다른 곳</a> · `,
  `<a href="https://dongnemarket.com/event">이벤트 페이지</a></p>`,
  `<p onclick="window.__pwned=1" style="position:fixed;inset:0">${HOSTILE.longWord}</p>`,
  `<iframe src="https://evil.example"></iframe>${HOSTILE.scriptTag}${HOSTILE.svgOnload}`,
  `<p>${HOSTILE.rtlOverride} ${HOSTILE.longUrl}</p>`,
].join('');
