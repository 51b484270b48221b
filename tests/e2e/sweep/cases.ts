/**
 * What each declared route must show and do in the sweep (tests/e2e/route-sweep.spec.ts). A route
 * the console declares without a case here fails the sweep: every new route brings its case.
 */
import { COMMERCE_CATALOG_CASES, COMMERCE_CATALOG_SEED_PARAMS } from './cases-commerce-catalog';

import { ACCOUNT_ADMIN_CASES, ACCOUNT_ADMIN_SEED_PARAMS } from './cases-account-admin';
import { PICKUP_ROUTE_CASES } from './cases-pickup';
import {
  COMMERCE_ORDERS_CASES,
  COMMERCE_ORDERS_LIST_SEEDS,
  COMMERCE_ORDERS_SEED_PARAMS,
} from './cases-commerce-orders';
import { PROFILE_INFO_CASES, PROFILE_INFO_SEED_PARAMS } from './cases-profile-info';
import { PROFILE_POSTS_CASES } from './cases-profile-posts';
import { ADMIN_IMAGES_CASES } from './cases-admin-images';
import { INFO_CASES } from './cases-info';
import { HOURS_MANAGEMENT_CASES } from './cases-hours-management';
import { INSPECTION_CASES } from './cases-inspection';

/** The parts of the mock database the sweep reads seed ids from (see tests/e2e/globals.d.ts). */
export type SeedState = DemoMockState;

/** Seed values for route parameters, read from the running mock. */
export const SEED_PARAMS: Readonly<Record<string, (state: SeedState) => string>> = {
  baId: () => '101',
  noticeId: (state) => String(state.notice.notices[0]!.id),
  couponId: (state) => String(state.coupon.boxes.find((box) => box.business_account_id === 101)!.id),
  menuId: (state) => String(state.pickup.stores['101']!.menus[0]!.id),
  // The newest post of 101, which has comments.
  postId: (state) => String(state.post.posts.find((post) => post.business_account_id === 101)!.id),
  type: () => 'unified',
  version: () => '2024-03-01',
  category: () => 'food',
  ...ACCOUNT_ADMIN_SEED_PARAMS,
  ...COMMERCE_ORDERS_SEED_PARAMS,
  ...COMMERCE_CATALOG_SEED_PARAMS,
  ...PROFILE_INFO_SEED_PARAMS,
};

/**
 * A route parameter read from the first row of a list the demo answers, in the test's own page
 * before the route is opened: for a resource whose records the generic mock makes on the list's
 * first read (src/mocks/core/generic-crud.ts), so no id is known before.
 */
export interface ListSeed {
  /** The list call (`service.operationId`), made for account 101, with its required query. */
  readonly call: string;
  readonly query?: Readonly<Record<string, string>>;
  /** Where the rows are in its answer (`data.items`), and a row's id field. */
  readonly items: string;
  readonly id: string;
}

/** Route parameters read from lists (scaffolded resources register theirs here). */
export const LIST_SEEDS: Readonly<Record<string, ListSeed>> = {
  ...COMMERCE_ORDERS_LIST_SEEDS,
};

/** The main action, reached with Tab and pressed with Enter. */
export interface MainAction {
  readonly role: 'button' | 'link';
  readonly name: string | RegExp;
  /** What pressing it does: go to an address, or open a dialog (which must trap focus and close on Escape). */
  readonly then: { readonly url: RegExp } | { readonly dialog: string | RegExp } | { readonly text: string | RegExp };
}

/** A form route: typed values survive failed saves, then a save succeeds. */
export interface FormCase {
  /** Radio or checkbox labels to click first. */
  readonly choose?: readonly string[];
  /** Field label → value to type (replacing what is there). */
  readonly fill: Readonly<Record<string, string>>;
  /** Date-time field label → value typed into its picker and confirmed with Enter. */
  readonly pick?: Readonly<Record<string, string>>;
  /** Label of a list's repeated field → a value for each of its boxes in order (a survey's choices). */
  readonly fillEach?: Readonly<Record<string, readonly string[]>>;
  /** Photo fields (their rjsf id, `root_thumbnailUrls`) that get one small PNG, stored before the save. */
  readonly photos?: readonly string[];
  /** The save button. */
  readonly submit: string | RegExp;
  /** The call the save makes (`coupon.createCouponBox`), failed on purpose. */
  readonly saveCall: string;
  /**
   * What a successful save shows: a toast text, or the address it goes to; `shows` is a text the
   * page then holds (the saved record in the list: proof the save was kept, not only answered).
   */
  readonly saved: ({ readonly toast: string } | { readonly url: RegExp }) & { readonly shows?: string };
}

export interface RouteCase {
  /** Query string the route is opened with (a landing needs its parameters). */
  readonly search?: string;
  /** The page's heading (h1): proof that this route's own page rendered. */
  readonly heading: string | RegExp;
  /** For a redirect: the address it must land on; otherwise the route's own address. */
  readonly landsOn?: RegExp;
  /** Calls that hold the page's data when they are shell calls too (`auth.getMyProfile` on /userinfo). */
  readonly pageCalls?: readonly string[];
  /** Why faults are not checked, when the page makes no call of its own. */
  readonly noCalls?: string;
  /** The main action, reached by keyboard; a form route has none: its save is pressed by keyboard. */
  readonly mainAction?: MainAction | { readonly none: string };
  readonly form?: FormCase;
}

const QR_SIGN_IN = { none: '로그인은 휴대폰 앱이 QR 코드를 찍어서 해요: 누를 것이 없어요.' } as const;
const TERMS = {
  heading: /이용약관|방침|동의/,
  noCalls: '약관 문서는 앱에 들어 있어요.',
  mainAction: { none: '읽는 페이지예요.' },
} as const;

export const ROUTE_CASES: Readonly<Record<string, RouteCase>> = {
  ...PICKUP_ROUTE_CASES,
  ...PROFILE_INFO_CASES,
  ...PROFILE_POSTS_CASES,
  ...ADMIN_IMAGES_CASES,
  ...INFO_CASES,
  ...HOURS_MANAGEMENT_CASES,
  ...INSPECTION_CASES,
  '/login': { heading: '동네마켓 비즈니스 로그인', mainAction: QR_SIGN_IN },
  '/login/only-qr': { heading: '동네마켓 비즈니스 로그인', mainAction: QR_SIGN_IN },
  '/login/qrlogin': { heading: '동네마켓 비즈니스 로그인', mainAction: QR_SIGN_IN },
  '/logout': { heading: '동네마켓 비즈니스 로그인', landsOn: /^\/login$/, mainAction: QR_SIGN_IN },
  '/maintenance': {
    heading: /서비스 점검 중이에요/,
    noCalls: '점검 안내는 세션 시작이 보여 줘요.',
    mainAction: { role: 'button', name: '다시 시도', then: { url: /^\/(profile|profiles|maintenance)/ } },
  },
  '/editor': {
    heading: '소식 쓰기',
    noCalls: '글은 앱이 받아 가요: 편집기는 사진을 올릴 때만 부르고, 사진 올리기는 이미지 업로드가 맡아요.',
    mainAction: { role: 'button', name: '완료', then: { text: /제목|내용/ } },
  },
  '/kyc/auth-verification': {
    heading: '대표자 본인 인증',
    pageCalls: ['auth.listMyBusinessAccounts'],
    mainAction: { role: 'link', name: '계정 선택으로', then: { url: /^\/profiles$/ } },
  },
  '/notice': {
    heading: '공지사항',
    mainAction: { role: 'link', name: /정기 점검 안내/, then: { url: /^\/notice\/detail\/\d+$/ } },
  },
  '/notice/detail/:noticeId': {
    heading: /이용약관 개정 안내/,
    mainAction: { role: 'link', name: '목록으로', then: { url: /^\/notice$/ } },
  },
  '/notifications': {
    heading: '알림',
    pageCalls: ['notification.listNotifications'],
    mainAction: { none: '알림마다 가는 곳이 달라요: 알림 목록은 읽는 페이지예요.' },
  },
  '/profiles': {
    heading: '비즈니스 계정 선택',
    pageCalls: ['auth.listMyBusinessAccounts'],
    mainAction: { role: 'button', name: '동네커피 망원점 들어가기', then: { url: /^\/profile\/101\// } },
  },
  '/profile/login': {
    pageCalls: ['auth.listMyBusinessAccounts'],
    heading: '비즈니스 계정 선택',
    landsOn: /^\/profiles$/,
    mainAction: { role: 'button', name: '동네커피 망원점 들어가기', then: { url: /^\/profile\/101\// } },
  },
  '/profile/recent-fallback': {
    pageCalls: ['auth.listMyBusinessAccounts'],
    heading: '비즈니스 계정 선택',
    landsOn: /^\/profiles$/,
    mainAction: { role: 'button', name: '동네커피 망원점 들어가기', then: { url: /^\/profile\/101\// } },
  },
  '/profile/:baId/post': {
    heading: '소식',
    mainAction: { role: 'link', name: '새 소식', then: { url: /\/post\/new$/ } },
  },
  '/profile/:baId/post/detail/:postId': {
    heading: '오늘 저녁 8시부터 마감 할인해요',
    mainAction: { role: 'button', name: '댓글 쓰기', then: { dialog: '새 댓글' } },
  },
  '/profile/:baId/coupon': {
    heading: '쿠폰',
    mainAction: { role: 'link', name: '쿠폰 만들기', then: { url: /\/coupon\/new$/ } },
  },
  '/profile/:baId/coupon/new': {
    heading: '새 쿠폰',
    noCalls: '빈 양식이에요: 저장할 때 부르는 호출은 양식 검사가 맡아요.',
    form: {
      choose: ['금액 할인'],
      fill: {
        '쿠폰 이름': '주말 브런치 2,000원 할인',
        '할인 금액': '2,000',
        '혜택 내용': '브런치 세트 2,000원 할인',
        '발행 수량': '50',
      },
      pick: { '사용 기한': `${new Date().getFullYear() + 1}.02.28` },
      submit: '만들기',
      saveCall: 'coupon.createCouponBox',
      saved: { url: /\/coupon$/ },
    },
  },
  '/profile/:baId/coupon/detail/:couponId': {
    heading: '단골 아메리카노 1잔 무료',
    mainAction: { role: 'link', name: /^수정/, then: { url: /\/coupon\/update\/\d+$/ } },
  },
  '/profile/:baId/coupon/update/:couponId': {
    heading: '쿠폰 수정',
    form: {
      fill: { '쿠폰 이름': '단골 아메리카노 1잔 무료 (연장)' },
      submit: '저장',
      saveCall: 'coupon.updateCouponBox',
      saved: { url: /\/coupon\/detail\/\d+$/ },
    },
  },
  '/profile/:baId/pickup/menu': {
    heading: '메뉴',
    mainAction: { role: 'link', name: '메뉴 만들기', then: { url: /\/pickup\/menu\/new$/ } },
  },
  '/profile/:baId/pickup/menu/:menuId': {
    heading: '메뉴 수정',
    form: {
      fill: { '메뉴 이름': '아메리카노 (원두 선택)', '메뉴 설명': '고소한 맛과 산미 있는 맛 중에 골라 주세요.' },
      submit: '저장',
      saveCall: 'pickup.updateMenu',
      saved: { url: /\/pickup\/menu$/ },
    },
  },
  '/profile/:baId/pickup/option': {
    heading: '메뉴 옵션',
    mainAction: { role: 'button', name: '메뉴 옵션 만들기', then: { dialog: /메뉴 옵션/ } },
  },
  '/profile/:baId/pickup/display-category': {
    heading: '메뉴 카테고리',
    mainAction: { role: 'button', name: '메뉴 카테고리 만들기', then: { dialog: /메뉴 카테고리/ } },
  },
  '/profile/:baId/pickup/store-discount': {
    heading: '매장 할인',
    mainAction: { role: 'button', name: '매장 할인 만들기', then: { dialog: /매장 할인/ } },
  },
  '/profile/:baId/pickup/order': {
    heading: '픽업 주문',
    mainAction: { role: 'button', name: '접수', then: { dialog: /접수/ } },
  },
  '/redirection/:baId/kyc': {
    pageCalls: ['auth.listMyBusinessAccounts'],
    heading: '대표자 본인 인증',
    landsOn: /^\/kyc\/auth-verification$/,
    mainAction: {
      none: '계정 101은 인증을 마쳤어요: 할 일이 없어요 (계정이 없을 때의 안내는 /kyc/auth-verification이 확인해요).',
    },
  },
  '/store-request-landing': {
    search: '?advertiserId=31&redirectPath=%2Fprofile%2F101%2Fcoupon',
    heading: '쿠폰',
    landsOn: /^\/profile\/101\/coupon$/,
    mainAction: { role: 'link', name: '쿠폰 만들기', then: { url: /\/coupon\/new$/ } },
  },
  '/user/administrator/accept': {
    search: '?code=MW7K2Q',
    heading: '관리자 초대',
    mainAction: { role: 'button', name: '초대 수락하기', then: { url: /^\/profile\/\d+/ } },
  },
  '/user/administrator/invitation_redirect': {
    search: '?code=MW7K2Q',
    heading: '관리자 초대',
    landsOn: /^\/user\/administrator\/accept$/,
    mainAction: { role: 'button', name: '초대 수락하기', then: { url: /^\/profile\/\d+/ } },
  },
  '/terms/:type': TERMS,
  '/terms/:type/:version': TERMS,
  '/success-story': {
    heading: '성공 사례 및 노하우',
    noCalls: '사례 목록은 앱에 들어 있어요.',
    mainAction: { none: '읽는 페이지예요: 사례는 새 창으로 열려요.' },
  },
  '/success-story/:category': {
    heading: '성공 사례 및 노하우',
    noCalls: '사례 목록은 앱에 들어 있어요.',
    mainAction: { none: '읽는 페이지예요: 사례는 새 창으로 열려요.' },
  },
  '/userinfo': {
    heading: '내 정보',
    noCalls:
      '내 정보는 세션이 읽은 프로필이에요: 프로필 호출 실패는 명세(000 §4)대로 로그인으로 가요 (session-start.test.ts).',
    form: {
      fill: { 닉네임: '망원동커피사장' },
      submit: '닉네임 저장',
      saveCall: 'auth.updateMyNickname',
      saved: { toast: '저장했어요.' },
    },
  },
  ...ACCOUNT_ADMIN_CASES,
  '/userinfo/delete': {
    heading: '회원 탈퇴',
    noCalls: '탈퇴 안내는 앱에 들어 있어요: 탈퇴 호출은 확인 창에서 해요.',
    mainAction: { role: 'button', name: '탈퇴하기', then: { dialog: '정말 탈퇴할까요?' } },
  },
  ...COMMERCE_ORDERS_CASES,
  ...COMMERCE_CATALOG_CASES,
};
