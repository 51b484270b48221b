import type { components } from '@generated/openapi/auth';

type BusinessAccount = components['schemas']['BusinessAccount'];

/** The demo business user's accounts: one ACTIVE (everything seeded), one under inspection, one DORMANT. */
export const DEMO_ACCOUNT_IDS = { active: 101, inspection: 102, dormant: 103 } as const;

export interface AuthState {
  businessUser: { id: number; email: string; nickname: string };
  businessAccounts: BusinessAccount[];
  images: { id: number; url: string; width: number; height: number }[];
}

export function seedAuth(): AuthState {
  return {
    businessUser: { id: 9001, email: 'owner@dongnecoffee.kr', nickname: '김동네 사장님' },
    businessAccounts: [
      {
        id: DEMO_ACCOUNT_IDS.active,
        name: '동네커피 망원점',
        status: 'ACTIVE',
        statusReasons: [],
        role: 'OWNER',
        kind: 'DEFAULT',
        categoryName: '카페',
        profileImageUrl: 'https://images.dongnemarket.com/business/101/256x256.png',
        region: { id: 3341, name: '망원동', center: { lat: 37.5559, lng: 126.9019 } },
        coordinates: { lat: 37.5561, lng: 126.9044 },
      },
      {
        id: DEMO_ACCOUNT_IDS.inspection,
        name: '한끼분식 합정점',
        status: 'ACTIVE',
        statusReasons: ['INSPECTION_PENDING'],
        role: 'ADMIN',
        kind: 'DEFAULT',
        categoryName: '분식',
        profileImageUrl: null,
        region: { id: 3338, name: '합정동', center: { lat: 37.5496, lng: 126.9139 } },
        coordinates: null,
      },
      {
        id: DEMO_ACCOUNT_IDS.dormant,
        name: '옛날빵집 연남점',
        status: 'DORMANT',
        statusReasons: ['INACTIVE'],
        role: 'OWNER',
        kind: 'INDIVIDUAL',
        categoryName: '베이커리',
        profileImageUrl: 'https://images.dongnemarket.com/business/103/640x640.png',
        region: { id: 3352, name: '연남동', center: { lat: 37.5623, lng: 126.9255 } },
        coordinates: { lat: 37.5629, lng: 126.9237 },
      },
    ],
    images: [],
  };
}
