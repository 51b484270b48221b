/** Reviews the demo businesses received: every media type, answered and unanswered, customer replies. */
import type { components } from '@generated/openapi/customer';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { addDays, toKstIso } from '../../core/time';
import { knownCustomers } from './extra-customers';
import type { ReviewRow } from './state';

type MediaType = components['schemas']['ReviewMediaType'];

interface ReviewSeed {
  rating: number | null;
  content: string;
  media: MediaType[];
  likes: number;
  answer?: string;
  reply?: string;
}

const CAFE_REVIEWS: ReviewSeed[] = [
  {
    rating: 5,
    content: '망원동에서 라떼가 제일 맛있는 곳이에요. 우유 거품이 정말 부드러워요.',
    media: ['PHOTO', 'PHOTO'],
    likes: 42,
    answer: '늘 찾아 주셔서 감사해요. 다음에도 부드러운 라떼로 보답할게요.',
    reply: '다음 주에 친구랑 또 갈게요!',
  },
  {
    rating: 5,
    content: '스콘이 겉은 바삭하고 속은 촉촉해요. 클로티드 크림이랑 같이 꼭 드세요.',
    media: ['PHOTO'],
    likes: 31,
  },
  {
    rating: 4,
    content: '창가 자리가 햇볕이 잘 들어서 책 읽기 좋아요. 주말엔 자리가 금방 차요.',
    media: ['VIDEO'],
    likes: 18,
    answer: '주말에는 오전 시간이 조금 여유로워요. 좋은 자리 잡으시길 바라요.',
  },
  { rating: 5, content: '핸드드립 원두를 추천해 주셔서 마셔 봤는데 산미가 딱 좋았어요.', media: [], likes: 9 },
  {
    rating: 3,
    content: '커피는 맛있는데 점심시간에는 주문이 좀 밀려요. 조금 기다렸어요.',
    media: [],
    likes: 5,
    answer: '기다리시게 해서 죄송해요. 점심시간에 한 분 더 일하도록 바꿨어요.',
  },
  {
    rating: 5,
    content: '밤 크림 라떼 시즌 메뉴 최고예요. 달지 않고 고소해요.',
    media: ['PHOTO', 'EXTERNAL_PHOTO'],
    likes: 27,
  },
  {
    rating: null,
    content: '배달앱에서 주문했던 후기 옮겨 왔어요. 포장이 꼼꼼해서 하나도 안 흘렀어요.',
    media: ['THIRDPARTY_PHOTO'],
    likes: 3,
  },
  {
    rating: 4,
    content: '강아지 데리고 갔는데 물그릇도 챙겨 주셔서 감사했어요.',
    media: ['PHOTO'],
    likes: 22,
    answer: '다음에도 댕댕이랑 같이 놀러 오세요.',
    reply: '네 또 갈게요 🐶',
  },
  {
    rating: 5,
    content: '케이크 예약했는데 레터링까지 예쁘게 해 주셨어요. 생일 파티 잘 했어요.',
    media: ['PHOTO', 'PHOTO', 'VIDEO'],
    likes: 35,
  },
  { rating: 2, content: '아이스 아메리카노가 조금 연했어요. 샷 추가하니 괜찮았어요.', media: [], likes: 1 },
  {
    rating: 5,
    content: '아침 8시에 문 여는 카페가 동네에 있어서 너무 좋아요. 출근길에 들러요.',
    media: [],
    likes: 14,
    answer: '출근길에 힘이 되는 한 잔이 되도록 할게요.',
  },
  { rating: 4, content: '콜드브루 원액을 병으로 파셔서 집에서도 마시고 있어요.', media: ['EXTERNAL_PHOTO'], likes: 8 },
  {
    rating: null,
    content: '지도 리뷰에서 가져온 사진이에요. 간판이 귀여워서 찾기 쉬웠어요.',
    media: ['THIRDPARTY_PHOTO', 'THIRDPARTY_PHOTO'],
    likes: 2,
  },
  { rating: 5, content: '바닐라빈 라떼에 진짜 바닐라빈이 들어가요. 향이 좋아요.', media: ['PHOTO'], likes: 19 },
  {
    rating: 4,
    content: '노트북 하기 좋은 자리가 있고 콘센트도 넉넉해요.',
    media: [],
    likes: 11,
    answer: '편하게 작업하다 가세요. 와이파이 비밀번호는 계산대에 있어요.',
  },
  { rating: 5, content: '뱅쇼 시작했다고 해서 바로 갔어요. 계피 향이 은은해요.', media: ['VIDEO'], likes: 16 },
  { rating: 3, content: '디저트 종류가 조금 더 많으면 좋겠어요.', media: [], likes: 4 },
  {
    rating: 5,
    content: '사장님이 친절하시고 원두 설명을 자세히 해 주셔서 좋았어요.',
    media: ['PHOTO'],
    likes: 24,
    answer: '원두 이야기는 언제든 환영이에요. 감사해요.',
  },
  { rating: 4, content: '쿠폰 받아서 아메리카노 무료로 마셨어요. 감사합니다.', media: [], likes: 6 },
  { rating: 5, content: '망원시장 구경하고 들르기 딱 좋은 위치예요.', media: ['EXTERNAL_PHOTO', 'PHOTO'], likes: 13 },
  {
    rating: 1,
    content: '테이크아웃 컵 뚜껑이 잘 안 닫혀서 조금 쏟았어요.',
    media: ['PHOTO'],
    likes: 0,
    answer: '불편을 드려 죄송해요. 컵 뚜껑을 다른 제품으로 바꿨어요. 다음 방문 때 말씀해 주시면 음료 한 잔 드릴게요.',
  },
  { rating: 5, content: '크리스마스 원두 블렌드 선물용으로 샀는데 포장이 예뻐요.', media: ['PHOTO'], likes: 10 },
  { rating: 4, content: '비 오는 날 창밖 보면서 마시는 라떼가 최고예요.', media: [], likes: 7 },
  {
    rating: 5,
    content: '말차 라떼가 진하고 쌉싸름해서 좋아요. 단골 될 것 같아요.',
    media: ['VIDEO', 'PHOTO'],
    likes: 20,
  },
  { rating: 4, content: '가격이 착하고 양도 넉넉해요. 큰 사이즈 추천해요.', media: [], likes: 5 },
];

const SNACK_REVIEWS: ReviewSeed[] = [
  { rating: 5, content: '떡볶이 국물이 진하고 튀김이 바삭해요.', media: ['PHOTO'], likes: 12 },
  {
    rating: 4,
    content: '김밥 재료가 꽉 차 있어요. 점심으로 딱이에요.',
    media: [],
    likes: 6,
    answer: '맛있게 드셔 주셔서 감사해요.',
  },
  { rating: 3, content: '매운 단계가 생각보다 매웠어요.', media: [], likes: 2 },
  { rating: null, content: '배달앱 후기 옮겨요. 순대가 쫄깃해요.', media: ['THIRDPARTY_PHOTO'], likes: 1 },
];

export function seedReviews(now: Date, nextId: () => number): ReviewRow[] {
  return [
    ...reviewsOf(DEMO_ACCOUNT_IDS.active, '동네커피 망원점', CAFE_REVIEWS, now, nextId),
    ...reviewsOf(DEMO_ACCOUNT_IDS.inspection, '한끼분식 합정점', SNACK_REVIEWS, now, nextId),
  ];
}

function reviewsOf(
  accountId: number,
  accountName: string,
  seeds: readonly ReviewSeed[],
  now: Date,
  nextId: () => number,
): ReviewRow[] {
  return seeds.map((seed, index) => {
    const id = nextId();
    const author = knownCustomers[(index * 5 + accountId) % knownCustomers.length]!;
    const createdAt = addDays(now, -(index * 2 + 1), 11 + (index % 9), (index * 13) % 60);
    const comments: ReviewRow['comments'] = [];
    if (seed.answer) {
      comments.push({
        id: nextId(),
        role: 'SELLER',
        authorName: accountName,
        content: seed.answer,
        createdAt: toKstIso(addDays(createdAt, 0.25)),
      });
    }
    if (seed.reply) {
      comments.push({
        id: nextId(),
        role: 'BUYER',
        authorName: author.nickname,
        content: seed.reply,
        createdAt: toKstIso(addDays(createdAt, 0.5)),
      });
    }
    return {
      id,
      accountId,
      authorId: author.id,
      rating: seed.rating,
      content: seed.content,
      media: seed.media.map((type, position) => mediaOf(id, position, type, nextId())),
      likeCount: seed.likes,
      createdAt: toKstIso(createdAt),
      comments,
    };
  });
}

function mediaOf(reviewId: number, position: number, type: MediaType, id: number): ReviewRow['media'][number] {
  const base =
    type === 'VIDEO'
      ? `https://videos.dongnemarket.com/reviews/${reviewId}/${position}.mp4`
      : type === 'PHOTO'
        ? `https://images.dongnemarket.com/reviews/${reviewId}/${position}/640x640.png`
        : `https://images.dongnemarket.com/external/${type.toLowerCase()}/${reviewId}-${position}/640x640.png`;
  return {
    id,
    type,
    url: base,
    thumbnailUrl: `https://images.dongnemarket.com/reviews/${reviewId}/${position}/256x256.png`,
  };
}
