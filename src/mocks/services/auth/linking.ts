/**
 * QR login (spec 000 §3 "QR login state", §4): the web page shows a code for 60 seconds and polls it.
 * The mock's pretend phone scans a code only when asked (데모 도구's "QR 스캔 흉내", `simulateQrScan`): an
 * automatic scan signed a visitor back in seconds after 로그아웃, so logout looked broken (issue 25).
 */
import type { components } from '@generated/openapi/auth';
import { MockHttpError } from '../../core/implement';
import { toKstIso } from '../../core/time';
import type { AuthState, QrLinkingRow } from './state';

type Schemas = components['schemas'];

export const QR_LIFETIME_SECONDS = 60;
export const LINKING_TOKEN_HEADER = 'x-linking-token';

function remainTime(row: QrLinkingRow, now: Date): number {
  return Math.max(0, Math.ceil((new Date(row.expiresAt).getTime() - now.getTime()) / 1000));
}

export function createLinking(auth: AuthState, now: Date, id: number): Schemas['QrLinking'] {
  const linkingToken = `lk_${id}_${now.getTime().toString(36)}`;
  const row: QrLinkingRow = {
    linkingToken,
    createdAt: toKstIso(now),
    linkAt: null,
    expiresAt: toKstIso(new Date(now.getTime() + QR_LIFETIME_SECONDS * 1000)),
    tokenTaken: false,
  };
  // Codes older than a few minutes are of no use to anyone: keep the slice small.
  auth.linkings = [...auth.linkings.filter((old) => now.getTime() - new Date(old.createdAt).getTime() < 600_000), row];
  return {
    linkingToken,
    qrcode: `https://www.dongnemarket.com/business/qr-login?linkingToken=${linkingToken}`,
    remainTime: QR_LIFETIME_SECONDS,
    expiresAt: row.expiresAt,
  };
}

export function checkLinking(auth: AuthState, token: string | null, now: Date, id: number): Schemas['QrLinkingCheck'] {
  if (!token)
    throw new MockHttpError(400, '연결 토큰이 없어요.', 'INVALID_REQUEST', [
      { field: LINKING_TOKEN_HEADER, reason: '필수 항목이에요.' },
    ]);
  const row = auth.linkings.find((candidate) => candidate.linkingToken === token);
  if (!row) throw new MockHttpError(404, '로그인 코드를 찾을 수 없어요. QR 코드를 새로 받아 주세요.', 'NOT_FOUND');
  const linked = row.linkAt !== null && now.getTime() >= new Date(row.linkAt).getTime();
  if (!linked && remainTime(row, now) === 0) return { status: 'EXPIRED', remainTime: 0, accessToken: null };
  if (!linked) return { status: 'WAITING', remainTime: remainTime(row, now), accessToken: null };
  if (row.tokenTaken) return { status: 'LINKED', remainTime: remainTime(row, now), accessToken: null };
  row.tokenTaken = true;
  const accessToken = `dmu_${auth.loginUser.id}_${id}`;
  auth.userAccessTokens.push(accessToken);
  return { status: 'LINKED', remainTime: remainTime(row, now), accessToken };
}
