/** Every business-account operation, called the way a screen would, answers 200 with a body its schema accepts. */
import { mayCall } from '@/api/roles';
import { describe, expect, it } from 'vitest';
import type { OperationArgs, OperationKey } from '@/api/operations';
import { validateResponse } from '@/mocks/core/validation';
import { mockRuntime } from '@/mocks/node';
import { answer, expectEveryOperationAnswers, type Step } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import type { BusinessAccountState } from './state';

const { active, inspection, dormant } = DEMO_ACCOUNT_IDS;
const memberOf = (state: BusinessAccountState, accountId: number, nickname: string) =>
  state.members.find((member) => member.businessAccountId === accountId && member.nickname === nickname)!.id;

const STEPS: Step<BusinessAccountState>[] = [
  ['business-account.listPrivacySharedBusinessInfos', () => ({ query: { limit: 5 } })],
  ['business-account.recommendCategoryKeywords', () => ({ query: { name: '망원 커피 로스터리' } })],
  ['business-account.listMissionsInProgress', () => ({})],
  ['business-account.getQuestInProgress', () => ({})],
  ['business-account.completeQuestItem', () => ({})],
  ['business-account.listQuestRewards', () => ({ query: { status: 'ISSUED', reward_type: 'AD_CASH' } })],
  [
    'business-account.updateOperationTimes',
    () => ({
      path: { businessAccountId: active },
      body: {
        operationType: 'REGULAR',
        operationTimes: [
          { weekday: 'monday', dayType: 'CLOSED' },
          { weekday: 'tuesday', dayType: 'OPEN', openTime: '08:00', closeTime: '21:00' },
          { weekday: 'wednesday', dayType: 'OPEN', openTime: '08:00', closeTime: '21:00' },
          { weekday: 'thursday', dayType: 'OPEN', openTime: '08:00', closeTime: '21:00' },
          { weekday: 'friday', dayType: 'OPEN', openTime: '18:00', closeTime: '26:00' },
          {
            weekday: 'saturday',
            dayType: 'OPEN',
            openTime: '10:00',
            closeTime: '22:00',
            breakTimes: [{ startTime: '15:00', endTime: '16:00' }],
          },
          { weekday: 'sunday', dayType: 'ALL_DAY' },
        ],
        holidayNote: '매주 월요일 쉬어요.',
      },
    }),
  ],
  [
    'business-account.createBusinessAccountStep1',
    () => ({
      body: {
        name: '망원 꽃집 하루',
        categoryId: 1005,
        locationType: 'ACTUAL',
        ownerType: 'PERSONAL',
        regionId: 3341,
        coordinates: { lat: 37.5571, lng: 126.9051 },
      },
    }),
  ],
  [
    'business-account.createBusinessAccountStep2',
    (state) => ({
      body: {
        businessAccountId: state.accounts.find((account) => account.name === '망원 꽃집 하루')!.id,
        phone: '010-1234-5678',
        address: { roadAddress: '서울특별시 마포구 망원로 10', jibunAddress: '서울특별시 마포구 망원동 400-1' },
        introduction: '계절 꽃으로 만든 꽃다발을 팔아요.',
      },
    }),
  ],
  ['business-account.getInspectionRequiredCategory', () => ({ query: { categoryId: 1010 } })],
  [
    'business-account.updateBusinessAccountBaseInfo',
    () => ({
      path: { businessAccountId: active },
      body: {
        name: '동네커피 망원점',
        categoryId: 1001,
        locationType: 'ACTUAL',
        ownerType: 'BIZ',
        phone: '02-332-1234',
      },
    }),
  ],
  [
    'business-account.partiallyUpdateBusinessAccount',
    () => ({
      path: { businessAccountId: active },
      body: { introduction: '직접 볶은 원두로 내린 커피예요.', websiteUrl: 'https://dongnecoffee.kr' },
    }),
  ],
  ['business-account.validateBusinessAccountName', () => ({ query: { name: '동네커피 망원점' } })],
  ['business-account.getCreateEligibility', () => ({})],
  ['business-account.getBusinessAccount', () => ({ path: { id: active } })],
  ['business-account.getBusinessAccountExtra', () => ({ path: { id: active } })],
  ['business-account.getBusinessAccountAdditionalInformation', () => ({ path: { id: active } })],
  ['business-account.getBusinessAccountDeletable', () => ({ path: { id: active } })],
  ['business-account.listBusinessAccountMembers', () => ({ path: { id: active } })],
  ['business-account.listDeleteReasons', () => ({})],
  [
    'business-account.recordDeletedReason',
    () => ({ path: { id: dormant }, body: { deleteReasonIds: [1, 6], reason: '가게를 정리하게 됐어요.' } }),
    dormant,
  ],
  ['business-account.deleteBusinessAccount', () => ({ path: { id: dormant } }), dormant],
  ['business-account.listPricings', () => ({ path: { id: active } })],
  [
    'business-account.replacePricings',
    (state) => ({
      body: {
        businessAccountId: active,
        pricings: [
          {
            id: state.pricings.find((row) => row.businessAccountId === active)!.id,
            name: '아메리카노',
            price: 4800,
            description: '',
            imageUrls: [],
          },
          { name: '딸기라떼', price: 6500, description: '겨울 한정', imageUrls: [] },
          { name: '원두 200g', price: null, description: '가격 문의', imageUrls: [] },
        ],
      },
    }),
  ],
  [
    'business-account.inviteBusinessAccountMember',
    () => ({ path: { id: active }, body: { role: 'ADMIN', inviteeName: '평일 매니저' } }),
  ],
  ['business-account.getInvitation', () => ({ path: { id: 'MW7K2Q' } })],
  ['business-account.acceptInvitation', () => ({ path: { id: 'MW7K2Q' } })],
  [
    'business-account.removeBusinessAccountMember',
    (state) => ({ path: { id: memberOf(state, active, '최바리스타') } }),
  ],
  [
    'business-account.transferBusinessAccountOwnership',
    (state) => ({ path: { id: active, memberId: memberOf(state, active, '이매니저') } }),
  ],
  ['business-account.getBranchMetadata', () => ({ path: { id: active } })],
  ['business-account.detachBrandCoupon', () => ({})],
  ['business-account.attachBrandCoupon', (state) => ({ query: { brandCouponId: state.brandCoupons[1]!.id } })],
  ['business-account.getTheme', () => ({ path: { id: 1 } })],
  [
    'business-account.getInspectionSet',
    () => ({ query: { namespace: 'BIZ_PROFILE', mappedType: 'CATEGORY', mappedId: 1010 } }),
  ],
  ['business-account.lookupBusinessRegistration', () => ({ query: { businessNumber: '1104512347' } })],
  ['business-account.getInspectionDraft', () => ({})],
  [
    'business-account.saveInspectionDraft',
    () => ({
      body: {
        bizProfileConfirmed: true,
        businessNumber: '1051234564',
        businessType: 'GENERAL_TAXPAYER',
        mailOrderSaleRegistrationNumber: '2021-서울마포-1234',
        answers: [{ key: 'storeSignName', text: '동네커피' }],
        completedSteps: ['BIZPROFILE_INFO', 'BUSINESS_NUMBER', 'BUSINESS_INFO'],
      },
    }),
  ],
  [
    'business-account.createInspection',
    () => ({
      body: {
        businessAccountId: active,
        inspectionSetId: 501,
        businessNumber: '1051234564',
        businessType: 'GENERAL_TAXPAYER',
        businessRegistrationImageUrls: ['https://images.dongnemarket.com/uploads/77/640x640.png'],
        answers: [
          { key: 'storeSignName', text: '동네커피' },
          { key: 'openedOn', date: '2019-03-02' },
        ],
      },
    }),
  ],
  ['business-account.listProfileInfoInspections', () => ({}), inspection],
  ['business-account.requestProfileInfoInspection', () => ({ body: { name: '동네커피 망원역점', categoryId: 1001 } })],
  ['business-account.listRegionsByCoordinates', () => ({ query: { latitude: 37.556, longitude: 126.904 } })],
  ['business-account.checkLocalProfileDuplicate', () => ({ query: { name: '동네커피', lat: 37.5561, lng: 126.9044 } })],
  ['business-account.getLocalProfileByBusinessAccount', () => ({ path: { baId: active } })],
];

describe('business-account mock responses', () => {
  expectEveryOperationAnswers('business-account', STEPS, {
    stateOf: () => mockRuntime.db.state.businessAccount,
    accountId: active,
    operationCount: 43,
  });

  it('answers the read-only calls of every demo account by their schemas', async () => {
    const reads: [OperationKey, (id: number) => OperationArgs][] = [
      ['business-account.getBusinessAccount', (id) => ({ path: { id } })],
      ['business-account.getBusinessAccountExtra', (id) => ({ path: { id } })],
      ['business-account.getBusinessAccountAdditionalInformation', (id) => ({ path: { id } })],
      ['business-account.getBusinessAccountDeletable', (id) => ({ path: { id } })],
      ['business-account.listBusinessAccountMembers', (id) => ({ path: { id } })],
      ['business-account.listPricings', (id) => ({ path: { id } })],
      ['business-account.getQuestInProgress', () => ({})],
      ['business-account.listQuestRewards', () => ({})],
      ['business-account.listMissionsInProgress', () => ({})],
      ['business-account.listProfileInfoInspections', () => ({})],
      ['business-account.getInspectionDraft', () => ({})],
      ['business-account.getLocalProfileByBusinessAccount', (baId) => ({ path: { baId } })],
    ];
    for (const accountId of Object.values(DEMO_ACCOUNT_IDS)) {
      // The demo user's role there decides what it may read (the schemas' x-roles, docs/roles.md).
      const role = mockRuntime.db.state.auth.businessAccounts.find((account) => account.id === accountId)?.role;
      for (const [key, args] of reads) {
        const result = await answer(key, args(accountId), accountId);
        if (!mayCall(role, key)) {
          expect({ accountId, key, status: result.status }).toEqual({ accountId, key, status: 403 });
          continue;
        }
        expect({ accountId, key, status: result.status }).toEqual({ accountId, key, status: 200 });
        expect({ accountId, key, problems: await validateResponse(key, 200, result.body) }).toEqual({
          accountId,
          key,
          problems: [],
        });
      }
    }
  });

  it('answers each documented error status with an ErrorBody', async () => {
    const errors: [OperationKey, OperationArgs, number, number][] = [
      ['business-account.listPrivacySharedBusinessInfos', { query: { cursor: 'nope' } }, active, 400],
      ['business-account.deleteBusinessAccount', { path: { id: inspection } }, inspection, 403],
      // Another account in the path than the Account-Id header's (issue 40).
      ['business-account.getBusinessAccount', { path: { id: 99999 } }, active, 403],
      ['business-account.transferBusinessAccountOwnership', { path: { id: active, memberId: 99999 } }, active, 404],
      ['business-account.deleteBusinessAccount', { path: { id: active } }, active, 409],
    ];
    for (const [key, args, accountId, status] of errors) {
      const result = await answer(key, args, accountId);
      expect({ key, status: result.status }).toEqual({ key, status });
      expect({ key, problems: await validateResponse(key, status, result.body) }).toEqual({ key, problems: [] });
    }
  });
});
