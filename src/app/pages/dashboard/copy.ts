/** Korean copy of the dashboards (labels of enums come from the statistics schema's x-enum-labels). */
export const dashboardCopy = {
  title: '통계',
  postTitle: '게시글 통계',
  toPosts: '게시글 통계 보기',
  toProfile: '전체 통계 보기',
  period: '기간',
  presets: '기간 빠르게 고르기',
  range: '기간 직접 고르기',
  empty: '이 기간에는 아직 기록이 없어요.',
  same: '직전 기간과 같아요',
  newSincePrevious: '직전 기간에는 없었어요',
  more: (percent: string) => `직전 기간보다 ${percent}% 늘었어요`,
  fewer: (percent: string) => `직전 기간보다 ${percent}% 줄었어요`,
  followers: '단골',
  followersNote: (follow: string, unfollow: string) => `새 단골 ${follow} · 단골 해제 ${unfollow}`,
  followTrend: '단골 추이',
  inflow: '유입 수',
  inflowType: '유입 경로',
  inflowByType: '경로별 유입',
  customers: '유입 고객',
  /** The headline counts one 유입 경로 (the API has no total of customers): it says which. */
  customersFrom: (source: string) => `유입 고객 · ${source}`,
  customerType: '고객 유입 경로',
  customersNote: (fresh: string, returning: string, followers: string) =>
    `처음 온 고객 ${fresh} · 다시 온 고객 ${returning} · 단골 ${followers}`,
  regions: '유입 동네',
  detail: '날짜별 상세',
  postDetail: '게시글별 상세',
  download: 'CSV 내려받기',
  downloaded: 'CSV 파일을 내려받았어요.',
  inflowRanking: '유입이 많은 게시글',
  impressionRanking: '노출이 많은 게시글',
  impressionType: '노출 위치',
  rank: (rank: number) => `${rank}위`,
  published: (date: string) => `${date} 올림`,
  detailFile: (start: string, end: string) => `통계상세_${start}_${end}.csv`,
  postDetailFile: (start: string, end: string) => `게시글통계_${start}_${end}.csv`,
  total: (count: string) => `총 ${count}일`,
  totalPosts: (count: string) => `총 ${count}개`,
  thisPeriod: '이번 기간',
  previousPeriod: '직전 기간',
  chartHint: '날짜를 가리키거나, 그래프를 골라(Tab) ← → 키로 날짜별 수를 볼 수 있어요.',
} as const;

export const inflowTypeLabels = {
  ALL: '전체',
  HOME_POST: '홈 피드 게시글',
  SEARCH: '검색',
  MAP: '지도',
  PROFILE: '프로필 바로 방문',
  COUPON: '쿠폰',
  ETC: '기타',
} as const;

export const customerInflowTypeLabels = {
  HOME_POST: '홈 피드 게시글',
  SEARCH: '검색',
  MAP: '지도',
  PROFILE: '프로필 바로 방문',
  COUPON: '쿠폰',
  ETC: '기타',
} as const;

export const impressionTypeLabels = {
  POST: '게시글 전체',
  HOME_FEED: '홈 피드',
  SEARCH: '검색 결과',
  FOLLOWER_NOTIFICATION: '단골 알림',
} as const;
