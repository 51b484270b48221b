import { describe, expect, it } from 'vitest';
import type { BusinessAccount } from '@/api/business-profile-info';
import { infoGroups } from './info-rules';

const account = (over: Partial<BusinessAccount> = {}): BusinessAccount =>
  ({
    name: '동네꽃집',
    category: { id: 201, name: '꽃집', fullName: '생활 서비스 > 꽃집' },
    phone: null,
    address: null,
    locationType: 'ACTUAL',
    ownerType: 'BIZ',
    region: { id: 3341, name: '망원동', fullName: '서울특별시 마포구 망원동', center: { lat: 37.55, lng: 126.9 } },
    introduction: '',
    promotionText: '',
    noticeText: '',
    websiteUrl: null,
    profileImageUrl: null,
    backgroundImages: [],
    ...over,
  }) as BusinessAccount;

const itemOf = (groups: ReturnType<typeof infoGroups>, key: string) =>
  groups.flatMap((group) => group.items).find((entry) => entry.key === key);

describe('infoGroups', () => {
  it('marks empty fields missing and says what the filled ones hold', () => {
    const groups = infoGroups(account({ phone: '02-335-1234' }), undefined);
    expect(itemOf(groups, 'phone')).toMatchObject({ state: 'filled', value: '02-335-1234' });
    expect(itemOf(groups, 'address')?.state).toBe('missing');
    expect(itemOf(groups, 'introduction')?.state).toBe('missing');
    expect(itemOf(groups, 'verification')?.state).toBe('missing');
  });

  it('does not ask a business without a shop for an address', () => {
    const groups = infoGroups(account({ locationType: 'SERVICE' }), undefined);
    expect(itemOf(groups, 'address')?.state).toBe('notNeeded');
  });
});
