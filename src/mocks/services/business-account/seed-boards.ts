/** Seeded boards of the demo accounts: pricing, operation times, quests, rewards, missions, inspections. */
import { addDays, toKstIso } from '../../core/time';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import type { BusinessAccountState, PricingRow, QuestRow, RewardRow, Schemas } from './state';

const { active, inspection, dormant } = DEMO_ACCOUNT_IDS;
const PRICING_IMAGES = 'https://images.dongnemarket.com/pricing';

export function seedBoards(state: BusinessAccountState, now: Date, nextId: () => number): void {
  const at = (days: number, hour = 10, minute = 0) => toKstIso(addDays(now, days, hour, minute));
  const accountOf = (id: number) => state.accounts.find((account) => account.id === id)!;

  const pricing = (
    businessAccountId: number,
    name: string,
    price: number | null,
    description: string,
    imageCount: number,
  ): PricingRow => {
    const id = nextId();
    return {
      id,
      businessAccountId,
      name,
      price,
      description,
      imageUrls: Array.from({ length: imageCount }, (_, index) => `${PRICING_IMAGES}/${id}-${index + 1}/640x640.png`),
      displayOrder: state.pricings.filter((row) => row.businessAccountId === businessAccountId).length + 1,
      updatedAt: at(-12, 16),
    };
  };
  for (const [name, price, description, images] of [
    ['아메리카노', 4500, '직접 볶은 원두 (HOT/ICE)', 0],
    ['카페라떼', 5000, '고소한 우유와 에스프레소', 0],
    ['바닐라빈 라떼', 5500, '마다가스카르 바닐라빈 시럽', 2],
    ['핸드드립', 6500, '오늘의 싱글오리진, 15분 걸려요', 1],
    ['수제 크로플', 6000, '아이스크림 추가 1,000원', 3],
    ['홀케이크 예약', null, '사이즈와 문구에 따라 달라요', 1],
  ] as const) {
    state.pricings.push(pricing(active, name, price, description, images));
  }
  for (const [name, price, description] of [
    ['국물떡볶이', 4500, '맵기 조절 가능해요'],
    ['참치김밥', 3500, ''],
    ['모둠순대', 4000, '간, 허파 포함'],
  ] as const) {
    state.pricings.push(pricing(inspection, name, price, description, 0));
  }

  const day = (
    weekday: Schemas['Weekday'],
    openTime: string | null,
    closeTime = '21:00',
    breakTime?: [string, string],
  ): Schemas['OperationTime'] =>
    openTime === null
      ? { weekday, dayType: 'CLOSED' }
      : {
          weekday,
          dayType: 'OPEN',
          openTime,
          closeTime,
          ...(breakTime ? { breakTimes: [{ startTime: breakTime[0], endTime: breakTime[1] }] } : {}),
        };
  accountOf(active).operationTimes = {
    businessAccountId: active,
    operationType: 'REGULAR',
    operationTimes: [
      day('monday', '08:00'),
      day('tuesday', '08:00'),
      day('wednesday', '08:00'),
      day('thursday', '08:00'),
      // Friday nights until 1 a.m. (the day's clock goes on past midnight: 25:00).
      day('friday', '08:00', '25:00'),
      day('saturday', '10:00', '22:00'),
      day('sunday', '10:00', '20:00'),
    ],
    holidayNote: '설날, 추석 당일은 쉬어요.',
    updatedAt: at(-30, 11),
  };
  accountOf(inspection).operationTimes = {
    businessAccountId: inspection,
    operationType: 'REGULAR',
    operationTimes: [
      day('monday', null),
      ...(['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const).map((weekday) =>
        day(weekday, '11:00', '20:30', ['15:00', '16:30']),
      ),
      day('sunday', '12:00', '19:00'),
    ],
    holidayNote: '매주 월요일 정기 휴무예요.',
    updatedAt: at(-19, 15),
  };

  seedQuests(state, at, nextId);
  seedInspections(state, at, nextId);
}

type At = (days: number, hour?: number, minute?: number) => string;

function seedQuests(state: BusinessAccountState, at: At, nextId: () => number): void {
  const quest = (
    business_account_id: number,
    title: string,
    startedDaysAgo: number,
    items: [Schemas['QuestItemType'], number | null][],
    reward: QuestRow['reward'],
  ): QuestRow => ({
    id: nextId(),
    business_account_id,
    title,
    items: items.map(([quest_item_type, doneDaysAgo]) => ({
      quest_item_type,
      completed_at: doneDaysAgo === null ? null : at(-doneDaysAgo, 15),
    })),
    started_at: at(-startedDaysAgo, 0),
    ends_at: at(-startedDaysAgo + 30, 23, 59),
    reward,
    reward_id: null,
  });
  const firstSteps = quest(
    active,
    '비즈프로필 첫걸음',
    90,
    [
      ['WRITE_POSTS', 88],
      ['CREATE_OPERATION_TIME', 87],
    ],
    { title: '광고 캐시 10,000원', reward_type: 'AD_CASH', amount: 10000 },
  );
  const postStreak = quest(
    active,
    '소식 꾸준히 올리기',
    60,
    [
      ['BUSINESS_POST_QUEST', 40],
      ['CREATE_BUSINESS_POST', 55],
    ],
    { title: '광고비 30% 할인 쿠폰', reward_type: 'COUPON', amount: null },
  );
  const regulars = quest(
    active,
    '단골 맞이 준비하기',
    6,
    [
      ['UPLOAD_BACKGROUND_IMAGE', 5],
      ['WRITE_DESCRIPTION', 5],
      ['WRITE_BUSINESS_HOURS', 4],
      ['CREATE_PRICING', 3],
      ['CREATE_COUPON', null],
      ['CREATE_BUSINESS_POST', null],
      ['BUSINESS_POST_QUEST', null],
    ],
    { title: '광고 캐시 20,000원', reward_type: 'AD_CASH', amount: 20000 },
  );
  const snackStart = quest(
    inspection,
    '한끼분식 시작하기',
    14,
    [
      ['CREATE_OPERATION_TIME', 13],
      ['CREATE_PRICING', 12],
      ['UPLOAD_BACKGROUND_IMAGE', null],
      ['WRITE_DESCRIPTION', null],
    ],
    { title: '동네 새내기 배지', reward_type: 'BADGE', amount: null },
  );
  state.quests.push(firstSteps, postStreak, regulars, snackStart);

  const reward = (
    questRow: QuestRow,
    status: Schemas['RewardStatus'],
    issuedDaysAgo: number | null,
    expiresInDays: number | null,
  ): RewardRow => ({
    id: nextId(),
    business_account_id: questRow.business_account_id,
    quest_id: questRow.id,
    ...questRow.reward,
    status,
    issued_at: issuedDaysAgo === null ? null : at(-issuedDaysAgo, 9),
    expires_at: expiresInDays === null ? null : at(expiresInDays, 23, 59),
  });
  const issued = reward(firstSteps, 'ISSUED', 86, 30);
  const used = reward(postStreak, 'USED', 39, 20);
  firstSteps.reward_id = issued.id;
  postStreak.reward_id = used.id;
  const expired: RewardRow = {
    ...reward(firstSteps, 'EXPIRED', 200, -20),
    title: '광고 캐시 3,000원',
    amount: 3000,
  };
  const ready: RewardRow = {
    ...reward(postStreak, 'READY', null, null),
    title: '꾸준한 사장님 배지',
    reward_type: 'BADGE',
    amount: null,
  };
  state.rewards.push(issued, used, expired, ready);

  const mission = (
    business_account_id: number,
    title: string,
    description: string,
    quest_item_type: Schemas['QuestItemType'],
    progress: number,
    goal: number,
    reward_type: Schemas['RewardType'],
    reward_amount: number | null,
    endsInDays: number,
  ) => ({
    id: nextId(),
    business_account_id,
    title,
    description,
    quest_item_type,
    progress,
    goal,
    reward_type,
    reward_amount,
    ends_at: at(endsInDays, 23, 59),
  });
  state.missions.push(
    mission(
      active,
      '3주 연속 소식 올리기',
      '매주 소식을 1개 이상 올려 주세요.',
      'BUSINESS_POST_QUEST',
      1,
      3,
      'AD_CASH',
      5000,
      15,
    ),
    mission(
      active,
      '이번 달 소식 5개 올리기',
      '새 메뉴, 휴무, 이벤트 소식을 알려 주세요.',
      'WRITE_POSTS',
      2,
      5,
      'COUPON',
      null,
      9,
    ),
    mission(
      inspection,
      '첫 소식 올리기',
      '가게를 소개하는 첫 소식을 올려 보세요.',
      'CREATE_BUSINESS_POST',
      0,
      1,
      'BADGE',
      null,
      30,
    ),
  );
}

function seedInspections(state: BusinessAccountState, at: At, nextId: () => number): void {
  const businessNumberOf = (id: number) =>
    state.accounts.find((account) => account.id === id)?.businessRegistration?.businessNumber ?? '1104512347';
  const inspectionRow = (
    businessAccountId: number,
    inspectionSetId: number,
    businessType: Schemas['BusinessType'],
    state_: Schemas['InspectionState'],
    requestedDaysAgo: number,
    rejection: [Schemas['InspectionRejectionReason'], string] | null = null,
  ): Schemas['Inspection'] => ({
    id: nextId(),
    businessAccountId,
    inspectionSetId,
    businessNumber: businessNumberOf(businessAccountId),
    businessType,
    state: state_,
    requestedAt: at(-requestedDaysAgo, 11),
    reviewedAt: state_ === 'PENDING' ? null : at(-requestedDaysAgo + 2, 17),
    rejectionReason: rejection?.[0] ?? null,
    rejectionMessage: rejection?.[1] ?? null,
  });
  const mixedSide = state.accounts.find((account) => account.name === '연희 엄마반찬')!.id;
  state.inspections.push(
    inspectionRow(active, 501, 'GENERAL_TAXPAYER', 'APPROVED', 600),
    inspectionRow(inspection, 501, 'SIMPLIFIED_TAXPAYER', 'REJECTED', 12, [
      'INVALID_BUSINESS_LICENSE',
      '사업자등록증 사진이 흐려서 등록번호를 읽을 수 없어요. 다시 찍어 올려 주세요.',
    ]),
    inspectionRow(inspection, 501, 'SIMPLIFIED_TAXPAYER', 'PENDING', 1),
    inspectionRow(mixedSide, 501, 'SELF_EMPLOYED', 'REJECTED', 10, [
      'INVALID_INPUT',
      '입력한 개업일과 사업자등록증의 개업일이 달라요.',
    ]),
  );

  // Drafts: 합정 꽃배달 stopped after the business number; 연희 엄마반찬's and 102's are what they sent.
  const flowerShop = state.accounts.find((account) => account.name === '합정 꽃배달')!.id;
  const draft = (businessAccountId: number, fields: Partial<Schemas['InspectionDraft']>, savedDaysAgo: number) => ({
    businessAccountId,
    businessRegistrationImageUrls: [],
    answers: [],
    completedSteps: [],
    ...fields,
    updatedAt: at(-savedDaysAgo, 15),
  });
  state.inspectionDrafts.push(
    draft(
      flowerShop,
      {
        bizProfileConfirmed: true,
        businessNumber: '1050123455',
        // Filled by the number's lookup when step 2 was saved, as 저장하고 다음 does.
        businessType: 'GENERAL_TAXPAYER',
        completedSteps: ['BIZPROFILE_INFO', 'BUSINESS_NUMBER'],
      },
      1,
    ),
    draft(
      mixedSide,
      {
        bizProfileConfirmed: true,
        businessNumber: '2208100016',
        businessType: 'SELF_EMPLOYED',
        businessRegistrationImageUrls: ['https://images.dongnemarket.com/business/inspection/yeonhui-license.jpg'],
        mailOrderSaleNotRegistered: true,
        answers: [
          { key: 'storeSignName', text: '연희 엄마반찬' },
          { key: 'openedOn', date: '2025-09-01' },
        ],
        completedSteps: [
          'BIZPROFILE_INFO',
          'BUSINESS_NUMBER',
          'BUSINESS_INFO',
          'BUSINESS_REGISTRATION_IMAGE',
          'MAIL_ORDER_SALE_REGISTRATION_NUMBER',
          'DYNAMIC',
        ],
      },
      11,
    ),
    // 102's request under review: what it sent, every step finished.
    draft(
      inspection,
      {
        bizProfileConfirmed: true,
        businessNumber: businessNumberOf(inspection),
        businessType: 'SIMPLIFIED_TAXPAYER',
        businessRegistrationImageUrls: ['https://images.dongnemarket.com/business/inspection/hankki-license.jpg'],
        mailOrderSaleNotRegistered: true,
        answers: [
          { key: 'storeSignName', text: '한끼분식' },
          { key: 'openedOn', date: '2021-07-15' },
        ],
        completedSteps: [
          'BIZPROFILE_INFO',
          'BUSINESS_NUMBER',
          'BUSINESS_INFO',
          'BUSINESS_REGISTRATION_IMAGE',
          'MAIL_ORDER_SALE_REGISTRATION_NUMBER',
          'DYNAMIC',
        ],
      },
      2,
    ),
  );

  const profileRow = (
    businessAccountId: number,
    name: string,
    categoryId: number,
    state_: Schemas['InspectionState'],
    requestedDaysAgo: number,
    rejection: [Schemas['InspectionRejectionReason'], string] | null = null,
  ) => ({
    id: nextId(),
    businessAccountId,
    state: state_,
    name,
    categoryId,
    address: null,
    requestedAt: at(-requestedDaysAgo, 13),
    reviewedAt: state_ === 'PENDING' ? null : at(-requestedDaysAgo + 1, 18),
    rejectionReason: rejection?.[0] ?? null,
    rejectionMessage: rejection?.[1] ?? null,
  });
  const flowerId = state.accounts.find((account) => account.name === '합정 꽃배달')!.id;
  state.profileInspections.push(
    profileRow(active, '동네커피 망원본점', 1001, 'REJECTED', 200, [
      'INVALID_BIZ_PROFILE',
      '본점이 아닌 지점이라 "본점"을 이름에 쓸 수 없어요.',
    ]),
    profileRow(active, '동네커피 망원점', 1001, 'APPROVED', 190),
    profileRow(inspection, '한끼분식 합정점', 1012, 'REJECTED', 9, [
      'CATEGORY_NOT_ALLOWED',
      '주류 판매 업종은 주류 통신판매 승인서가 있어야 해요.',
    ]),
    profileRow(inspection, '한끼분식&포차 합정점', 1002, 'REJECTED', 5, [
      'CUSTOM',
      '간판 사진의 상호와 요청한 이름이 달라요. 간판 사진을 함께 올려 주세요.',
    ]),
    profileRow(dormant, '옛날빵집 파주점', 1003, 'REJECTED', 400, [
      'REGION_NOT_ALLOWED',
      '아직 서비스하지 않는 지역이에요.',
    ]),
    profileRow(flowerId, '합정 꽃배달 & 꽃집', 1005, 'PENDING', 1),
    profileRow(mixedSide, '연희 엄마반찬 (무료배달)', 1008, 'REJECTED', 8, [
      'INVALID_INPUT',
      '이름에 광고 문구를 넣을 수 없어요.',
    ]),
  );
}
