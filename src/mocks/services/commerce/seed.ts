import { addDays, toKstIso } from '../../core/time';
import { DEMO_ACCOUNT_IDS, DEMO_BUSINESS_USER_ID } from '../auth/seed';
import { ATTRIBUTES, CATEGORIES, TEMPLATES } from './catalog';
import { maskAccountNumber, withCheckDigit } from './model';
import { seedOrders } from './seed-orders';
import { seedProducts } from './seed-products';
import type {
  BulkUploadRow,
  CommerceState,
  SettlementRow,
  StoreRequestRow,
  StoreRow,
  TermsAgreementRow,
} from './state';

function seedStore(now: Date): StoreRow {
  const baId = DEMO_ACCOUNT_IDS.active;
  return {
    id: `store-${baId}`,
    baId,
    name: '동네커피 망원점',
    status: 'ACTIVE',
    isSeller: true,
    minConditionPrice: 10_000,
    deliverySetting: {
      type: 'CONDITIONAL_FREE',
      fee: { amount: 3_000 },
      freeConditionPrice: 30_000,
      description: '평일 오후 2시 전 주문은 그날 보내 드려요.',
      deliverableRegionGuide: '제주·도서산간 지역은 배송이 어려워요.',
      deliverableRegionType: 'NATIONWIDE',
    },
    openedAt: toKstIso(addDays(now, -200, 11)),
    followersCount: 1_284,
    addresses: [
      {
        roadAddress: '서울특별시 마포구 망원로 54',
        jibunAddress: '서울특별시 마포구 망원동 412-7',
        detailAddress: '1층',
        isRepresentative: true,
      },
    ],
    phoneNumber: '02-334-5421',
    chatRoomScheme: `dongnemarket://chat/business/${baId}`,
    businessNumber: withCheckDigit('101821234'),
  };
}

function seedSettlements(now: Date): SettlementRow[] {
  return [
    {
      baId: String(DEMO_ACCOUNT_IDS.active),
      bankName: '국민은행',
      accountNumber: '94370201234567',
      accountHolder: '김동네',
      taxInvoiceEmail: 'tax@dongnecoffee.kr',
      updatedAt: toKstIso(addDays(now, -190, 14)),
    },
    {
      baId: String(DEMO_ACCOUNT_IDS.inspection),
      bankName: '신한은행',
      accountNumber: '110456789012',
      accountHolder: '박한끼',
      taxInvoiceEmail: null,
      updatedAt: toKstIso(addDays(now, -3, 16)),
    },
  ];
}

/** 101 approved long ago; 102 rejected once and requested again; 103 withdrew a request. */
function seedStoreRequests(now: Date, nextId: () => number, settlements: SettlementRow[]): StoreRequestRow[] {
  const settlementOf = (baId: number) => {
    const row = settlements.find((settlement) => settlement.baId === String(baId));
    if (!row) return null;
    const { accountNumber, ...rest } = row;
    return { ...rest, maskedAccountNumber: maskAccountNumber(accountNumber) };
  };
  const at = (days: number, hour: number) => toKstIso(addDays(now, -days, hour));
  return [
    {
      id: String(nextId()),
      baId: String(DEMO_ACCOUNT_IDS.active),
      status: 'APPROVED',
      settlement: settlementOf(DEMO_ACCOUNT_IDS.active),
      rejectInfo: null,
      agreedToTermsOfServiceAt: at(205, 10),
      requestedAt: at(205, 10),
    },
    {
      id: String(nextId()),
      baId: String(DEMO_ACCOUNT_IDS.inspection),
      status: 'REJECTED',
      settlement: null,
      rejectInfo: { reason: '정산 계좌의 예금주가 사업자 대표자와 달라요.', rejectedAt: at(9, 15) },
      agreedToTermsOfServiceAt: at(12, 11),
      requestedAt: at(12, 11),
    },
    {
      id: String(nextId()),
      baId: String(DEMO_ACCOUNT_IDS.inspection),
      status: 'REQUESTED',
      settlement: settlementOf(DEMO_ACCOUNT_IDS.inspection),
      rejectInfo: null,
      agreedToTermsOfServiceAt: at(3, 16),
      requestedAt: at(3, 16),
    },
    {
      id: String(nextId()),
      baId: String(DEMO_ACCOUNT_IDS.dormant),
      status: 'DELETED',
      settlement: null,
      rejectInfo: null,
      agreedToTermsOfServiceAt: at(300, 9),
      requestedAt: at(300, 9),
    },
  ];
}

/** Each seeded request went with its sender's agreement (the demo user, a member of 101, 102 and 103): none is open. */
function seedTermsAgreements(requests: readonly StoreRequestRow[]): TermsAgreementRow[] {
  return requests.map((request) => ({
    baId: request.baId,
    agreedBy: String(DEMO_BUSINESS_USER_ID),
    agreedAt: request.agreedToTermsOfServiceAt,
    requestId: request.id,
  }));
}

function seedBulkUploads(now: Date, nextId: () => number, orderIds: string[]): BulkUploadRow[] {
  const baId = DEMO_ACCOUNT_IDS.active;
  const at = (days: number, hour: number, minute = 0) => toKstIso(addDays(now, -days, hour, minute));
  return [
    {
      id: String(nextId()),
      baId,
      fileName: '배송시작_일괄등록_1차.xlsx',
      status: 'FAILED',
      totalCount: 0,
      successCount: 0,
      failureCount: 0,
      failures: [{ rowNumber: 1, orderSheetId: null, reason: '양식의 머리글이 달라요. 새 양식을 내려받아 주세요.' }],
      uploadedAt: at(5, 10),
      completedAt: at(5, 10, 1),
    },
    {
      id: String(nextId()),
      baId,
      fileName: '배송시작_일괄등록_2차.xlsx',
      status: 'COMPLETED',
      totalCount: 6,
      successCount: 5,
      failureCount: 1,
      failures: [{ rowNumber: 4, orderSheetId: orderIds[0] ?? null, reason: '운송장 번호는 숫자 10~14자리여야 해요.' }],
      uploadedAt: at(4, 11),
      completedAt: at(4, 11, 2),
    },
    {
      id: String(nextId()),
      baId,
      fileName: '배송시작_일괄등록_3차.xlsx',
      status: 'PROCESSING',
      totalCount: 3,
      successCount: 1,
      failureCount: 0,
      failures: [],
      uploadedAt: toKstIso(addDays(now, 0)),
      completedAt: null,
    },
  ];
}

export function seedCommerce(now: Date, nextId: () => number): CommerceState {
  const store = seedStore(now);
  const products = seedProducts(now, nextId, store.id);
  const orders = seedOrders(now, nextId, store, products);
  const settlements = seedSettlements(now);
  // Uploads before requests: the order the seed's ids were always handed out in.
  const bulkUploads = seedBulkUploads(
    now,
    nextId,
    orders.filter((order) => order.deliveryStatus === 'DELIVERY_PREPARE').map((order) => order.id),
  );
  const storeRequests = seedStoreRequests(now, nextId, settlements);
  return {
    stores: [store],
    categories: CATEGORIES,
    attributes: ATTRIBUTES,
    templates: TEMPLATES,
    products,
    orders,
    bulkUploads,
    storeRequests,
    termsAgreements: seedTermsAgreements(storeRequests),
    settlements,
    openAlarms: [],
  };
}
