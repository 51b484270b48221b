/**
 * Korean copy of the profile's info pages, the search pickers and profile creation (issues 14 and
 * 15, helper `info`). Kept apart from messages.ts so screens built in parallel do not edit one file.
 */
export const pickerMessages = {
  searching: '찾고 있어요…',
  retryBelow: '아래 다시 시도를 눌러 주세요.',
  category: {
    placeholder: '업종 이름으로 찾기 (예: 카페, 꽃집)',
    prompt: '업종 이름을 입력하면 찾아 드려요.',
    empty: '찾는 업종이 없어요. 다른 이름으로 찾아 주세요.',
  },
  address: {
    placeholder: '도로명, 지번, 건물 이름으로 찾기',
    prompt: '예) 포은로 94, 망원동 415-12, 망원시장',
    empty: '찾는 주소가 없어요. 도로명과 건물 번호를 확인해 주세요.',
    /** The provider found the query too vague (spec 000 §8): nothing is shown, this says why. */
    tooVague: '검색어가 너무 짧거나 넓어요. 도로명과 건물 번호처럼 더 자세히 입력해 주세요.',
    detail: '상세 주소',
    detailPlaceholder: '동, 호수, 층 (선택)',
    chosen: '고른 주소',
    lot: '지번',
  },
} as const;

export const infoMessages = {
  overview: {
    title: '비즈프로필 정보',
    /** The back link of the pages under it (it is an overview, not a list: issue 25). */
    back: '비즈프로필 정보로',
    intro: '손님이 보는 비즈프로필 정보예요. 비어 있는 항목을 채우면 손님이 가게를 더 쉽게 찾아요.',
    filled: '입력함',
    missing: '입력 필요',
    edit: '수정하기',
    fill: '입력하기',
    view: '자세히 보기',
    completion: (percent: number) => `프로필 완성도 ${percent}%`,
    partsDone: (done: number, total: number, left: readonly string[]) =>
      left.length === 0 ? `${total}개 모두 완료했어요.` : `${total}개 중 ${done}개 완료 · 남은 일: ${left.join(', ')}`,
    toManagement: '프로필 관리에서 채우기',
    groups: {
      base: '기본 정보',
      introduction: '소개와 사진',
      account: '계정 정보',
      business: '사업자 정보',
    },
    items: {
      name: '이름',
      category: '업종',
      phone: '전화번호',
      address: '주소',
      introduction: '소개',
      promotionText: '홍보 문구',
      noticeText: '공지',
      websiteUrl: '홈페이지',
      profileImage: '프로필 사진',
      backgroundImages: '배경 사진',
      ownerType: '운영 주체',
      locationType: '위치 종류',
      region: '동네',
      verification: '사업자 인증',
    },
    notNeeded: '필요 없어요',
    photos: (count: number) => `${count}장`,
    verified: '인증 완료',
    ownerTypes: { PERSONAL: '개인', BIZ: '사업자' },
    locationTypes: { ACTUAL: '매장이 있어요', SERVICE: '찾아가는 서비스예요', NONE: '위치가 없어요' },
  },
  base: {
    label: '기본 정보',
    title: '기본 정보',
    nameFree: '쓸 수 있는 이름이에요.',
    nameRefused: '이 이름은 쓸 수 없어요. 다른 이름을 입력해 주세요.',
    /** A local profile of a similar name nearby: a warning, the merchant decides. */
    nearby: (names: string) =>
      `근처에 이름이 비슷하거나 주소가 같은 동네 프로필이 있어요: ${names}. 손님이 헷갈리지 않게 이름과 주소를 확인해 주세요.`,
    nearbyItem: (name: string, address: string, meters: number) => `${name}(${address}, ${meters}m)`,
    /** The warning for the nearby look-alikes (the first two), or nothing when there are none. */
    nearbyOf(found: readonly { name: string; roadAddress: string; distanceMeters: number }[]): string | undefined {
      if (found.length === 0) return undefined;
      const names = found
        .slice(0, 2)
        .map((profile) => this.nearbyItem(profile.name, profile.roadAddress, profile.distanceMeters));
      return this.nearby(names.join(', '));
    },
  },
  account: {
    label: '계정 정보',
    title: '계정 정보',
    note: '매장이 있어요를 고르면 기본 정보에 매장 주소가 있어야 해요.',
  },
  introduction: {
    label: '소개와 사진',
    title: '소개와 사진',
    introductionPlaceholder: '가게를 처음 보는 손님에게 어떤 곳인지 알려 주세요.',
  },
  business: {
    title: '사업자 정보',
    intro: '사업자 인증을 마치면 손님에게 인증된 가게로 보여요. 사업자 정보는 인증을 거쳐서만 바꿀 수 있어요.',
    empty: '아직 사업자 정보가 없어요.',
    emptyHint: '사업자등록증으로 인증하면 여기에 보여요.',
    verified: '사업자 인증을 마쳤어요.',
    notVerified: '사업자 인증 전이에요.',
    inspection: '사업자 인증하기',
    /** A verified registration changes only through 사업자 검수: the way there (issue 25). */
    change: '사업자 검수에서 바꾸기',
    mailOrderMissing: '신고번호 없음',
    types: {
      GENERAL_TAXPAYER: '일반과세자',
      SIMPLIFIED_TAXPAYER: '간이과세자',
      TAX_FREE: '면세사업자',
      SELF_EMPLOYED: '개인사업자(기타)',
      COOPERATIVE: '협동조합',
      INVALID: '확인할 수 없는 사업자',
    },
  },
} as const;

export const createMessages = {
  title: '비즈프로필 만들기',
  description: '두 단계면 끝나요. 입력한 내용은 이 브라우저에 저장돼서, 나갔다 와도 이어서 만들 수 있어요.',
  stepOf: (step: number) => `${step} / 2단계`,
  step1: '가게 정보',
  step2: '연락처와 소개',
  next: '다음',
  previous: '이전',
  finish: '만들기 마치기',
  resumed: '만들던 비즈프로필을 이어서 만들고 있어요.',
  /** Step 2 resumed before the account is made: step 1 is only a draft on this browser (issue 40). */
  resumedStep2: (name: string) =>
    `'${name}'의 가게 정보까지 적어 두었어요. 연락처를 넣고 만들기 마치기를 누르면 계정이 만들어져요.`,
  /** Step 2 resumed after the last step made the account but did not finish (its contact not saved). */
  resumedMade: (name: string) => `'${name}' 계정은 만들었어요. 연락처를 넣으면 끝나요.`,
  restart: '처음부터 다시 하기',
  notEligibleTitle: '지금은 비즈프로필을 더 만들 수 없어요',
  notEligible: {
    MAX_ACCOUNT_EXCEEDED: (owned: number, max: number) =>
      `대표 관리자로 있는 비즈프로필이 ${owned}개예요. 비즈프로필은 ${max}개까지 만들 수 있어요. 쓰지 않는 계정을 삭제하면 새로 만들 수 있어요.`,
    OWNER_VERIFIED_REQUIRED: () => '대표자 본인 인증을 마쳐야 비즈프로필을 만들 수 있어요.',
  },
  toProfiles: '내 비즈프로필 목록',
  name: '비즈니스 이름',
  namePlaceholder: '손님에게 보일 가게 이름',
  category: '업종',
  inspection: (documents: string) =>
    `이 업종은 사업자 검수를 마쳐야 손님에게 보여요. 준비할 서류: ${documents}. 만든 뒤에 검수를 요청할 수 있어요.`,
  ownerType: '운영 주체',
  locationType: '위치 종류',
  shopAddress: '가게 주소',
  areaAddress: '활동하는 곳 주소',
  areaAddressHelp: '손님에게는 동네까지만 보여요.',
  region: '동네',
  regionHelp: '고른 주소 가까이에 있는 동네예요.',
  regionsLoading: '가까운 동네를 찾고 있어요…',
  regionsEmpty: '이 주소 가까이에서 동네를 찾지 못했어요. 다른 주소를 골라 주세요.',
  distance: (meters: number) => (meters < 1000 ? `${meters}m` : `${(meters / 1000).toFixed(1)}km`),
  phone: '전화번호',
  phonePlaceholder: '02-123-4567',
  introduction: '소개',
  introductionPlaceholder: '어떤 가게인지 한두 문장으로 알려 주세요. (선택)',
  created: '비즈프로필을 만들었어요.',
  failed: '만들지 못했어요. 입력한 내용은 그대로 있어요.',
  extra: {
    title: '추가 정보 입력',
    description: '소개와 사진을 채우면 손님이 가게를 더 잘 알아봐요. 나중에 프로필 정보에서 바꿀 수도 있어요.',
    save: '저장하고 시작하기',
    later: '나중에 하기',
    saved: '추가 정보를 저장했어요.',
    inspection: '이 업종은 사업자 검수를 마쳐야 손님에게 보여요.',
  },
} as const;
