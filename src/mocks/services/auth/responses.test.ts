/** Every auth operation, called the way a screen would, answers 200 with a body its schema accepts. */
import { describe, expect, it } from 'vitest';
import { client } from '@/api/clients';
import { ResponseError } from '@/api/errors';
import type { OperationArgs, OperationKey } from '@/api/operations';
import { validateResponse } from '@/mocks/core/validation';
import { mockRuntime } from '@/mocks/node';
import { answer, dataOf, expectEveryOperationAnswers, type Step } from '@/mocks/testing/operation-calls';
import { simulateQrScan } from '@/mocks/ui/qr-scan';
import { DEMO_ACCOUNT_IDS } from './seed';
import type { AuthState } from './state';

const auth = () => mockRuntime.db.state.auth;
const latest = (state: AuthState, type: string) => state.terms.find((line) => line.type === type)!.versions.at(-1)!;
const requiredTerms = (state: AuthState) =>
  state.terms.filter((line) => line.required).map((line) => ({ type: line.type, version: line.versions.at(-1)! }));

const STEPS: Step<AuthState>[] = [
  ['auth.getMyProfile', () => ({})],
  ['auth.getMe', () => ({})],
  ['auth.listMyBusinessAccounts', () => ({ query: { includeRole: true } })],
  ['auth.signInBusinessAccount', () => ({ body: { businessAccountId: DEMO_ACCOUNT_IDS.inspection } })],
  ['auth.logBusinessAccountAccess', () => ({ path: { id: DEMO_ACCOUNT_IDS.active } })],
  ['auth.listBusinessUserTerms', () => ({})],
  [
    'auth.agreeBusinessUserTerms',
    (state) => ({ body: { agreedTermsLineList: [{ type: 'ADS', version: latest(state, 'ADS') }] } }),
  ],
  [
    'auth.switchBusinessUserTerms',
    (state) => ({
      body: { type: 'MARKETING_CONSENT', version: latest(state, 'MARKETING_CONSENT'), action: 'AGREE' },
    }),
  ],
  ['auth.updateMyNickname', () => ({ body: { nickname: '망원동 커피장인' } })],
  ['auth.updateMyNotificationEmail', () => ({ body: { notificationEmail: 'mangwon.coffee@example.kr' } })],
  ['auth.refreshTokens', (state) => ({ body: { refresh_token: state.session.refreshToken } })],
  ['auth.getLoginUser', () => ({ query: { region: 'kr' } })],
  [
    'auth.uploadImage',
    () => ({
      body: {
        // A PNG's signature: the image service checks the content.
        body: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' }),
        region: 'kr',
        service: 'business',
        type: 'profile',
        width: 640,
        height: 640,
        contentType: 'image/png',
        filepath: 'profile.png',
      },
    }),
  ],
  ['auth.createQrLinking', () => ({})],
  ['auth.signOut', () => ({})],
  ['auth.signIn', () => ({ query: { keepLogin: true } })],
  ['auth.signInSocial', () => ({ body: { platform: 'KAKAO', accessToken: 'kakao-access-token', keepLogin: false } })],
  ['auth.deleteBusinessUser', () => ({})],
  ['auth.createBusinessUser', (state) => ({ body: { agreedTermsLineList: requiredTerms(state) } })],
];

/** The QR check sends a header the generic caller does not: the screen's typed client call. */
async function checkQrLinking(token: string) {
  try {
    const { data, response } = await client('auth').PUT('/api/v1/auths/linkings', {
      params: { header: { 'x-linking-token': token } },
    });
    return { status: response.status, body: data as unknown };
  } catch (error) {
    if (error instanceof ResponseError) return { status: error.status, body: error.body };
    throw error;
  }
}

async function checkQrLinkingAnswer() {
  const linking = await dataOf<{ linkingToken: string }>('auth.createQrLinking');
  simulateQrScan(mockRuntime);
  return checkQrLinking(linking.linkingToken);
}

describe('auth mock responses', () => {
  expectEveryOperationAnswers('auth', STEPS, {
    stateOf: auth,
    alsoCovered: ['auth.checkQrLinking'],
    afterSteps: async () => {
      const linked = await checkQrLinkingAnswer();
      expect(linked.status).toBe(200);
      expect(await validateResponse('auth.checkQrLinking', 200, linked.body)).toEqual([]);
    },
  });

  it('answers the documented errors with an ErrorBody', async () => {
    const expectError = async (key: OperationKey, args: OperationArgs, status: number) => {
      const result = await answer(key, args);
      expect({ key, status: result.status }).toEqual({ key, status });
      expect({ key, problems: await validateResponse(key, status, result.body) }).toEqual({ key, problems: [] });
    };
    await expectError('auth.signInBusinessAccount', { body: { businessAccountId: 999 } }, 403);
    await expectError('auth.logBusinessAccountAccess', { path: { id: 999 } }, 403);
    await expectError('auth.createBusinessUser', { body: { agreedTermsLineList: requiredTerms(auth()) } }, 409);
    await expectError(
      'auth.switchBusinessUserTerms',
      { body: { type: 'UNIFIED', version: latest(auth(), 'UNIFIED'), action: 'DISAGREE' } },
      409,
    );
    await expectError(
      'auth.agreeBusinessUserTerms',
      { body: { agreedTermsLineList: [{ type: 'UNIFIED', version: { date: '2024-03-01', number: 1 } }] } },
      409,
    );
    await expectError('auth.updateMyNickname', { body: { nickname: '김' } }, 400);
    await expectError('auth.updateMyNotificationEmail', { body: { notificationEmail: 'not-an-email' } }, 400);
    await expectError('auth.signInSocial', { body: { platform: 'NAVER' } }, 400);
    await expectError('auth.refreshTokens', { body: { refresh_token: 'not.a.token' } }, 401);
    // The refresh failure ended the session: user-level calls now answer 401.
    await expectError('auth.listMyBusinessAccounts', {}, 401);
    await expectError('auth.listBusinessUserTerms', {}, 401);
    await expectError('auth.getLoginUser', { query: { region: 'kr' } }, 401);
    await expectError('auth.deleteBusinessUser', {}, 401);
    await answer('auth.signIn');
    await answer('auth.deleteBusinessUser');
    await expectError('auth.signIn', {}, 404);
    await expectError('auth.signInSocial', { body: { platform: 'APPLE', idToken: 'apple-id-token' } }, 404);

    const unknown = await checkQrLinking('lk_unknown');
    expect(unknown.status).toBe(404);
    expect(await validateResponse('auth.checkQrLinking', 404, unknown.body)).toEqual([]);
  });
});
