/**
 * Stores of neighbouring businesses (not the demo user's), one in each store status the demo
 * account's own ACTIVE store does not show, so store previews can be seen in every status.
 */
import { addDays, toKstIso } from '../../core/time';
import type { BusinessAccountState } from '../business-account/state';
import { withCheckDigit } from './model';
import type { CommerceState, StoreRow } from './state';

const NEIGHBOUR_STATUSES: readonly StoreRow['status'][] = ['PENDING', 'INACTIVE', 'BLOCKED', 'REJECTED', 'DELETED'];
const DEMO_ACCOUNTS_END = 104;

export function attachNeighbourStores(commerce: CommerceState, accounts: BusinessAccountState, now: Date): void {
  const neighbours = accounts.accounts.filter(
    (account) => account.id >= DEMO_ACCOUNTS_END && account.status === 'ACTIVE',
  );
  NEIGHBOUR_STATUSES.forEach((status, index) => {
    const account = neighbours[index];
    if (!account) return;
    commerce.stores.push({
      id: `store-${account.id}`,
      baId: account.id,
      name: account.name,
      status,
      isSeller: status !== 'DELETED',
      minConditionPrice: 0,
      deliverySetting: {
        type: 'FIXED',
        fee: { amount: 3_500 },
        freeConditionPrice: null,
        description: '주문 다음 날 보내 드려요.',
        deliverableRegionGuide: null,
        deliverableRegionType: 'CAPITAL_AREA',
      },
      openedAt: toKstIso(addDays(now, -30 * (index + 1), 10)),
      followersCount: 0, // read from the followers list (access.ts)
      addresses: account.address ? [{ ...account.address, detailAddress: null, isRepresentative: true }] : [],
      phoneNumber: account.phone,
      chatRoomScheme: `dongnemarket://chat/business/${account.id}`,
      businessNumber: withCheckDigit(String(201810000 + index * 1111)),
    });
  });
}
