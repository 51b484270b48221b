/** Session rules and derived views of the auth slice (spec 000 §3, §4). */
import type { components } from '@generated/openapi/auth';
import { MockHttpError } from '../../core/implement';
import type { AuthState, TermsLineRow, TermsVersion } from './state';
import { decodeToken, issueTokenPair } from './tokens';

type Schemas = components['schemas'];

/** Throws the 401 every user-level call answers when nobody is signed in. */
export function requireSession(auth: AuthState): void {
  if (!auth.session.signedIn || auth.businessUserDeleted)
    throw new MockHttpError(401, '로그인이 필요해요. 다시 로그인해 주세요.', 'UNAUTHORIZED');
}

export function isSignedIn(auth: AuthState): boolean {
  return auth.session.signedIn && !auth.businessUserDeleted;
}

/** Starts a session with fresh tokens; the business account is chosen afterwards. */
export function startSession(
  auth: AuthState,
  keepLogin: boolean,
  now: Date,
  nextId: () => number,
): Schemas['AuthTokens'] {
  const tokens = issueTokenPair(auth.businessUser.id, now, nextId);
  auth.session = { signedIn: true, keepLogin, businessAccountId: null, ...tokens };
  return { businessUserId: auth.businessUser.id, ...tokens };
}

export function endSession(auth: AuthState): void {
  auth.session = { signedIn: false, keepLogin: false, businessAccountId: null, accessToken: null, refreshToken: null };
}

/** A refresh token is good while it parses, is a refresh token, has not expired and is the current one. */
export function isValidRefreshToken(auth: AuthState, token: string, now: Date): boolean {
  const payload = decodeToken(token);
  return (
    payload !== undefined &&
    payload.type === 'refresh' &&
    payload.exp * 1000 > now.getTime() &&
    isSignedIn(auth) &&
    auth.session.refreshToken === token
  );
}

export function ownAccount(auth: AuthState, id: number) {
  const account = auth.businessAccounts.find((candidate) => candidate.id === id);
  if (!account) throw new MockHttpError(403, '내 비즈니스 계정이 아니에요.', 'FORBIDDEN_ACCOUNT');
  return account;
}

export const latestVersion = (line: TermsLineRow): TermsVersion => line.versions.at(-1)!;

const sameVersion = (a: TermsVersion | null, b: TermsVersion) => a?.date === b.date && a.number === b.number;

export function toTermsLine(line: TermsLineRow): Schemas['TermsLine'] {
  const version = latestVersion(line);
  return {
    type: line.type,
    title: line.title,
    required: line.required,
    version,
    url: `/terms/${line.slug}/${version.date}`,
    agreed: sameVersion(line.agreedVersion, version),
    agreedVersion: line.agreedVersion,
    agreedAt: line.agreedAt,
  };
}

export function termsLineOf(auth: AuthState, type: Schemas['TermsType']): TermsLineRow {
  const line = auth.terms.find((candidate) => candidate.type === type);
  if (!line) throw new MockHttpError(404, '약관을 찾을 수 없어요.', 'NOT_FOUND');
  return line;
}

/** Agreeing is only possible to a terms document's latest version. */
export function requireLatest(line: TermsLineRow, version: TermsVersion): void {
  if (!sameVersion(version, latestVersion(line)))
    throw new MockHttpError(
      409,
      `${line.title}의 최신 버전이 아니에요. 약관을 다시 확인해 주세요.`,
      'TERMS_VERSION_OUTDATED',
    );
}

/** Records agreement to the listed lines (each checked against its latest version). */
export function agreeTerms(auth: AuthState, lines: readonly Schemas['AgreedTermsLine'][], at: string): void {
  for (const agreed of lines) requireLatest(termsLineOf(auth, agreed.type), agreed.version);
  for (const agreed of lines) {
    const line = termsLineOf(auth, agreed.type);
    line.agreedVersion = { ...agreed.version };
    line.agreedAt = at;
  }
}

export function missingRequiredTerms(auth: AuthState, lines: readonly Schemas['AgreedTermsLine'][]): TermsLineRow[] {
  return auth.terms.filter((line) => line.required && !lines.some((agreed) => agreed.type === line.type));
}

export function toProfile(auth: AuthState): Schemas['Profile'] {
  const status: Schemas['Profile']['status'] = auth.maintenance
    ? { code: 'status_maintenance', message: '서비스 점검 중이에요. 잠시 후 다시 이용해 주세요.' }
    : { code: 'status_ok' };
  if (!isSignedIn(auth))
    return { businessUser: null, user: null, businessAccountList: [], featureFlagList: auth.featureFlags, status };
  const { id, email, nickname, notificationEmail } = auth.businessUser;
  return {
    businessUser: { id, email, notificationEmail },
    user: { nickname },
    businessAccountList: auth.businessAccounts.map((account) => ({
      id: account.id,
      status: account.status,
      lastAccessAt: auth.accessLog[String(account.id)] ?? null,
    })),
    featureFlagList: auth.featureFlags,
    status,
  };
}

export function toMyInfo(auth: AuthState): Schemas['MyInfo'] {
  const { id, email, nickname, notificationEmail } = auth.businessUser;
  return { businessUserId: id, email, nickname, notificationEmail };
}
