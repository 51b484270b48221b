/** Customers beyond the shared demo ones, so the café's follower list spans several pages. */
import { seedCustomers, type SeedCustomer } from '../customers';

const EXTRA_NICKNAMES = [
  '상수동산책러',
  '디저트탐정',
  '모닝커피',
  '연남동러너',
  '합정동집순이',
  '서교동베이커',
  '성미산지킴이',
  '망리단길',
  '비오는날라떼',
  '콜드브루중독',
  '동교동책방',
  '하루한잔',
];
const EXTRA_REGIONS = ['상수동', '망원동', '서교동', '연남동', '합정동', '성산동'];

export const extraCustomers: readonly SeedCustomer[] = EXTRA_NICKNAMES.map((nickname, index) => ({
  id: 5201 + index,
  nickname,
  regionName: EXTRA_REGIONS[index % EXTRA_REGIONS.length]!,
  phoneNumber: `010-${String(4100 + index * 41)}-${String(2000 + index * 97).slice(-4)}`,
}));

/** Everyone the customer, review and reservation mocks know. */
export const knownCustomers: readonly SeedCustomer[] = [...seedCustomers, ...extraCustomers];

export function findKnownCustomer(id: number): SeedCustomer | undefined {
  return knownCustomers.find((customer) => customer.id === id);
}
