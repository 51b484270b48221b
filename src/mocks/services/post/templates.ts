/** What a new post starts with per business category (pre_post) and the placeholder texts per post type. */
import type { components } from '@generated/openapi/post';
import { ancestorIdsOf, BAKERY, CAFE } from '../poi/categories';

type Schemas = components['schemas'];
type Template = Omit<Schemas['PrePost'], 'category_id'>;

const base = { disable_chatting: false, disable_comment: false, send_follower_notification: false };

const DEFAULT_TEMPLATE: Template = {
  ...base,
  business_post_type: 'NEWS',
  title: '',
  content: '',
  tag_ids: [9],
  additional_data: {},
};

/** What a cafe's post starts with (카페 and the cafe-like categories beside it). */
const CAFE_TEMPLATE: Template = {
  ...base,
  business_post_type: 'NEW_MENU',
  title: '새로 나온 메뉴를 소개해요',
  content: '이번에 새로 나온 메뉴예요.\n- 메뉴 이름:\n- 가격:\n#신메뉴',
  tag_ids: [1, 8],
  additional_data: { sale_type: 'DEFAULT' },
};

/** Keyed by a category id of the poi category tree; the nearest templated ancestor applies. */
const TEMPLATES: Record<number, Template> = {
  [CAFE]: CAFE_TEMPLATE,
  111: CAFE_TEMPLATE,
  112: CAFE_TEMPLATE,
  114: CAFE_TEMPLATE,
  [BAKERY]: {
    ...base,
    business_post_type: 'DISCOUNT',
    title: '오늘 마감 할인해요',
    content: '오늘 구운 빵을 마감 전에 할인해요.\n#마감할인',
    tag_ids: [4, 6],
    additional_data: { sale_type: 'CLOSING_TIME_SALE' },
  },
  120: {
    ...base,
    business_post_type: 'DISCOUNT',
    title: '오늘의 할인 메뉴',
    content: '오늘 하루 할인하는 메뉴예요.\n#분식 #할인',
    tag_ids: [5, 6],
    additional_data: { sale_type: 'DEFAULT' },
  },
  130: { ...DEFAULT_TEMPLATE, title: '오늘의 메뉴', content: '오늘 준비한 반찬과 국을 알려 드려요.' },
  201: {
    ...base,
    business_post_type: 'NEW_MENU',
    title: '이번 주에 들어온 꽃',
    content: '이번 주에 들어온 꽃을 소개해요. 꽃다발 예약은 채팅으로 해 주세요.',
    tag_ids: [8],
    additional_data: {},
  },
  202: {
    ...base,
    business_post_type: 'EVENT',
    title: '이달의 시술 이벤트',
    content: '이번 달에만 하는 이벤트예요. 예약하고 오시면 더 빨라요.',
    tag_ids: [7],
    additional_data: {},
  },
  212: {
    ...base,
    business_post_type: 'NEWS',
    title: '새 매물 소식',
    content: '새로 들어온 매물을 알려 드려요.\n- 위치:\n- 면적:\n- 보증금/월세:',
    tag_ids: [9],
    additional_data: {},
    disable_comment: true,
  },
  224: {
    ...base,
    business_post_type: 'EVENT',
    title: '전시 안내',
    content: '새 전시를 시작해요.\n- 기간:\n- 관람 시간:',
    tag_ids: [7],
    additional_data: {},
  },
};

export function prePostOf(categoryId: number): Schemas['PrePost'] {
  const templated = [categoryId, ...ancestorIdsOf(categoryId)].find((id) => id in TEMPLATES);
  return { category_id: categoryId, ...(templated === undefined ? DEFAULT_TEMPLATE : TEMPLATES[templated]!) };
}

const PLACE_HOLDERS: Record<Schemas['BusinessPostType'], Omit<Schemas['PostPlaceHolder'], 'business_post_type'>> = {
  NEWS: {
    title: '예) 테라스 자리가 생겼어요',
    content: '가게의 새로운 소식을 이웃에게 알려 주세요. 사진을 함께 올리면 더 많이 봐요.',
  },
  NOTICE: {
    title: '예) 12월 휴무 안내',
    content: '휴무일, 영업시간 변경처럼 손님이 꼭 알아야 할 내용을 적어 주세요.',
  },
  EVENT: {
    title: '예) 단골 고객 쿠폰 이벤트',
    content: '이벤트 기간, 참여 방법, 혜택을 적어 주세요. 쿠폰을 붙이면 소식에서 바로 받을 수 있어요.',
  },
  NEW_MENU: {
    title: '예) 겨울 신메뉴 흑임자 라떼 출시',
    content: '새 메뉴의 맛과 가격, 언제부터 주문할 수 있는지 알려 주세요.',
  },
  DISCOUNT: {
    title: '예) 오늘 저녁 8시부터 마감 할인해요',
    content: '할인하는 상품과 원래 가격, 할인 가격, 할인 시간을 적어 주세요.',
  },
};

export function placeHolderOf(type: Schemas['BusinessPostType']): Schemas['PostPlaceHolder'] {
  return { business_post_type: type, ...PLACE_HOLDERS[type] };
}
