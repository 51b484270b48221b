/** Fixed reference data of the business-account service: categories, Mapo-gu regions, delete reasons, inspection forms. */
import { CATEGORY_TREE } from '../poi/categories';
import type { Schemas } from './state';

export interface CategoryEntry {
  readonly id: number;
  readonly name: string;
  readonly fullName: string;
  readonly keywords: readonly string[];
  readonly inspectionRequired: boolean;
  readonly requiredDocuments: readonly string[];
}

const category = (
  id: number,
  name: string,
  group: string,
  keywords: string[],
  requiredDocuments: string[] = [],
): CategoryEntry => ({
  id,
  name,
  fullName: `${group} > ${name}`,
  keywords,
  inspectionRequired: requiredDocuments.length > 0,
  requiredDocuments,
});

export const CATEGORIES: readonly CategoryEntry[] = [
  category(1001, '카페', '음식점', ['카페', '커피', '라떼', '로스터리']),
  category(1002, '분식', '음식점', ['분식', '떡볶이', '김밥', '순대']),
  category(1003, '베이커리', '음식점', ['빵', '베이커리', '제과', '케이크']),
  category(1004, '한식', '음식점', ['한식', '백반', '국밥', '찌개']),
  category(1005, '꽃집', '생활', ['꽃', '플라워', '화원']),
  category(1006, '세탁소', '생활', ['세탁', '크린', '빨래']),
  category(1007, '문구점', '생활', ['문구', '팬시']),
  category(1008, '반찬가게', '음식점', ['반찬', '찬']),
  category(1009, '네일숍', '뷰티', ['네일', '젤네일']),
  category(1010, '의원', '의료', ['의원', '병원', '클리닉'], ['사업자등록증', '의료기관 개설신고증']),
  category(1011, '부동산 중개', '부동산', ['부동산', '공인중개'], ['사업자등록증', '중개사무소 등록증']),
  category(1012, '주류 판매', '음식점', ['와인', '주류', '보틀샵'], ['사업자등록증', '주류 통신판매 승인서']),
  category(1013, '공공기관', '공공', ['구청', '주민센터', '상인회', '도서관']),
  category(1014, '학원', '교육', ['학원', '교습소', '과외'], ['사업자등록증', '학원 등록증']),
];

/** Documents the place-service categories that need an inspection ask for (the rest need none). */
const POI_INSPECTION_DOCUMENTS: Readonly<Record<number, readonly string[]>> = {
  1053: ['사업자등록증', '중개사무소 등록증'],
  231: ['사업자등록증', '동물병원 개설신고 확인증'],
};

/**
 * A category of the account's own list, else a last-level category of the place service (the
 * category picker searches that one): both services know the same categories.
 */
export function findCategory(id: number): CategoryEntry | undefined {
  const own = CATEGORIES.find((entry) => entry.id === id);
  if (own) return own;
  const row = CATEGORY_TREE.find((entry) => entry.id === id);
  if (!row || CATEGORY_TREE.some((entry) => entry.parentId === id)) return undefined;
  const names: string[] = [row.name];
  for (let parent = CATEGORY_TREE.find((entry) => entry.id === row.parentId); parent;) {
    names.unshift(parent.name);
    const next = parent.parentId;
    parent = CATEGORY_TREE.find((entry) => entry.id === next);
  }
  const requiredDocuments = [...(POI_INSPECTION_DOCUMENTS[id] ?? [])];
  return {
    id,
    name: row.name,
    fullName: names.join(' > '),
    keywords: row.keywords,
    inspectionRequired: requiredDocuments.length > 0,
    requiredDocuments,
  };
}

export function toCategory(entry: CategoryEntry): Schemas['Category'] {
  return { id: entry.id, name: entry.name, fullName: entry.fullName };
}

export const REGIONS: readonly Schemas['Region'][] = [
  { id: 3341, name: '망원동', fullName: '서울특별시 마포구 망원동', center: { lat: 37.5559, lng: 126.9019 } },
  { id: 3338, name: '합정동', fullName: '서울특별시 마포구 합정동', center: { lat: 37.5496, lng: 126.9139 } },
  { id: 3352, name: '연남동', fullName: '서울특별시 마포구 연남동', center: { lat: 37.5623, lng: 126.9255 } },
  { id: 3339, name: '서교동', fullName: '서울특별시 마포구 서교동', center: { lat: 37.5551, lng: 126.9199 } },
  { id: 3340, name: '상수동', fullName: '서울특별시 마포구 상수동', center: { lat: 37.5478, lng: 126.9228 } },
  { id: 3343, name: '성산동', fullName: '서울특별시 마포구 성산동', center: { lat: 37.5663, lng: 126.9097 } },
  { id: 3330, name: '공덕동', fullName: '서울특별시 마포구 공덕동', center: { lat: 37.5446, lng: 126.9516 } },
  { id: 3331, name: '도화동', fullName: '서울특별시 마포구 도화동', center: { lat: 37.5398, lng: 126.9496 } },
  { id: 3347, name: '상암동', fullName: '서울특별시 마포구 상암동', center: { lat: 37.5779, lng: 126.8914 } },
  { id: 3410, name: '연희동', fullName: '서울특별시 서대문구 연희동', center: { lat: 37.5683, lng: 126.9315 } },
];

export function findRegion(id: number): Schemas['Region'] | undefined {
  return REGIONS.find((region) => region.id === id);
}

export const DELETE_REASONS: readonly Schemas['DeleteReason'][] = [
  { id: 1, title: '가게를 닫았어요', requiresText: false, displayOrder: 1 },
  { id: 2, title: '손님이 잘 오지 않아요', requiresText: false, displayOrder: 2 },
  { id: 3, title: '관리할 시간이 없어요', requiresText: false, displayOrder: 3 },
  { id: 4, title: '새 계정을 만들고 싶어요', requiresText: false, displayOrder: 4 },
  { id: 5, title: '사용 방법이 어려워요', requiresText: false, displayOrder: 5 },
  { id: 6, title: '기타', requiresText: true, displayOrder: 6 },
];

/** Words a business name may not carry (they impersonate the marketplace or an authority). */
export const FORBIDDEN_NAME_WORDS: readonly string[] = ['동네마켓', '당근', '운영자', '관리자', '고객센터', '공식인증'];

export const MAX_OWNED_ACCOUNTS = 5;

const field = (
  key: string,
  type: Schemas['DynamicFieldType'],
  label: string,
  extra: Partial<Schemas['DynamicFormField']> = {},
): Schemas['DynamicFormField'] => ({
  key,
  type,
  label,
  description: null,
  required: true,
  maxLength: type === 'TEXT_INPUT' ? 200 : type === 'TEXTAREA' ? 500 : null,
  maxItems: type === 'IMAGE' ? 10 : null,
  options: [],
  ...extra,
});

/** Inspection forms: `mappedId: 0` is the default form of its namespace and mapped type. */
export const INSPECTION_SETS: readonly Schemas['InspectionSet'][] = [
  {
    id: 501,
    namespace: 'BIZ_PROFILE',
    mappedType: 'BUSINESS_ACCOUNT',
    mappedId: 0,
    title: '사업자 정보 확인',
    description: '사업자등록증과 운영 정보를 확인해요. 영업일 기준 2~3일 걸려요.',
    fields: [
      field('notice', 'CONTENT', '사업자등록증의 상호와 비즈프로필 이름이 다르면 간판 사진을 함께 올려 주세요.', {
        required: false,
      }),
      field('storeSignName', 'TEXT_INPUT', '간판에 적힌 상호'),
      field('openedOn', 'DATE_INPUT', '개업일'),
      field('storefrontImages', 'IMAGE', '매장 외부 사진', { required: false }),
      field('memo', 'TEXTAREA', '검수 담당자에게 남길 말', { required: false }),
    ],
  },
  {
    id: 502,
    namespace: 'BIZ_PROFILE',
    mappedType: 'CATEGORY',
    mappedId: 1010,
    title: '의원 추가 정보',
    description: '의료기관은 개설신고 정보를 확인해요.',
    fields: [
      field('licenseNumber', 'TEXT_INPUT', '의료기관 개설신고 번호'),
      field('doctorCount', 'NUMBER_INPUT', '의사 수'),
      field('licenseImages', 'IMAGE', '의료기관 개설신고증'),
      field('adAgreement', 'CHECKBOX', '의료광고 심의 기준을 지킬게요'),
    ],
  },
  {
    id: 503,
    namespace: 'BIZ_PROFILE',
    mappedType: 'CATEGORY',
    mappedId: 1011,
    title: '부동산 중개 추가 정보',
    description: '중개사무소 등록 정보를 확인해요.',
    fields: [
      field('registrationNumber', 'TEXT_INPUT', '중개사무소 등록번호'),
      field('brokerName', 'TEXT_INPUT', '대표 공인중개사'),
      field('registrationImages', 'IMAGE', '중개사무소 등록증'),
    ],
  },
  {
    id: 504,
    namespace: 'BIZ_PROFILE',
    mappedType: 'CATEGORY',
    mappedId: 1012,
    title: '주류 판매 추가 정보',
    description: '주류 통신판매 승인 여부를 확인해요.',
    fields: [
      field('approvalNumber', 'TEXT_INPUT', '주류 통신판매 승인번호'),
      field('approvalImages', 'IMAGE', '승인서'),
      field('ageCheck', 'CHECKBOX', '미성년자에게 판매하지 않을게요'),
    ],
  },
  {
    id: 505,
    namespace: 'BIZ_PROFILE',
    mappedType: 'CATEGORY',
    mappedId: 1014,
    title: '학원 추가 정보',
    description: '교육청에 등록된 학원인지 확인해요.',
    fields: [
      field('academyNumber', 'TEXT_INPUT', '학원 등록번호'),
      field('subjects', 'TEXTAREA', '가르치는 과목'),
      field('registrationImages', 'IMAGE', '학원 등록증'),
    ],
  },
  {
    id: 506,
    namespace: 'COMMERCE',
    mappedType: 'BUSINESS_ACCOUNT',
    mappedId: 0,
    title: '스토어 판매자 확인',
    description: '스토어를 열기 전에 통신판매업 신고 정보를 확인해요.',
    fields: [
      field('mailOrderNumber', 'TEXT_INPUT', '통신판매업 신고번호'),
      field('returnAddress', 'TEXTAREA', '반품 받을 주소'),
      field('csPhone', 'TEXT_INPUT', '고객 문의 전화번호'),
    ],
  },
];
