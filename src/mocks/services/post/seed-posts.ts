/** Seed posts of the demo accounts: every business post type, hidden, forbidden and deleted ones. */
import type { PostRow } from './state';

export type PostSeed = Partial<Omit<PostRow, 'id' | 'business_account_id' | 'created_at' | 'updated_at'>> &
  Pick<PostRow, 'title' | 'content' | 'business_post_type'> & {
    createdDaysAgo: number;
    pictures?: number;
    comments?: number;
    /** A vote's deadline: this many days after the post was written (KST 23:59 of that day). */
    voteDays?: number;
  };

export const COFFEE_POSTS: PostSeed[] = [
  {
    business_post_type: 'DISCOUNT',
    title: '오늘 저녁 8시부터 마감 할인해요',
    content:
      '오늘 구운 스콘과 휘낭시에를 마감 30분 전부터 할인해요 🥐\n- 스콘 4,000원 → 2,500원\n- 휘낭시에 3,000원 → 1,800원\n#마감할인 #망원동디저트',
    additional_data: { sale_type: 'CLOSING_TIME_SALE', price: 4000, sale_price: 2500 },
    tag_ids: [2, 6],
    createdDaysAgo: 0,
    pictures: 2,
    comments: 4,
  },
  {
    business_post_type: 'NEW_MENU',
    title: '겨울 신메뉴 흑임자 라떼 출시',
    content:
      '고소한 흑임자 라떼가 나왔어요. 단골분들 의견 듣고 덜 달게 만들었어요 ☕\n#신메뉴 #흑임자라떼 @망원시장 바로 앞이에요.',
    additional_data: { sale_type: 'DEFAULT', price: 6000 },
    tag_ids: [1, 8],
    createdDaysAgo: 1,
    pictures: 3,
    comments: 6,
    linked_contents: [{ kind: 'COMMERCE_PRODUCT', id: 7101, title: '흑임자 라떼 원액 500ml' }],
    product_ids: [7101],
  },
  {
    business_post_type: 'EVENT',
    title: '단골 고객 쿠폰 이벤트',
    content: '가게를 단골로 맺어 주신 분께 아메리카노 1잔 무료 쿠폰을 드려요. 쿠폰은 소식 아래에서 받을 수 있어요.',
    tag_ids: [1, 7],
    createdDaysAgo: 2,
    pictures: 1,
    comments: 3,
  },
  {
    business_post_type: 'NOTICE',
    title: '12월 휴무 안내',
    content:
      '12월 휴무일을 알려 드려요.\n- 12월 9일(화) 정기 휴무\n- 12월 25일(목) 성탄절 휴무\n문의는 02-335-1024로 전화 주세요.',
    tag_ids: [9],
    createdDaysAgo: 3,
    disable_comment: true,
  },
  {
    business_post_type: 'NEWS',
    title: '원두가 바뀌었어요',
    content:
      '이번 주부터 에티오피아 예가체프 원두를 써요. 산미가 궁금하신 분은 말씀해 주세요 😊\n원두 소개: https://dongnecoffee.kr/beans',
    tag_ids: [1],
    createdDaysAgo: 4,
    pictures: 1,
    comments: 2,
  },
  {
    business_post_type: 'EVENT',
    title: '크리스마스 케이크 취향 투표',
    content: '올해 크리스마스 케이크를 골라 주세요. 가장 많이 뽑힌 케이크를 예약 판매해요 🎄',
    additional_data: {
      vote: {
        question: '어떤 케이크가 좋으세요?',
        options: [{ text: '딸기 생크림' }, { text: '초코 가나슈' }, { text: '얼그레이 쉬폰' }],
        allow_multiple: false,
      },
    },
    tag_ids: [2, 7],
    createdDaysAgo: 5,
    voteDays: 14,
    comments: 3,
  },
  {
    business_post_type: 'NEWS',
    title: '손님 후기를 모아 봤어요',
    content: '지난달 남겨 주신 후기와 동네 이웃분 글을 모아 봤어요. 늘 감사해요.',
    linked_contents: [
      { kind: 'REVIEW', id: 8801, title: '라떼가 정말 고소해요' },
      { kind: 'USER_POST', id: 9902, title: '망원동 조용한 카페 추천해요' },
    ],
    tag_ids: [9],
    createdDaysAgo: 7,
    comments: 2,
  },
  {
    business_post_type: 'EVENT',
    title: '메뉴 만족도 설문',
    content: '더 좋은 메뉴를 만들기 위해 짧은 설문을 준비했어요. 참여해 주신 분께 쿠키를 드려요.',
    additional_data: {
      survey: {
        title: '동네커피 메뉴 설문',
        questions: [
          { title: '가장 자주 드시는 음료는?', type: 'SINGLE_CHOICE', options: ['아메리카노', '라떼', '에이드'] },
          { title: '함께 드시고 싶은 디저트는?', type: 'MULTIPLE_CHOICE', options: ['스콘', '케이크', '쿠키'] },
          { title: '바라는 점을 적어 주세요', type: 'SHORT_ANSWER' },
        ],
      },
    },
    tag_ids: [7],
    createdDaysAgo: 9,
    comments: 1,
  },
  {
    business_post_type: 'NEW_MENU',
    title: '바스크 치즈케이크 매일 구워요',
    content: '오전 11시에 나오는 바스크 치즈케이크, 하루 20개만 구워요. #바스크치즈케이크',
    additional_data: { sale_type: 'DEFAULT', price: 6500, video_url: 'https://videos.dongnemarket.com/101/basque.mp4' },
    tag_ids: [2, 8],
    createdDaysAgo: 11,
    pictures: 2,
    comments: 5,
  },
  {
    business_post_type: 'DISCOUNT',
    title: '평일 오전 음료 할인',
    content: '평일 오전 11시 전에는 모든 음료를 1,000원 할인해요.',
    additional_data: { sale_type: 'DEFAULT', price: 4500, sale_price: 3500 },
    tag_ids: [1, 6],
    createdDaysAgo: 13,
    status: 'INACTIVE',
    comments: 1,
  },
  {
    business_post_type: 'NEWS',
    title: '테라스 자리가 생겼어요',
    content: '날이 좋을 때 테라스에서 커피 드세요. 반려견도 함께 오실 수 있어요 🐶',
    tag_ids: [9],
    createdDaysAgo: 16,
    pictures: 2,
    comments: 2,
  },
  {
    business_post_type: 'NOTICE',
    title: '영업시간이 바뀌어요',
    content: '11월부터 평일 8시에 문을 열고 저녁 9시에 닫아요. 주말은 10시부터예요.',
    tag_ids: [9],
    createdDaysAgo: 20,
    status: 'INACTIVE',
  },
  {
    business_post_type: 'DISCOUNT',
    title: '원두 200g 구매하면 드립백 증정',
    content: '매장 원두 200g을 사시면 드립백 3개를 같이 드려요. #원두 #드립백',
    additional_data: { sale_type: 'DEFAULT', price: 16000 },
    product_ids: [7102],
    linked_contents: [{ kind: 'COMMERCE_PRODUCT', id: 7102, title: '동네커피 블렌드 원두 200g' }],
    tag_ids: [1, 6],
    createdDaysAgo: 24,
    pictures: 1,
    comments: 2,
  },
  {
    business_post_type: 'EVENT',
    title: '무료 나눔 이벤트 당첨 안내',
    content: '이벤트 당첨자는 카카오톡 오픈채팅에서 확인해 주세요. https://open.kakao.com/o/dongnecoffee',
    tag_ids: [7],
    createdDaysAgo: 28,
    status: 'FORBIDDEN',
    comments: 1,
  },
  {
    business_post_type: 'NEW_MENU',
    title: '가을 한정 밤 라떼',
    content: '가을 한정 밤 라떼 판매를 마쳤어요. 내년에 다시 만나요.',
    additional_data: { sale_type: 'DEFAULT', price: 6000 },
    tag_ids: [1, 8],
    createdDaysAgo: 35,
    status: 'INACTIVE',
    pictures: 1,
  },
  {
    business_post_type: 'NEWS',
    title: '포장 용기를 바꿨어요',
    content: '일회용 컵 대신 다회용 컵을 빌려드려요. 텀블러를 가져오시면 300원 할인해요. #포장 #텀블러할인',
    tag_ids: [10],
    createdDaysAgo: 42,
    comments: 3,
  },
  {
    business_post_type: 'NOTICE',
    title: '주차 안내',
    content: '가게 앞은 주차할 수 없어요. @망원유수지 공영주차장을 이용해 주세요.',
    tag_ids: [9],
    createdDaysAgo: 50,
    disable_chatting: true,
  },
  {
    business_post_type: 'NEWS',
    title: '동네커피 망원점 문 열었어요',
    content: '망원동 골목에 작은 카페를 열었어요. 자주 놀러 오세요 ☕ #망원동카페 #오픈',
    tag_ids: [1, 9],
    createdDaysAgo: 60,
    pictures: 3,
    comments: 4,
  },
  {
    business_post_type: 'NEWS',
    title: '임시 휴업 안내',
    content: '내부 공사로 이틀 쉬었어요.',
    tag_ids: [9],
    createdDaysAgo: 70,
    status: 'DELETED',
  },
];

export const BAKERY_POSTS: PostSeed[] = [
  {
    business_post_type: 'NOTICE',
    title: '잠시 쉬어 가요',
    content: '가게 정비로 당분간 문을 닫아요. 다시 열면 소식으로 알려 드릴게요.',
    createdDaysAgo: 30,
    comments: 2,
  },
  {
    business_post_type: 'NEW_MENU',
    title: '옛날 단팥빵 다시 구워요',
    content: '어릴 적 그 맛 단팥빵이에요. #단팥빵 #연남동빵집',
    additional_data: { sale_type: 'DEFAULT', price: 2500 },
    tag_ids: [4, 8],
    createdDaysAgo: 64,
    pictures: 1,
    comments: 1,
  },
  {
    business_post_type: 'DISCOUNT',
    title: '마감 빵 봉투 할인',
    content: '저녁 8시 이후 남은 빵을 봉투에 담아 5,000원에 드려요.',
    additional_data: { sale_type: 'CLOSING_TIME_SALE', price: 9000, sale_price: 5000 },
    tag_ids: [4, 6],
    createdDaysAgo: 80,
    status: 'INACTIVE',
  },
];

export const COMMENT_TEXTS = [
  '와 맛있겠어요! 내일 가 볼게요 😋',
  '혹시 포장도 되나요?',
  '지난번에 먹어 봤는데 정말 맛있었어요.',
  '몇 시까지 하세요?',
  '주말에도 하나요?',
  '사장님 늘 친절하셔서 좋아요.',
  '강아지 데리고 가도 되나요?',
  '예약할 수 있을까요? 010-2345-6789로 연락 주세요.',
];

export const REPLY_TEXTS = [
  '네, 포장도 돼요. 감사해요!',
  '저녁 9시까지 해요 😊',
  '주말에는 오전 10시에 열어요.',
  '네 그럼요, 편하게 오세요.',
];

export const SNACK_POSTS: PostSeed[] = [
  {
    business_post_type: 'NEW_MENU',
    title: '떡볶이 맵기 단계 새로 나왔어요',
    content: '떡볶이 맵기를 1단계부터 4단계까지 고를 수 있어요. 처음이시면 2단계를 추천해요 🌶️',
    tag_ids: [5, 8],
    createdDaysAgo: 1,
    pictures: 1,
    comments: 3,
  },
  {
    business_post_type: 'DISCOUNT',
    title: '점심 김밥 세트 할인해요',
    content: '평일 11시부터 2시까지 김밥 두 줄과 라면 세트를 7,000원에 드려요.',
    tag_ids: [5, 6],
    createdDaysAgo: 10,
    comments: 2,
  },
];
