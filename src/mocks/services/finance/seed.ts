/**
 * Finance seed: the settlement registrations of the three demo accounts (동네커피 망원점 101
 * approved, 한끼분식 합정점 102 under review, 옛날빵집 연남점 103 rejected), one held commerce
 * payout of 101 and its delivery excel uploads. Confirmed orders and deposits are not seeded: they
 * are read from the commerce and pickup orders (ledger.ts).
 */
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { addDays, toKstIso } from '../../core/time';
import { kstDateOf, shiftDate } from './dates';
import { depositDocIdOf } from './ledger';
import type { DeliveryUploadRow, FinanceState, SettlementRegistrationRow } from './state';

function registrations(now: Date, nextId: () => number): SettlementRegistrationRow[] {
  return [
    {
      id: nextId(),
      businessAccountId: DEMO_ACCOUNT_IDS.active,
      status: 'APPROVED',
      services: ['PICKUP', 'COMMERCE'],
      accountHolder: '김동네',
      bankName: '신한은행',
      maskedAccountNumber: '110-***-**3847',
      businessInfo: {
        businessNumber: '120-88-12345',
        companyName: '동네커피',
        ownerName: '김동네',
        businessType: 'GENERAL',
        address: '서울특별시 마포구 포은로 88',
      },
      rejectReason: null,
      createdAt: toKstIso(addDays(now, -400, 14, 20)),
      updatedAt: toKstIso(addDays(now, -62, 10, 5)),
    },
    {
      id: nextId(),
      businessAccountId: DEMO_ACCOUNT_IDS.inspection,
      status: 'REQUESTED',
      services: ['PICKUP'],
      accountHolder: '박한끼',
      bankName: '국민은행',
      maskedAccountNumber: '123401-**-***567',
      businessInfo: {
        businessNumber: '105-21-67890',
        companyName: '한끼분식',
        ownerName: '박한끼',
        businessType: 'SIMPLIFIED',
        address: '서울특별시 마포구 양화로 45',
      },
      rejectReason: null,
      createdAt: toKstIso(addDays(now, -3, 11, 40)),
      updatedAt: toKstIso(addDays(now, -3, 11, 40)),
    },
    {
      id: nextId(),
      businessAccountId: DEMO_ACCOUNT_IDS.dormant,
      status: 'REJECTED',
      services: ['COMMERCE'],
      accountHolder: '이빵집',
      bankName: '우리은행',
      maskedAccountNumber: '1002-***-**4521',
      businessInfo: {
        businessNumber: '214-15-24680',
        companyName: '옛날빵집',
        ownerName: '이빵집',
        businessType: 'GENERAL',
        address: '서울특별시 마포구 동교로 1',
      },
      rejectReason: '통장 사본의 예금주와 대표자 이름이 달라요. 대표자 명의 계좌로 다시 등록해 주세요.',
      createdAt: toKstIso(addDays(now, -420, 9, 0)),
      updatedAt: toKstIso(addDays(now, -30, 16, 30)),
    },
  ];
}

function deliveryUploads(now: Date, nextId: () => number): DeliveryUploadRow[] {
  const upload = (
    daysAgo: number,
    fileName: string,
    status: DeliveryUploadRow['status'],
    counts: [number, number, number],
  ): DeliveryUploadRow => ({
    id: nextId(),
    accountId: DEMO_ACCOUNT_IDS.active,
    storeId: 7101,
    fileName,
    createdAt: toKstIso(daysAgo === 0 ? now : addDays(now, -daysAgo, 10, 30)),
    status,
    totalCount: counts[0],
    successCount: counts[1],
    failureCount: counts[2],
  });
  return [
    upload(12, '배송시작_1주차.xlsx', 'COMPLETED', [28, 27, 1]),
    upload(5, '배송시작_송장오류.xlsx', 'FAILED', [5, 0, 5]),
    upload(0, '배송시작_오늘오전.xlsx', 'PROCESSING', [14, 14, 0]),
    upload(0, '배송시작_오늘오후.xlsx', 'REQUESTED', [9, 8, 1]),
  ];
}

export function seedFinance(now: Date, nextId: () => number): FinanceState {
  // The commerce payout of five weeks ago is held until the account holder is checked again.
  const heldWeek = `${shiftDate(kstDateOf(now), -35)}T12:00:00+09:00`;
  return {
    registrations: registrations(now, nextId),
    holds: [
      {
        accountId: DEMO_ACCOUNT_IDS.active,
        depositDocId: depositDocIdOf('COMMERCE', heldWeek),
        reason: '정산 계좌 확인이 필요해 지급을 보류했어요. 고객센터로 문의해 주세요.',
      },
    ],
    deliveryUploads: deliveryUploads(now, nextId),
  };
}
