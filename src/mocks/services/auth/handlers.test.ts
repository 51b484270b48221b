/** Auth mock rules: session, JWT-shaped tokens, refresh, maintenance, terms, access log, QR login. */
import { describe, expect, it } from 'vitest';
import { client } from '@/api/clients';
import { mockRuntime } from '@/mocks/node';
import { answer, dataOf } from '@/mocks/testing/operation-calls';
import { simulateQrScan } from '@/mocks/ui/qr-scan';
import { DEMO_ACCOUNT_IDS } from './seed';
import { decodeToken } from './tokens';

const auth = () => mockRuntime.db.state.auth;

interface Tokens {
  businessUserId: number;
  accessToken: string;
  refreshToken: string;
}
interface Profile {
  businessUser: { id: number } | null;
  featureFlagList: { featureCode: string; enabled: boolean }[];
  businessAccountList: { id: number; lastAccessAt?: string | null }[];
  status: { code: string };
}
interface TermsLine {
  type: string;
  required: boolean;
  agreed: boolean;
  version: { date: string; number: number };
}

describe('auth mock rules', () => {
  it('starts signed in with account 101 and answers me without businessUserId after sign-out', async () => {
    expect(await dataOf('auth.getMe')).toEqual({ businessUserId: 9001, businessAccountId: DEMO_ACCOUNT_IDS.active });
    await dataOf('auth.signOut');
    expect(auth().session.signedIn).toBe(false);
    expect(await dataOf('auth.getMe')).toEqual({});
    expect((await dataOf<Profile>('auth.getMyProfile')).businessUser).toBeNull();
    expect((await answer('auth.listMyBusinessAccounts')).status).toBe(401);

    const tokens = await dataOf<Tokens>('auth.signIn', { query: { keepLogin: true } });
    expect(tokens.businessUserId).toBe(9001);
    expect(await dataOf('auth.getMe')).toEqual({ businessUserId: 9001, businessAccountId: null });
  });

  it('issues JWT-shaped tokens: access for 30 minutes, refresh for 14 days', async () => {
    const before = Math.floor(Date.now() / 1000);
    const tokens = await dataOf<Tokens>('auth.signIn');
    const access = decodeToken(tokens.accessToken)!;
    const refresh = decodeToken(tokens.refreshToken)!;
    expect(tokens.accessToken.split('.')).toHaveLength(3);
    expect(access).toMatchObject({ sub: '9001', type: 'access' });
    expect(refresh).toMatchObject({ sub: '9001', type: 'refresh' });
    expect(access.exp - before).toBeGreaterThanOrEqual(30 * 60 - 1);
    expect(access.exp - before).toBeLessThanOrEqual(30 * 60 + 5);
    expect(refresh.exp - before).toBeGreaterThanOrEqual(14 * 86400 - 1);
    // The client decodes the payload with plain base64url + JSON.
    const payload = tokens.accessToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    expect((JSON.parse(atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, '='))) as { exp: number }).exp).toBe(
      access.exp,
    );
  });

  it('rotates the refresh token and ends the session on an invalid or used one', async () => {
    const first = await dataOf<Tokens>('auth.signIn');
    const refreshed = await dataOf<{ access_token: string; refresh_token: string }>('auth.refreshTokens', {
      body: { refresh_token: first.refreshToken },
    });
    expect(decodeToken(refreshed.refresh_token)?.type).toBe('refresh');
    expect(refreshed.refresh_token).not.toBe(first.refreshToken);
    // The old refresh token was replaced: using it again fails and signs out.
    expect((await answer('auth.refreshTokens', { body: { refresh_token: first.refreshToken } })).status).toBe(401);
    expect(auth().session.signedIn).toBe(false);
    expect(await dataOf('auth.getMe')).toEqual({});
  });

  it('refuses an expired refresh token', async () => {
    const tokens = await dataOf<Tokens>('auth.signIn');
    const [header, , signature] = tokens.refreshToken.split('.');
    const expired = btoa(JSON.stringify({ ...decodeToken(tokens.refreshToken)!, exp: 1 })).replace(/=+$/, '');
    const token = `${header}.${expired}.${signature}`;
    auth().session.refreshToken = token;
    expect((await answer('auth.refreshTokens', { body: { refresh_token: token } })).status).toBe(401);
    expect(auth().session.signedIn).toBe(false);
  });

  it('answers status_maintenance from the profile while the maintenance switch is on', async () => {
    expect((await dataOf<Profile>('auth.getMyProfile')).status.code).toBe('status_ok');
    auth().maintenance = true;
    expect((await dataOf<Profile>('auth.getMyProfile')).status.code).toBe('status_maintenance');
  });

  it('lists the feature flags with AGENCY enabled and every account in the profile', async () => {
    const profile = await dataOf<Profile>('auth.getMyProfile');
    expect(profile.featureFlagList).toContainEqual({ featureCode: 'AGENCY', enabled: true });
    // The three demo accounts first, then the neighbours the demo user helps run (issue 15).
    expect(profile.businessAccountList.map((account) => account.id).slice(0, 3)).toEqual(
      Object.values(DEMO_ACCOUNT_IDS),
    );
    expect(profile.businessAccountList).toHaveLength(6);
  });

  it('sets the current account only to one of the user’s accounts', async () => {
    await dataOf('auth.signInBusinessAccount', { body: { businessAccountId: DEMO_ACCOUNT_IDS.dormant } });
    expect(auth().session.businessAccountId).toBe(DEMO_ACCOUNT_IDS.dormant);
    expect((await answer('auth.signInBusinessAccount', { body: { businessAccountId: 4242 } })).status).toBe(403);
    expect(auth().session.businessAccountId).toBe(DEMO_ACCOUNT_IDS.dormant);
  });

  it('records the last access per account', async () => {
    const log = await dataOf<{ lastAccessAt: string }>('auth.logBusinessAccountAccess', {
      path: { id: DEMO_ACCOUNT_IDS.dormant },
    });
    const profile = await dataOf<Profile>('auth.getMyProfile');
    const dormant = profile.businessAccountList.find((account) => account.id === DEMO_ACCOUNT_IDS.dormant)!;
    expect(dormant.lastAccessAt).toBe(log.lastAccessAt);
    expect(log.lastAccessAt).toMatch(/\+09:00$/);
  });

  it('keeps terms agreement per line: latest version only, required ones cannot be withdrawn', async () => {
    const lines = (await dataOf<{ termsLineList: TermsLine[] }>('auth.listBusinessUserTerms')).termsLineList;
    expect(new Set(lines.map((line) => line.type)).size).toBeGreaterThanOrEqual(4);
    const ads = lines.find((line) => line.type === 'ADS')!;
    expect(ads.agreed).toBe(false);
    const after = await dataOf<{ termsLineList: TermsLine[] }>('auth.agreeBusinessUserTerms', {
      body: { agreedTermsLineList: [{ type: 'ADS', version: ads.version }] },
    });
    expect(after.termsLineList.find((line) => line.type === 'ADS')!.agreed).toBe(true);

    const unified = lines.find((line) => line.type === 'UNIFIED')!;
    const withdraw = { type: 'UNIFIED', version: unified.version, action: 'DISAGREE' };
    expect((await answer('auth.switchBusinessUserTerms', { body: withdraw })).status).toBe(409);
    const marketing = await dataOf<TermsLine>('auth.switchBusinessUserTerms', {
      body: { type: 'ADS', version: ads.version, action: 'DISAGREE' },
    });
    expect(marketing.agreed).toBe(false);
  });

  it('withdraws and signs up again with the required terms', async () => {
    await dataOf('auth.deleteBusinessUser');
    expect((await answer('auth.signIn')).status).toBe(404);
    const lines = auth().terms;
    const onlyOptional = lines
      .filter((line) => !line.required)
      .map((line) => ({ type: line.type, version: line.versions.at(-1)! }));
    expect((await answer('auth.createBusinessUser', { body: { agreedTermsLineList: onlyOptional } })).status).toBe(400);
    const required = lines
      .filter((line) => line.required)
      .map((line) => ({ type: line.type, version: line.versions.at(-1)! }));
    const tokens = await dataOf<Tokens>('auth.createBusinessUser', { body: { agreedTermsLineList: required } });
    expect(tokens.businessUserId).not.toBe(9001);
    expect(await dataOf('auth.getMe')).toMatchObject({ businessUserId: tokens.businessUserId });
  });

  it('validates the nickname length and the notification e-mail format', async () => {
    expect((await answer('auth.updateMyNickname', { body: { nickname: '가'.repeat(21) } })).status).toBe(400);
    expect((await answer('auth.updateMyNotificationEmail', { body: { notificationEmail: 'owner@' } })).status).toBe(
      400,
    );
    const info = await dataOf<{ nickname: string }>('auth.updateMyNickname', { body: { nickname: '연남동 빵집' } });
    expect(info.nickname).toBe('연남동 빵집');
  });

  it('logs in by QR: waiting, then linked once with a user token the sign-in header accepts', async () => {
    await dataOf('auth.signOut');
    const linking = await dataOf<{ linkingToken: string; remainTime: number }>('auth.createQrLinking');
    expect(linking.remainTime).toBe(60);
    const check = async () =>
      (
        await client('auth').PUT('/api/v1/auths/linkings', {
          params: { header: { 'x-linking-token': linking.linkingToken } },
        })
      ).data!.data;
    expect(await check()).toMatchObject({ status: 'WAITING', accessToken: null });
    expect(simulateQrScan(mockRuntime)).toBe(true);
    const linked = await check();
    expect(linked.status).toBe('LINKED');
    expect(linked.accessToken).toEqual(expect.any(String));
    expect((await check()).accessToken).toBeNull();

    const signIn = (token: string) =>
      client('auth')
        .POST('/api/v2/auths/sign_in', {
          params: { query: { keepLogin: true }, header: { 'x-user-access-token': token } },
        })
        .then(({ response }) => response.status)
        .catch((error: { status: number }) => error.status);
    expect(await signIn('forged-token')).toBe(401);
    expect(await signIn(linked.accessToken!)).toBe(200);
    expect(auth().session).toMatchObject({ signedIn: true, keepLogin: true });
  });

  it('stores a photo by its content, and refuses a file that is no photo whatever its name says', async () => {
    const photo = (content: BlobPart, filepath: string) => ({
      body: {
        body: new Blob([content], { type: 'image/png' }),
        region: 'kr',
        service: 'business',
        type: 'post',
        width: 640,
        height: 640,
        contentType: 'image/png',
        filepath,
      },
    });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect((await answer('auth.uploadImage', photo(png, '원두.png'))).status).toBe(200);
    const refused = await answer('auth.uploadImage', photo('%PDF-1.4', '메뉴판.png'));
    const sentence = '‘메뉴판.png’ 파일은 올릴 수 없어요. JPG, PNG, GIF, WEBP, HEIC 사진만 올릴 수 있어요.';
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: [{ field: 'body', reason: sentence }] });
  });
});
