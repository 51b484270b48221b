/** 동네커피 망원점's orders over the last week: a few waiting, in progress and ready now, the rest finished. */
import type { components } from '@generated/openapi/pickup';

type Schemas = components['schemas'];

export type LineSeed = [menu: string, quantity: number, optionItems: string[]];

export interface OrderSeed {
  status: Schemas['OrderStatus'];
  /** Minutes ago, or [days ago, hour, minute] in Asia/Seoul. */
  at: number | [number, number, number];
  lines: LineSeed[];
  memo?: string;
  /** PREPARATION_COMPLETED / PICKUP_COMPLETED: re-notifications already sent. */
  reCount?: number;
  /** CANCELED: the status the order was in when it was canceled, and why. */
  canceledFrom?: 'ORDERED' | 'ACCEPTED' | 'PREPARATION_COMPLETED';
  cancelReason?: string;
}

export const ORDER_SEEDS: OrderSeed[] = [
  {
    status: 'ORDERED',
    at: 2,
    lines: [
      ['아메리카노', 2, ['라지']],
      ['소금빵', 2, []],
    ],
    memo: '얼음 적게 부탁드려요.',
  },
  { status: 'ORDERED', at: 4, lines: [['카페라떼', 1, ['레귤러', '오트 밀크', '1샷 추가']]] },
  {
    status: 'ORDERED',
    at: 7,
    lines: [
      ['말차라떼', 1, ['레귤러']],
      ['치즈케이크', 1, []],
      ['레몬에이드', 1, ['라지']],
    ],
    memo: '포크 2개 챙겨 주세요.',
  },
  { status: 'ACCEPTED', at: 12, lines: [['바닐라라떼', 2, ['레귤러']]] },
  {
    status: 'ACCEPTED',
    at: 18,
    lines: [
      ['아메리카노', 4, ['레귤러']],
      ['크루아상', 2, []],
      ['스콘', 2, []],
    ],
    memo: '회의용이에요. 캐리어에 담아 주세요.',
  },
  {
    status: 'ACCEPTED',
    at: 25,
    lines: [
      ['자몽에이드', 1, ['라지']],
      ['소금빵', 1, []],
    ],
  },
  {
    status: 'ACCEPTED',
    at: 33,
    lines: [
      ['아인슈페너', 1, []],
      ['에스프레소', 1, ['1샷 추가']],
    ],
  },
  { status: 'PREPARATION_COMPLETED', at: 35, lines: [['카라멜마키아토', 1, ['라지', '1샷 추가']]], reCount: 0 },
  {
    status: 'PREPARATION_COMPLETED',
    at: 41,
    lines: [
      ['초코라떼', 2, ['레귤러']],
      ['크루아상', 1, []],
    ],
    reCount: 1,
  },
  {
    status: 'PREPARATION_COMPLETED',
    at: 52,
    lines: [
      ['얼그레이 밀크티', 1, ['레귤러', '두유']],
      ['스콘', 1, []],
    ],
    memo: '도착하면 전화드릴게요.',
    reCount: 3,
  },
  {
    status: 'CANCELED',
    at: 60,
    lines: [['유자차', 1, ['레귤러']]],
    canceledFrom: 'ORDERED',
    cancelReason: '고객 요청으로 주문을 취소했어요.',
  },
  { status: 'PICKUP_COMPLETED', at: 70, lines: [['아메리카노', 1, ['레귤러', '1샷 추가']]] },
  {
    status: 'PICKUP_COMPLETED',
    at: 95,
    lines: [
      ['카페라떼', 2, ['레귤러', '바닐라 시럽']],
      ['소금빵', 3, []],
    ],
    reCount: 1,
  },
  { status: 'PICKUP_COMPLETED', at: 130, lines: [['레몬에이드', 2, ['레귤러']]] },
  {
    status: 'CANCELED',
    at: 150,
    lines: [
      ['티라미수', 2, []],
      ['아메리카노', 2, ['레귤러']],
    ],
    canceledFrom: 'ACCEPTED',
    cancelReason: '재료가 모두 떨어져서 준비할 수 없어요.',
  },
  {
    status: 'PICKUP_COMPLETED',
    at: 180,
    lines: [
      ['콜드브루', 1, ['라지']],
      ['치즈케이크', 1, []],
    ],
    memo: '빨대는 빼 주세요.',
  },
  {
    status: 'PICKUP_COMPLETED',
    at: [1, 10, 20],
    lines: [
      ['아메리카노', 3, ['레귤러']],
      ['소금빵', 3, []],
    ],
  },
  {
    status: 'PICKUP_COMPLETED',
    at: [1, 13, 5],
    lines: [
      ['마카롱 세트 (3개입)', 1, []],
      ['카페라떼', 1, ['라지']],
    ],
  },
  {
    status: 'CANCELED',
    at: [1, 18, 40],
    lines: [['아인슈페너', 2, []]],
    canceledFrom: 'ORDERED',
    cancelReason: '매장 사정으로 오늘 영업을 일찍 마감해요.',
  },
  { status: 'PICKUP_COMPLETED', at: [2, 9, 40], lines: [['바닐라라떼', 1, ['레귤러', '오트 밀크']]] },
  {
    status: 'PICKUP_COMPLETED',
    at: [2, 17, 30],
    lines: [
      ['아메리카노', 6, ['레귤러']],
      ['에스프레소', 2, []],
      ['크루아상', 4, []],
    ],
    memo: '영수증 꼭 챙겨 주세요.',
  },
  { status: 'PICKUP_COMPLETED', at: [3, 12, 10], lines: [['말차라떼', 2, ['라지']]], reCount: 2 },
  {
    status: 'CANCELED',
    at: [3, 15, 10],
    lines: [['초코라떼', 1, ['라지']]],
    canceledFrom: 'PREPARATION_COMPLETED',
    cancelReason: '픽업하지 않으셔서 고객과 통화한 뒤 취소했어요.',
  },
  {
    status: 'PICKUP_COMPLETED',
    at: [4, 8, 50],
    lines: [
      ['아메리카노', 1, ['레귤러']],
      ['크루아상', 1, []],
    ],
  },
  {
    status: 'PICKUP_COMPLETED',
    at: [4, 19, 15],
    lines: [
      ['자몽에이드', 2, ['레귤러']],
      ['치즈케이크', 2, []],
    ],
  },
  { status: 'PICKUP_COMPLETED', at: [5, 11, 30], lines: [['카페라떼', 2, ['레귤러', '캐러멜 시럽']]] },
  {
    status: 'CANCELED',
    at: [6, 12, 0],
    lines: [
      ['크루아상', 2, []],
      ['카페라떼', 2, ['레귤러']],
    ],
    canceledFrom: 'ACCEPTED',
    cancelReason: '고객 요청으로 주문을 취소했어요.',
  },
  {
    status: 'PICKUP_COMPLETED',
    at: [6, 14, 45],
    lines: [
      ['티라미수', 1, []],
      ['아메리카노', 2, ['라지']],
    ],
  },
  {
    status: 'PICKUP_COMPLETED',
    at: [7, 10, 5],
    lines: [
      ['콜드브루', 2, ['레귤러']],
      ['스콘', 2, []],
    ],
  },
  {
    status: 'PICKUP_COMPLETED',
    at: [7, 16, 20],
    lines: [
      ['청포도에이드', 1, ['레귤러']],
      ['소금빵', 2, []],
    ],
  },
];
