import type { components } from '@generated/openapi/auth';

type Schemas = components['schemas'];

export type BusinessAccount = Schemas['BusinessAccount'];
export type TermsType = Schemas['TermsType'];
export type TermsVersion = Schemas['TermsVersion'];
export type FeatureFlag = Schemas['FeatureFlag'];
export type LoginUser = Schemas['LoginUser'];
export type QrLinkingStatus = Schemas['QrLinkingStatus'];

/**
 * The server-side session of the demo business user. Tests flip it through `state.auth.session.signedIn`
 * (sign-out clears it; sign-in, social sign-in and sign-up set it).
 */
export interface AuthSession {
  signedIn: boolean;
  keepLogin: boolean;
  /** The account chosen by the business-account sign-in. */
  businessAccountId: number | null;
  accessToken: string | null;
  /** The one refresh token that is valid now (each refresh rotates it). */
  refreshToken: string | null;
}

/** One business terms document: its dated versions (oldest first) and what the user agreed to. */
export interface TermsLineRow {
  type: TermsType;
  title: string;
  required: boolean;
  slug: string;
  versions: TermsVersion[];
  agreedVersion: TermsVersion | null;
  agreedAt: string | null;
}

/** A QR login code; the demo "phone" scanned it at `linkAt` (null until 데모 도구 scans it), it expires at `expiresAt`. */
export interface QrLinkingRow {
  linkingToken: string;
  createdAt: string;
  linkAt: string | null;
  expiresAt: string;
  /** Whether the user access token was already handed out (it is given once). */
  tokenTaken: boolean;
}

export interface AuthState {
  businessUser: { id: number; email: string; nickname: string; notificationEmail: string | null };
  /** True after the business user withdrew (DELETE business_users) until they sign up again. */
  businessUserDeleted: boolean;
  businessAccounts: BusinessAccount[];
  images: { id: number; url: string; width: number; height: number }[];
  session: AuthSession;
  /** When true, GET /api/v1/profiles answers status.code `status_maintenance`. */
  maintenance: boolean;
  featureFlags: FeatureFlag[];
  terms: TermsLineRow[];
  /** Business account id → last access (POST /api/v3/business_accounts/{id}/access). */
  accessLog: Record<string, string>;
  linkings: QrLinkingRow[];
  /** The marketplace user behind the business user (GET /api/user). */
  loginUser: LoginUser;
  /** Marketplace access tokens handed out by QR linking: the sign-in header must be one of them. */
  userAccessTokens: string[];
}
