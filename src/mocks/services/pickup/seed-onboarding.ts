/** The demo stores' applications: 동네커피 망원점 approved two months ago, 한끼분식 합정점 applying with a step sent back. */
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { addDays, toKstIso } from '../../core/time';
import { emptyStore } from './model';
import { IMAGE_BASE } from './seed-catalogue';
import type { PickupOnboardingRow, PickupStore } from './state';

// ─── 동네커피 망원점 (account 101): approved, every step passed ───────────────

/** The application of a store that has been open for two months (its step inspection ids come first). */
export function approvedApplication(accountId: number, now: Date, nextId: () => number): PickupOnboardingRow {
  const approvedAt = (days: number) => toKstIso(addDays(now, -days, 14, 0));
  return {
    started: true,
    bizCategoryId: 101,
    onboardingStatus: 'APPROVED',
    businessRegistrationInspection: {
      inspectionId: nextId(),
      status: 'APPROVED',
      statusUpdatedAt: approvedAt(63),
      rejectReason: null,
      draft: {
        businessNumber: '1208812345',
        imageUrls: [`${IMAGE_BASE}/${accountId}/business-registration.jpg`],
        businessItem: '커피 전문점',
        businessType: 'GENERAL',
        ownerName: '김동네',
        companyName: '동네커피',
        jibunAddress: '서울특별시 마포구 망원동 415-12',
        roadAddress: '서울특별시 마포구 포은로 88',
      },
    },
    settlementAccount: {
      inspectionId: nextId(),
      status: 'APPROVED',
      statusUpdatedAt: approvedAt(62),
      rejectReason: null,
      draft: {
        accountNumber: '110482193847',
        accountPhotoId: 4101,
        bankName: '신한은행',
        contact: '010-2345-6789',
        email: 'owner@dongnecoffee.kr',
        name: '김동네',
      },
    },
    storeInfo: {
      inspectionId: nextId(),
      status: 'APPROVED',
      statusUpdatedAt: approvedAt(62),
      rejectReason: null,
      draft: {
        storeName: '동네커피 망원점',
        storeAddress: {
          jibunAddress: '서울특별시 마포구 망원동 415-12',
          roadAddress: '서울특별시 마포구 포은로 88',
          addressExtra: '1층',
          regionId: 3341,
          coordinates: { latitude: 37.5561, longitude: 126.9044 },
        },
        explanatoryDocumentLinks: [],
        explanatoryDocumentImageUrls: [],
        restaurantCertificateImageUrls: [`${IMAGE_BASE}/${accountId}/restaurant-certificate.jpg`],
        phoneNumber: '02-332-1234',
      },
    },
    discountReward: {
      inspectionId: nextId(),
      status: 'APPROVED',
      statusUpdatedAt: approvedAt(62),
      rejectReason: null,
      draft: null,
    },
    menuRegistration: { status: 'COMPLETED', type: 'MANUAL', scrapingUrl: null },
    karrotPartnershipType: 'POSTER_AND_NAVER_ARTICLE',
    submittedAt: toKstIso(addDays(now, -64, 11, 20)),
    rejectReasons: [],
    additionalRejectReason: null,
  };
}

// ─── 한끼분식 합정점 (account 102): applying, one step sent back ─────────────

export function seedApplyingStore(now: Date, nextId: () => number): PickupStore {
  const accountId = DEMO_ACCOUNT_IDS.inspection;
  const store = emptyStore(accountId);
  store.onboarding = {
    ...store.onboarding,
    started: true,
    bizCategoryId: 210,
    businessRegistrationInspection: {
      inspectionId: nextId(),
      status: 'APPROVED',
      statusUpdatedAt: toKstIso(addDays(now, -2, 16, 10)),
      rejectReason: null,
      draft: {
        businessNumber: '1058765432',
        imageUrls: [`${IMAGE_BASE}/${accountId}/business-registration.jpg`],
        businessItem: '분식',
        businessType: 'SIMPLIFIED',
        ownerName: '박한끼',
        companyName: '한끼분식',
        jibunAddress: '서울특별시 마포구 합정동 372-5',
        roadAddress: '서울특별시 마포구 독막로 21',
      },
    },
    settlementAccount: {
      inspectionId: nextId(),
      status: 'UNDER_INSPECTION',
      statusUpdatedAt: toKstIso(addDays(now, -1, 11, 40)),
      rejectReason: null,
      draft: {
        accountNumber: '3020198765431',
        bankName: 'NH농협은행',
        contact: '010-8765-4321',
        email: 'hankki@example.com',
        name: '박한끼',
      },
    },
    storeInfo: {
      inspectionId: nextId(),
      status: 'REJECTED',
      statusUpdatedAt: toKstIso(addDays(now, -1, 15, 25)),
      rejectReason: {
        title: '영업신고증 사진을 확인할 수 없어요',
        content:
          '사진이 흐려서 상호와 영업 종류를 읽을 수 없어요. 영업신고증 전체가 잘 보이도록 다시 찍어 올려 주세요.',
        field: 'restaurantCertificateImageUrls',
        rejectedValue: [`${IMAGE_BASE}/${accountId}/restaurant-certificate-blurry.jpg`],
      },
      draft: {
        storeName: '한끼분식 합정점',
        storeAddress: {
          jibunAddress: '서울특별시 마포구 합정동 372-5',
          roadAddress: '서울특별시 마포구 독막로 21',
          addressExtra: '1층 102호',
          regionId: 3338,
          coordinates: { latitude: 37.5496, longitude: 126.9139 },
        },
        explanatoryDocumentLinks: [],
        explanatoryDocumentImageUrls: [],
        restaurantCertificateImageUrls: [`${IMAGE_BASE}/${accountId}/restaurant-certificate-blurry.jpg`],
        phoneNumber: '02-325-7788',
      },
    },
    // Not sent yet: the owner has still to choose the discount reward.
    discountReward: {
      inspectionId: null,
      status: 'BEFORE_INSPECTION',
      statusUpdatedAt: null,
      rejectReason: null,
      draft: null,
    },
    karrotPartnershipType: 'POSTER_ONLY',
  };
  return store;
}
