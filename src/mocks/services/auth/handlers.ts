/**
 * Auth service (spec 000 §4 session start, token refresh, QR login): a server-side session for the
 * demo business user, JWT-shaped tokens, business terms, my info, profile with maintenance switch,
 * access log per business account.
 */
import { IMAGE_TYPES, imageContentProblem } from '@/lib/image-content';
import { withTopicParticle } from '@/lib/messages';
import { MOCK_IMAGE_ORIGIN, storeUploadedImage } from '../../core/images';
import { MockHttpError, conflict, implement } from '../../core/implement';
import { toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { LINKING_TOKEN_HEADER, checkLinking, createLinking } from './linking';
import {
  agreeTerms,
  endSession,
  isSignedIn,
  isValidRefreshToken,
  missingRequiredTerms,
  ownAccount,
  requireLatest,
  requireSession,
  startSession,
  termsLineOf,
  toMyInfo,
  toProfile,
  toTermsLine,
} from './model';
import { issueTokenPair } from './tokens';

const USER_ACCESS_TOKEN_HEADER = 'x-user-access-token';

function businessUserNotFound(): MockHttpError {
  return new MockHttpError(
    404,
    '가입한 비즈니스 사용자가 없어요. 약관에 동의하고 가입해 주세요.',
    'BUSINESS_USER_NOT_FOUND',
  );
}

export const authHandlers = implement<'auth', MockState>('auth', {
  listMyBusinessAccounts: ({ state }) => {
    requireSession(state.auth);
    return { data: { businessAccounts: state.auth.businessAccounts } };
  },

  uploadImage: async ({ state, body, nextId }) => {
    const file = body.body as unknown;
    if (!(file instanceof Blob))
      throw new MockHttpError(400, '사진 파일을 올려 주세요.', 'INVALID_REQUEST', [
        { field: 'body', reason: '필수 항목이에요.' },
      ]);
    // The content must be a photo (its first bytes), whatever its name or stated type says.
    const notAPhoto = await imageContentProblem(file, body.filepath || (file as File).name || '파일', [
      ...IMAGE_TYPES,
      'image/heic',
    ]);
    if (notAPhoto) throw new MockHttpError(400, notAPhoto, 'INVALID_REQUEST', [{ field: 'body', reason: notAPhoto }]);
    const id = nextId();
    const image = {
      id,
      url: `${MOCK_IMAGE_ORIGIN}/uploads/${id}/640x640.png`,
      width: Number(body.width),
      height: Number(body.height),
    };
    storeUploadedImage(image.url, file);
    state.auth.images.push(image);
    return { data: image };
  },

  // Without the header the demo signs in its one marketplace user (the login page of the demo has no app).
  signIn: ({ state, query, request, now, nextId }) => {
    const userToken = request.headers.get(USER_ACCESS_TOKEN_HEADER);
    if (userToken && !state.auth.userAccessTokens.includes(userToken))
      throw new MockHttpError(401, '로그인 정보가 올바르지 않아요. 다시 로그인해 주세요.', 'INVALID_USER_TOKEN');
    if (state.auth.businessUserDeleted) throw businessUserNotFound();
    return { data: startSession(state.auth, query.keepLogin ?? false, now, nextId) };
  },

  signInSocial: ({ state, body, now, nextId }) => {
    if (!body.accessToken && !body.code && !body.idToken)
      throw new MockHttpError(400, '소셜 로그인 정보가 없어요.', 'INVALID_REQUEST', [
        { field: 'accessToken', reason: 'accessToken, code, idToken 중 하나는 보내 주세요.' },
      ]);
    if (state.auth.businessUserDeleted) throw businessUserNotFound();
    return { data: startSession(state.auth, body.keepLogin ?? false, now, nextId) };
  },

  signInBusinessAccount: ({ state, body }) => {
    requireSession(state.auth);
    const account = ownAccount(state.auth, body.businessAccountId);
    state.auth.session.businessAccountId = account.id;
    return { data: account };
  },

  getMe: ({ state }) =>
    isSignedIn(state.auth)
      ? {
          data: { businessUserId: state.auth.businessUser.id, businessAccountId: state.auth.session.businessAccountId },
        }
      : { data: {} },

  signOut: ({ state }) => {
    endSession(state.auth);
    return { data: { signedOut: true } };
  },

  createBusinessUser: ({ state, body, now, nextId }) => {
    if (!state.auth.businessUserDeleted) throw conflict('이미 가입한 비즈니스 사용자예요.', 'ALREADY_SIGNED_UP');
    if (body.accessToken !== undefined && !state.auth.userAccessTokens.includes(body.accessToken))
      throw new MockHttpError(400, '로그인 정보가 올바르지 않아요.', 'INVALID_REQUEST', [
        { field: 'accessToken', reason: '올바른 토큰이 아니에요.' },
      ]);
    const missing = missingRequiredTerms(state.auth, body.agreedTermsLineList);
    if (missing.length > 0)
      throw new MockHttpError(400, '필수 약관에 모두 동의해 주세요.', 'REQUIRED_TERMS_MISSING', [
        { field: 'agreedTermsLineList', reason: `${missing.map((line) => line.title).join(', ')}에 동의해 주세요.` },
      ]);
    for (const line of state.auth.terms) {
      line.agreedVersion = null;
      line.agreedAt = null;
    }
    agreeTerms(state.auth, body.agreedTermsLineList, toKstIso(now));
    state.auth.businessUser = { ...state.auth.businessUser, id: nextId() };
    state.auth.businessUserDeleted = false;
    return { data: startSession(state.auth, false, now, nextId) };
  },

  deleteBusinessUser: ({ state }) => {
    requireSession(state.auth);
    state.auth.businessUserDeleted = true;
    endSession(state.auth);
    return { data: { businessUserId: state.auth.businessUser.id, deleted: true } };
  },

  listBusinessUserTerms: ({ state }) => {
    requireSession(state.auth);
    return { data: { termsLineList: state.auth.terms.map(toTermsLine) } };
  },

  agreeBusinessUserTerms: ({ state, body, now }) => {
    requireSession(state.auth);
    agreeTerms(state.auth, body.agreedTermsLineList, toKstIso(now));
    return { data: { termsLineList: state.auth.terms.map(toTermsLine) } };
  },

  switchBusinessUserTerms: ({ state, body, now }) => {
    requireSession(state.auth);
    const line = termsLineOf(state.auth, body.type);
    requireLatest(line, body.version);
    if (body.action === 'AGREE') {
      line.agreedVersion = { ...body.version };
      line.agreedAt = toKstIso(now);
    } else {
      if (line.required)
        throw conflict(`${withTopicParticle(line.title)} 필수 약관이라 철회할 수 없어요.`, 'REQUIRED_TERMS');
      line.agreedVersion = null;
      line.agreedAt = null;
    }
    return { data: toTermsLine(line) };
  },

  updateMyNickname: ({ state, body }) => {
    requireSession(state.auth);
    state.auth.businessUser.nickname = body.nickname.trim();
    return { data: toMyInfo(state.auth) };
  },

  updateMyNotificationEmail: ({ state, body }) => {
    requireSession(state.auth);
    state.auth.businessUser.notificationEmail = body.notificationEmail.trim();
    return { data: toMyInfo(state.auth) };
  },

  createQrLinking: ({ state, now, nextId }) => ({ data: createLinking(state.auth, now, nextId()) }),

  checkQrLinking: ({ state, request, now, nextId }) => ({
    data: checkLinking(state.auth, request.headers.get(LINKING_TOKEN_HEADER), now, nextId()),
  }),

  getMyProfile: ({ state }) => ({ data: toProfile(state.auth) }),

  logBusinessAccountAccess: ({ state, path, now }) => {
    requireSession(state.auth);
    const account = ownAccount(state.auth, path.id);
    const lastAccessAt = toKstIso(now);
    state.auth.accessLog[String(account.id)] = lastAccessAt;
    return { data: { businessAccountId: account.id, lastAccessAt } };
  },

  refreshTokens: ({ state, body, now, nextId }) => {
    if (!isValidRefreshToken(state.auth, body.refresh_token, now)) {
      endSession(state.auth);
      throw new MockHttpError(401, '로그인이 만료됐어요. 다시 로그인해 주세요.', 'INVALID_REFRESH_TOKEN');
    }
    const tokens = issueTokenPair(state.auth.businessUser.id, now, nextId);
    state.auth.session.accessToken = tokens.accessToken;
    state.auth.session.refreshToken = tokens.refreshToken;
    return { data: { access_token: tokens.accessToken, refresh_token: tokens.refreshToken } };
  },

  // The marketplace user is known once signed in, or once a QR code handed out a user token.
  getLoginUser: ({ state }) => {
    if (!isSignedIn(state.auth) && state.auth.userAccessTokens.length === 0)
      throw new MockHttpError(401, '로그인이 필요해요.', 'UNAUTHORIZED');
    return { data: state.auth.loginUser };
  },
});
