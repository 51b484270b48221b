/** Neighbourhood customers shared by the seeds (coupon claimers, pickup orderers). */
export interface SeedCustomer {
  readonly id: number;
  readonly nickname: string;
  readonly regionName: string;
  readonly phoneNumber: string;
}

const NICKNAMES = [
  '망원동커피러버',
  '합정산책',
  '연남동고양이',
  '서교동집사',
  '성산동주민',
  '빵순이',
  '라떼한잔',
  '동네탐험가',
  '주말브런치',
  '아침형인간',
  '퇴근길간식',
  '한강러너',
  '달리는곰',
  '초록우산',
  '골목대장',
  '소소한하루',
  '새벽배송러',
  '맛집수집가',
  '단골손님',
  '오늘도출근',
  '뚜벅이',
  '꽃집옆집',
  '책읽는밤',
  '강아지산책',
  '햇살가득',
];
const REGIONS = ['망원동', '합정동', '연남동', '서교동', '성산동'];

export const seedCustomers: readonly SeedCustomer[] = NICKNAMES.map((nickname, index) => ({
  id: 5001 + index,
  nickname,
  regionName: REGIONS[index % REGIONS.length]!,
  phoneNumber: `010-${String(2000 + index * 37).padStart(4, '0')}-${String(1000 + index * 113).slice(-4)}`,
}));

export function profileImageOf(customer: SeedCustomer): string {
  return `https://images.dongnemarket.com/profile/${customer.id}/640x640.png`;
}
