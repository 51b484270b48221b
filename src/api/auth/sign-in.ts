/**
 * The calls of signing in and out (spec 000 §2, §4), for the access pages and the session: the
 * screens ask these, never the auth client (issue 38).
 */
import type { components } from '@generated/openapi/auth';
import { client } from '../clients';
import { operationQueryKey } from '../data/keys';
import { callApi } from '../operations';
import { currentBusinessAccountId } from '../session';

export interface SignedInTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

type SocialSignIn = components['schemas']['SocialSignInRequest'];

function tokensOf(data: { data: SignedInTokens } | undefined): SignedInTokens {
  if (!data) throw new Error('sign-in answered no tokens');
  return { accessToken: data.data.accessToken, refreshToken: data.data.refreshToken };
}

/** The QR code's sign-in: the marketplace app's user token, exchanged for the console's tokens. */
export async function signInWithUserToken(userAccessToken: string, keepLogin: boolean): Promise<SignedInTokens> {
  const { data } = await client('auth').POST('/api/v2/auths/sign_in', {
    params: { query: { keepLogin }, header: { 'x-user-access-token': userAccessToken } },
  });
  return tokensOf(data);
}

export async function signInSocially(body: SocialSignIn): Promise<SignedInTokens> {
  const { data } = await client('auth').POST('/api/v2/auths/socials/sign_in', { body });
  return tokensOf(data);
}

/** A fresh QR login code (GET /api/v1/auths/linkings); each `refetch()` issues a new one. */
export const qrCodeQuery = () => ({
  queryKey: operationQueryKey('auth.createQrLinking'),
  queryFn: async () => {
    const { data } = await client('auth').GET('/api/v1/auths/linkings');
    if (!data) throw new Error('no linking');
    return data.data;
  },
});

/** Whether the code was scanned (LINKED, with the user token), is still waiting, or EXPIRED. */
export async function checkQrLinking(linkingToken: string) {
  const { data } = await client('auth').PUT('/api/v1/auths/linkings', {
    params: { header: { 'x-linking-token': linkingToken } },
  });
  return data?.data;
}

/** `auth.logBusinessAccountAccess` for the current business account (nothing without one). */
export async function logCurrentAccountAccess(): Promise<unknown> {
  const id = Number(currentBusinessAccountId());
  if (!Number.isInteger(id) || id < 1) return undefined;
  return callApi('auth.logBusinessAccountAccess', { path: { id } });
}

export const signOutCall = () => callApi('auth.signOut');
