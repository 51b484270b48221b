/**
 * Tokens, cookies and refresh of the signed-in business user. `tokenStore` and `tokenRefresher`
 * are the app's instances (page cookies, the real refresh call); the factories take fakes in tests.
 */
import { documentCookieJar } from './cookies';
import { createTokenRefresher } from './refresh';
import { requestTokenRefresh } from './refresh-request';
import { createTokenStore } from './tokens';

export * from './access-log';
export * from './cookies';
export * from './refresh';
export * from './refresh-timer';
export * from './tokens';
export { REFRESH_TOKENS_PATH, requestTokenRefresh } from './refresh-request';

export const tokenStore = createTokenStore(documentCookieJar());
export const tokenRefresher = createTokenRefresher(tokenStore, requestTokenRefresh);
