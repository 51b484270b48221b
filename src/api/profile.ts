/**
 * The signed-in person's profile (GET /api/v1/profiles): the session's first call (spec 000 §4).
 * The root route starts it with the app's code; the session takes that answer for its first check
 * (`takeEarly`) and asks afresh after that (sign-in, a token refresh).
 */
import type { components } from '@generated/openapi/auth';
import { client } from './clients';
import { operationQueryKey } from './data/keys';

export type MyProfile = components['schemas']['Profile'];

export async function fetchMyProfile(): Promise<MyProfile> {
  const { data } = await client('auth').GET('/api/v1/profiles');
  if (!data) throw new Error('Profile answered without a body');
  return data.data;
}

/** The session check's own query (a view of its own: other screens' profile reads stay apart). */
export const profileQuery = () => ({
  queryKey: operationQueryKey('auth.getMyProfile', {}, 'session'),
  queryFn: fetchMyProfile,
});
