/**
 * Every route of the console in one typed table, with `href()` builders: components never build
 * URLs from strings.
 *
 * @example
 * paths.coupon.detail.href({ baId: 101, couponId: 7 }) // "/profile/101/coupon/detail/7"
 */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Param}`
    ? Param
    : never;

export type RouteParams<Pattern extends string> = { [K in ParamNames<Pattern>]: string | number };

export interface RouteDef<Pattern extends string = string> {
  /** react-router pattern (`/profile/:baId/coupon`). */
  readonly pattern: Pattern;
  href(params: RouteParams<Pattern>, search?: Readonly<Record<string, string | number | undefined>>): string;
}

export function route<Pattern extends string>(pattern: Pattern): RouteDef<Pattern> {
  return {
    pattern,
    href(params, search) {
      const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
        const value = (params as Record<string, string | number | undefined>)[name];
        if (value === undefined || value === '') throw new Error(`Missing route parameter ${name} for ${pattern}`);
        return encodeURIComponent(String(value));
      });
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(search ?? {}))
        if (value !== undefined && value !== '') query.set(key, String(value));
      const queryString = query.toString();
      return queryString ? `${path}?${queryString}` : path;
    },
  };
}

export const paths = {
  home: route('/'),
  access: {
    login: route('/login'),
    loginOnlyQr: route('/login/only-qr'),
    loginQr: route('/login/qrlogin'),
    /** The Korean portal's social-login callback (exempt from the login redirect). */
    socialCallback: route('/login/social/callback'),
    logout: route('/logout'),
    maintenance: route('/maintenance'),
    kycAuthVerification: route('/kyc/auth-verification'),
    /** The post editor the mobile app opens in a web view (`?type=social|blog`). */
    editor: route('/editor'),
  },
  notice: {
    list: route('/notice'),
    detail: route('/notice/detail/:noticeId'),
  },
  notifications: route('/notifications'),
  profiles: {
    list: route('/profiles'),
    login: route('/profile/login'),
    recentFallback: route('/profile/recent-fallback'),
  },
  redirects: {
    kyc: route('/redirection/:baId/kyc'),
    storeRequestLanding: route('/store-request-landing'),
  },
  invitations: {
    accept: route('/user/administrator/accept'),
    redirect: route('/user/administrator/invitation_redirect'),
  },
  terms: {
    current: route('/terms/:type'),
    version: route('/terms/:type/:version'),
  },
  successStory: {
    list: route('/success-story'),
    category: route('/success-story/:category'),
  },
  userinfo: {
    view: route('/userinfo'),
    delete: route('/userinfo/delete'),
  },
  profile: route('/profile/:baId'),
  administrator: {
    list: route('/profile/:baId/administrator'),
  },
  post: {
    list: route('/profile/:baId/post'),
    create: route('/profile/:baId/post/new'),
    /** Survey and vote posts (paths not given by the spec; docs/decisions/profile-posts.md). */
    createSurvey: route('/profile/:baId/post/new/survey'),
    createVote: route('/profile/:baId/post/new/vote'),
    detail: route('/profile/:baId/post/detail/:postId'),
    edit: route('/profile/:baId/post/update/:postId'),
  },
  /** Statistics (hand-written pages, src/app/pages/dashboard). */
  dashboard: {
    home: route('/profile/:baId/dashboard'),
    post: route('/profile/:baId/dashboard/post'),
  },
  /** The post pages outside an account's layout; the account comes from `?baId` (or the last one). */
  userPost: {
    create: route('/user/post/new'),
    detail: route('/user/post/detail/:postId'),
    edit: route('/user/post/update/:postId'),
  },
  coupon: {
    list: route('/profile/:baId/coupon'),
    create: route('/profile/:baId/coupon/new'),
    detail: route('/profile/:baId/coupon/detail/:couponId'),
    edit: route('/profile/:baId/coupon/update/:couponId'),
  },
  commerceCatalog: {
    store: route('/profile/:baId/store'),
    deliverySetting: route('/profile/:baId/store/delivery_setting'),
    minConditionPrice: route('/profile/:baId/store/min_condition_price'),
    productList: route('/profile/:baId/product'),
    productNew: route('/profile/:baId/product/new'),
    productEdit: route('/profile/:baId/product/update/:productId'),
    /** How a buyer sees a product (exempt from the login redirect). */
    productPreview: route('/preview/products/:productId'),
    requestChecklist: route('/profile/:baId/store/request/requirements-check-list'),
    requestTerms: route('/profile/:baId/store/request/terms'),
    requestSettlement: route('/profile/:baId/store/request/settlement-info'),
    requestSuccess: route('/profile/:baId/store/request/success'),
  },
  // The business profile's info, audience and content screens (issue 14).
  profileInfo: {
    review: route('/profile/:baId/review'),
    follower: route('/profile/:baId/follower'),
    customer: route('/profile/:baId/customer/:customerId'),
    pricing: route('/profile/:baId/pricing'),
  },
  // The profile's info pages (issue 14) and profile creation (issue 15): helper `info`.
  info: {
    overview: route('/profile/:baId/info'),
    baInfo: route('/profile/:baId/info/ba-info'),
    baseInfo: route('/profile/:baId/info/base-info'),
    businessInfo: route('/profile/:baId/info/business-info'),
    introductionInfo: route('/profile/:baId/info/introduction-info'),
    create: route('/profile/create'),
    registerExtra: route('/profile/:baId/register/extra'),
  },
  hoursManagement: {
    operationTime: route('/profile/:baId/operation-time'),
    management: route('/profile/:baId/management'),
  },
  // The local profile's images (issue 14, admin-images).
  adminImages: { images: route('/profile/:baId/images') },
  accountAdmin: {
    branchOverview: route('/profile/:baId/branch-store'),
    branchList: route('/profile/:baId/branch-store/list'),
    branchCreate: route('/profile/:baId/branch-store/item-regist'),
    branchEdit: route('/profile/:baId/branch-store/edit/:storeId'),
    branchBulk: route('/profile/:baId/branch-store/bulk-regist'),
    branchHistory: route('/profile/:baId/branch-store/bulk-history'),
    deletion: route('/profile/:baId/delete'),
    deletionReason: route('/profile/:baId/delete/reason/:deleteReasonId'),
  },
  // Business inspection (issue 15): the status, six steps and the review before sending.
  inspection: {
    status: route('/profile/:baId/inspection'),
    bizprofileInfo: route('/profile/:baId/inspection/bizprofile-info'),
    businessNumber: route('/profile/:baId/inspection/business-number'),
    businessInfo: route('/profile/:baId/inspection/business-info'),
    businessRegistrationImage: route('/profile/:baId/inspection/business-registration-image'),
    mailOrderSaleRegistrationNumber: route('/profile/:baId/inspection/mail-order-sale-registration-number'),
    dynamic: route('/profile/:baId/inspection/dynamic'),
    complete: route('/profile/:baId/inspection/complete'),
  },
  pickup: {
    menuList: route('/profile/:baId/pickup/menu'),
    menuForm: route('/profile/:baId/pickup/menu/:menuId'),
    option: route('/profile/:baId/pickup/option'),
    displayCategory: route('/profile/:baId/pickup/display-category'),
    storeDiscount: route('/profile/:baId/pickup/store-discount'),
    order: route('/profile/:baId/pickup/order'),
  },
  pickupArea: {
    settlement: route('/profile/:baId/pickup/settlement'),
    kickoff: route('/profile/:baId/pickup/kickoff'),
    terms: route('/profile/:baId/pickup/terms'),
    setup: route('/profile/:baId/pickup/setup'),
    setupComplete: route('/profile/:baId/pickup/setup/complete'),
    originNutrition: route('/profile/:baId/pickup/menu/origin-nutrition'),
  },
  commerceOrders: {
    list: route('/profile/:baId/order'),
    detail: route('/profile/:baId/order/detail/:orderSheetId'),
    settlement: route('/profile/:baId/store/settlement'),
    deposit: route('/profile/:baId/store/settlement/:depositId'),
  },
} as const;

/** Every pattern of a route table (nested groups included), in declaration order. */
export function routePatterns(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  if ('pattern' in node && typeof node.pattern === 'string') return [node.pattern];
  return Object.values(node).flatMap(routePatterns);
}
