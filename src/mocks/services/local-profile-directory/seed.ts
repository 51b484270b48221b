import type { LocalProfile } from '@generated/graphql/local-profile/schema';

/** Neighbourhood shops (local profiles) a brand can find and link as branches. */
const SHOPS: readonly [name: string, jibun: string, road: string, flags: string][] = [
  ['동네커피 망원점', '서울 마포구 망원동 412-3', '서울 마포구 포은로 88', 'CR'],
  ['동네커피 합정점', '서울 마포구 합정동 369-11', '서울 마포구 독막로 12', 'C'],
  ['동네커피 연남점', '서울 마포구 연남동 239-5', '서울 마포구 동교로 241', 'CR'],
  ['동네커피 상수점', '서울 마포구 상수동 93-2', '서울 마포구 와우산로 19', ''],
  ['동네커피 성산점', '서울 마포구 성산동 160-8', '서울 마포구 월드컵로 190', 'R'],
  ['동네커피 신촌점', '서울 서대문구 창천동 18-30', '서울 서대문구 연세로 11', 'C'],
  ['동네커피 연희점', '서울 서대문구 연희동 130-1', '서울 서대문구 연희로 85', ''],
  ['한끼분식 합정점', '서울 마포구 합정동 412-9', '서울 마포구 양화로 45', 'R'],
  ['옛날빵집 연남점', '서울 마포구 연남동 227-14', '서울 마포구 성미산로 161', 'C'],
  ['깔끔홈케어', '서울 마포구 서교동 395-166', '서울 마포구 잔다리로 30', 'S'],
  ['마포 에어컨 청소 전문', '서울 마포구 망원동 481-20', '서울 마포구 월드컵로 25', 'S'],
  ['연남꽃집', '서울 마포구 연남동 223-53', '서울 마포구 동교로 259', 'C'],
  ['망원 수선집', '서울 마포구 망원동 402-1', '서울 마포구 망원로 54', ''],
  ['서교 도배장판', '서울 마포구 서교동 481-3', '서울 마포구 양화로 120', 'S'],
  ['합정 필라테스', '서울 마포구 합정동 381-4', '서울 마포구 월드컵로 3', 'R'],
  ['성미산 반찬가게', '서울 마포구 성산동 250-12', '서울 마포구 성미산로 17', 'CR'],
];

/** The brand 동네커피's branch shops the branch seed links (their ids are the branches' localProfileId). */
const BRANCH_SHOPS: readonly [id: number, name: string, jibun: string, road: string][] = [
  [8201, '동네커피 망원역점', '서울 마포구 망원동 383-1', '서울 마포구 월드컵로 77'],
  [8202, '동네커피 합정역점', '서울 마포구 합정동 414-2', '서울 마포구 양화로 45'],
  [8203, '동네커피 서교점', '서울 마포구 서교동 338-7', '서울 마포구 와우산로 29'],
  [8207, '동네커피 공덕점', '서울 마포구 공덕동 256-12', '서울 마포구 마포대로 92'],
  [8208, '동네커피 아현점', '서울 마포구 아현동 613-3', '서울 마포구 신촌로 270'],
  [8303, '동네커피 이대점', '서울 서대문구 대현동 56-34', '서울 서대문구 이화여대길 52'],
];

const ACCOUNT_OF: Readonly<Record<string, number>> = {
  '동네커피 망원점': 101,
  '한끼분식 합정점': 102,
  '옛날빵집 연남점': 103,
};

export function seedLocalProfileDirectory(): LocalProfile[] {
  const shops = [
    ...SHOPS.map(([name, jibun, road, flags], index) => [8001 + index, name, jibun, road, flags] as const),
    ...BRANCH_SHOPS.map(([id, name, jibun, road]) => [id, name, jibun, road, ''] as const),
  ];
  return shops.map(([id, name, jibunAddress, roadAddress, flags]) => ({
    id: localProfileKey(id),
    name,
    jibunAddress,
    roadAddress,
    businessAccountId: ACCOUNT_OF[name] !== undefined ? String(ACCOUNT_OF[name]) : null,
    hasCommerce: flags.includes('C'),
    hasReservation: flags.includes('R'),
    hasServiceField: flags.includes('S'),
  }));
}

/** The GraphQL id of a local profile (`lp-8001`) and the number the REST services use (8001). */
export const localProfileKey = (id: number) => `lp-${id}`;
export const localProfileNumber = (key: string) => Number(key.replace(/^lp-/, ''));
