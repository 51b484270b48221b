/**
 * The image host of the mock backend. Seeded photos are drawn as SVG placeholders (a colour from
 * the path and a label); photos uploaded during the session are served back as uploaded.
 */
import { http, HttpResponse } from 'msw';

export const MOCK_IMAGE_ORIGIN = 'https://images.dongnemarket.com';

const uploads = new Map<string, Blob>();

export function storeUploadedImage(url: string, file: Blob): void {
  uploads.set(new URL(url).pathname, file);
}

const PALETTE = ['#f6c28b', '#c9e4ca', '#bcd4e6', '#f4b6c2', '#e6d3a3', '#d5c6e0', '#ffd8a8', '#b8e0d2'];

function placeholderSvg(pathname: string): string {
  const hash = [...pathname].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  const color = PALETTE[hash % PALETTE.length]!;
  const label = pathname.includes('/profile/') ? '프로필' : pathname.includes('/business/') ? '가게' : '사진';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320"><rect width="320" height="320" fill="${color}"/><circle cx="160" cy="140" r="56" fill="rgba(255,255,255,0.55)"/><text x="160" y="250" font-family="sans-serif" font-size="36" fill="rgba(0,0,0,0.45)" text-anchor="middle">${label}</text></svg>`;
}

export const imageHandler = http.get(`${MOCK_IMAGE_ORIGIN}/*`, ({ request }) => {
  const { pathname } = new URL(request.url);
  const uploaded = uploads.get(pathname);
  if (uploaded) return new HttpResponse(uploaded, { headers: { 'Content-Type': uploaded.type || 'image/png' } });
  return new HttpResponse(placeholderSvg(pathname), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' },
  });
});
