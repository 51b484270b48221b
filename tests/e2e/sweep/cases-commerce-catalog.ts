/** The sweep's cases for the commerce store's catalog routes (store, products, preview, store request). */
import type { RouteCase, SeedState } from './cases';

const HOUSE_BLEND = '망원 하우스 블렌드 원두 200g';

export const COMMERCE_CATALOG_SEED_PARAMS: Readonly<Record<string, (state: SeedState) => string>> = {
  productId: (state) => state.commerce.products.find((product) => product.name === HOUSE_BLEND)!.id,
};

/** Account 101 has a store: the request's steps say why it cannot request another and lead back to it. */
const REQUEST_BLOCKED = {
  role: 'link',
  name: '스토어로',
  then: { url: /\/profile\/101\/store$/ },
} as const;

export const COMMERCE_CATALOG_CASES: Readonly<Record<string, RouteCase>> = {
  '/profile/:baId/store': {
    heading: '스토어',
    mainAction: { role: 'link', name: '상품 관리', then: { url: /\/profile\/101\/product$/ } },
  },
  '/profile/:baId/store/delivery_setting': {
    heading: '배송 설정',
    form: {
      fill: { 배송비: '3,500', '배송 안내': '평일 오후 3시 전 주문은 그날 보내 드려요.' },
      submit: '저장',
      saveCall: 'commerce.UpdateStoreDeliverySetting',
      saved: { toast: '배송 설정을 저장했어요.' },
    },
  },
  '/profile/:baId/store/min_condition_price': {
    heading: '최소 주문 금액',
    form: {
      fill: { '최소 주문 금액': '15,000' },
      submit: '저장',
      saveCall: 'commerce.UpdateMinConditionPrice',
      saved: { toast: '최소 주문 금액을 저장했어요.' },
    },
  },
  '/profile/:baId/product': {
    heading: '상품',
    mainAction: { role: 'link', name: '상품 등록', then: { url: /\/product\/new$/ } },
  },
  '/profile/:baId/product/new': {
    search: '?categoryId=cat-mug',
    heading: '상품 등록',
    form: {
      choose: ['재고 제한 없이 팔기'],
      // A product needs a photo, and a mug the 고시 items the law asks for.
      fill: {
        '상품 이름': '망원 로고 머그컵 350ml',
        정가: '18,000',
        판매가: '16,200',
        제조국: '대한민국',
        '용량(ml)': '350',
      },
      photos: ['root_thumbnailUrls'],
      submit: '만들기',
      saveCall: 'commerce.CreateProduct',
      saved: { url: /\/product$/ },
    },
  },
  '/profile/:baId/product/update/:productId': {
    heading: '상품 수정',
    form: {
      fill: { '상품 이름': `${HOUSE_BLEND} (리뉴얼)` },
      submit: '저장',
      saveCall: 'commerce.UpdateProduct',
      saved: { url: /\/product$/ },
    },
  },
  '/preview/products/:productId': {
    search: '?baId=101',
    heading: HOUSE_BLEND,
    mainAction: { none: '미리보기는 고객 화면을 보여 주기만 해요: 구매 버튼은 꺼져 있어요.' },
  },
  '/profile/:baId/store/request/requirements-check-list': { heading: '입점 조건 확인', mainAction: REQUEST_BLOCKED },
  '/profile/:baId/store/request/terms': { heading: '이용약관 동의', mainAction: REQUEST_BLOCKED },
  '/profile/:baId/store/request/settlement-info': { heading: '정산 계좌 등록', mainAction: REQUEST_BLOCKED },
  '/profile/:baId/store/request/success': { heading: '입점 신청 완료', mainAction: REQUEST_BLOCKED },
};
