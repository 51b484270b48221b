/**
 * The shell pages (spec 000 §2): sign-in, the app's post editor, KYC verification, account choice,
 * notices, invitations, terms, success stories and the small redirects. Each route loads its page lazily.
 */
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

export const shellPageRoutes: RouteObject[] = [
  {
    path: paths.access.login.pattern,
    lazy: () => import('./access/LoginPage').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: paths.access.loginOnlyQr.pattern,
    lazy: () => import('./access/LoginPage').then((m) => ({ Component: m.OnlyQrLoginPage })),
  },
  {
    path: paths.access.loginQr.pattern,
    lazy: () => import('./access/LoginPage').then((m) => ({ Component: m.QrLoginPage })),
  },
  {
    path: paths.access.socialCallback.pattern,
    lazy: () => import('./access/SocialCallbackPage').then((m) => ({ Component: m.SocialCallbackPage })),
  },
  {
    path: paths.access.logout.pattern,
    lazy: () => import('./access/LogoutPage').then((m) => ({ Component: m.LogoutPage })),
  },
  {
    path: paths.access.maintenance.pattern,
    lazy: () => import('./access/MaintenancePage').then((m) => ({ Component: m.MaintenancePage })),
  },
  {
    path: paths.access.editor.pattern,
    lazy: () => import('./editor/EditorPage').then((m) => ({ Component: m.EditorPage })),
  },
  {
    path: paths.access.kycAuthVerification.pattern,
    lazy: () => import('./kyc/KycVerificationPage').then((m) => ({ Component: m.KycVerificationPage })),
  },
  {
    path: paths.profiles.login.pattern,
    lazy: () => import('./profiles/ProfileLoginPage').then((m) => ({ Component: m.ProfileLoginPage })),
  },
  {
    path: paths.profiles.recentFallback.pattern,
    lazy: () => import('./profiles/RecentFallbackPage').then((m) => ({ Component: m.RecentFallbackPage })),
  },
  {
    path: paths.terms.current.pattern,
    lazy: () => import('./terms/TermsPage').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: paths.terms.version.pattern,
    lazy: () => import('./terms/TermsPage').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: paths.invitations.redirect.pattern,
    lazy: () => import('./invitations/InvitationRedirectPage').then((m) => ({ Component: m.InvitationRedirectPage })),
  },
  {
    path: paths.successStory.list.pattern,
    lazy: () => import('./success-story/SuccessStoryPage').then((m) => ({ Component: m.SuccessStoryPage })),
  },
  {
    path: paths.successStory.category.pattern,
    lazy: () => import('./success-story/SuccessStoryPage').then((m) => ({ Component: m.SuccessStoryPage })),
  },
  {
    path: paths.redirects.kyc.pattern,
    lazy: () => import('./redirects/KycRedirectPage').then((m) => ({ Component: m.KycRedirectPage })),
  },
  {
    path: paths.redirects.storeRequestLanding.pattern,
    lazy: () => import('./redirects/StoreRequestLandingPage').then((m) => ({ Component: m.StoreRequestLandingPage })),
  },
];
