/** What the business-account API derives from stored rows: accounts as a member sees them, quests, lookups. */
import type { MockState } from '../../state';
import { completionPercent, profileParts } from '@/api/profile-completeness';
import { availableCouponCountOf, followerCountOf, postCountOf, reviewCountOf } from '../../world/counts';
import { CATEGORIES, FORBIDDEN_NAME_WORDS, findCategory, findRegion, REGIONS, toCategory } from './catalog';
import type {
  AccountRow,
  BusinessAccountState,
  InvitationRow,
  MemberRow,
  PricingRow,
  ProfileInspectionRow,
  QuestRow,
  RewardRow,
  Schemas,
} from './state';

const FALLBACK_REGION = REGIONS[0]!;

export function distanceMeters(a: Schemas['Coordinates'], b: Schemas['Coordinates']): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(h)));
}

/** The demo user's membership of an account, whatever its status. */
export function membershipOf(state: BusinessAccountState, accountId: number, userId: number): MemberRow | undefined {
  return state.members.find((member) => member.businessAccountId === accountId && member.userId === userId);
}

export function toBusinessAccount(world: MockState, row: AccountRow, userId: number): Schemas['BusinessAccount'] {
  const state = world.businessAccount;
  const region = findRegion(row.regionId) ?? FALLBACK_REGION;
  const category = findCategory(row.categoryId) ?? CATEGORIES[0]!;
  const me = membershipOf(state, row.id, userId);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    statusReasons: [...row.statusReasons],
    role: me?.status === 'ACTIVE' ? me.role : null,
    kind: row.kind,
    locationType: row.locationType,
    ownerType: row.ownerType,
    category: toCategory(category),
    region,
    coordinates: row.coordinates,
    mapCoordinates: row.coordinates ?? region.center,
    phone: row.phone,
    address: row.address,
    introduction: row.introduction,
    promotionText: row.promotionText ?? '',
    noticeText: row.noticeText ?? '',
    websiteUrl: row.websiteUrl,
    profileImageUrl: row.profileImageUrl,
    backgroundImages: row.backgroundImages,
    operationTimes: row.operationTimes,
    inspection: latestInspection(state, row.id),
    followerCount: followerCountOf(world, row.id),
    createdAt: row.createdAt,
  };
}

export function latestInspection(state: BusinessAccountState, accountId: number): Schemas['InspectionSummary'] | null {
  const rows = state.inspections.filter((row) => row.businessAccountId === accountId);
  const latest = rows.sort((a, b) => b.requestedAt.localeCompare(a.requestedAt))[0];
  if (!latest) return null;
  const { id, state: inspectionState, requestedAt, reviewedAt, rejectionReason, rejectionMessage } = latest;
  return { id, state: inspectionState, requestedAt, reviewedAt, rejectionReason, rejectionMessage };
}

export function pricingsOf(state: BusinessAccountState, accountId: number): Schemas['Pricing'][] {
  return state.pricings
    .filter((row) => row.businessAccountId === accountId)
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map(({ businessAccountId: _account, ...pricing }: PricingRow) => pricing);
}

/** The account's figures; 프로필 완성도 is the one model's (src/lib/profile-completeness.ts) over its rows. */
export function toExtra(world: MockState, row: AccountRow, now: Date): Schemas['BusinessAccountExtra'] {
  const pricingCount = pricingsOf(world.businessAccount, row.id).length;
  const postCount = postCountOf(world, row.id);
  const parts = profileParts({
    account: toBusinessAccount(world, row, world.auth.businessUser.id),
    pricingCount,
    postCount,
    availableCoupons: availableCouponCountOf(world, row.id, now),
  });
  return {
    businessAccountId: row.id,
    followerCount: followerCountOf(world, row.id),
    postCount,
    reviewCount: reviewCountOf(world, row.id),
    pricingCount,
    hasOperationTimes: row.operationTimes !== null,
    hasStore: row.hasStore,
    completion: completionPercent(parts),
  };
}

export function toMember(
  row: MemberRow,
  userId: number,
  invitations: readonly InvitationRow[] = [],
): Schemas['Member'] {
  // A member still invited carries the code of their invitation, to be shared again.
  const invitation =
    row.status === 'PENDING'
      ? invitations.find((candidate) => candidate.memberId === row.id && !candidate.acceptedAt)
      : undefined;
  return {
    ...row,
    isMe: row.userId !== null && row.userId === userId,
    invitationCode: invitation?.code ?? null,
  };
}

export function invitationUrlOf(code: string): string {
  return `https://business.dongnemarket.com/user/administrator/accept?code=${code}`;
}

/** Owner first, then admins, members, invitations and inactive members; oldest first within a group. */
export function membersOf(state: BusinessAccountState, accountId: number, userId: number): Schemas['Member'][] {
  const roleRank = { OWNER: 0, ADMIN: 1, USER: 2 } as const;
  const statusRank = { ACTIVE: 0, PENDING: 1, INACTIVE: 2 } as const;
  return state.members
    .filter((member) => member.businessAccountId === accountId)
    .sort((a, b) => statusRank[a.status] - statusRank[b.status] || roleRank[a.role] - roleRank[b.role] || a.id - b.id)
    .map((member) => toMember(member, userId, state.invitations));
}

export function invitationStatus(row: InvitationRow, now: Date): Schemas['InvitationStatus'] {
  if (row.acceptedAt) return 'ACCEPTED';
  return new Date(row.expiresAt).getTime() < now.getTime() ? 'EXPIRED' : 'PENDING';
}

export function toInvitation(state: BusinessAccountState, row: InvitationRow, now: Date): Schemas['Invitation'] {
  const account = state.accounts.find((candidate) => candidate.id === row.businessAccountId);
  const { code, acceptedAt: _acceptedAt, ...fields } = row;
  return {
    ...fields,
    id: code,
    businessAccountName: account?.name ?? '',
    status: invitationStatus(row, now),
    invitationUrl: invitationUrlOf(code),
  };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A six-character invitation code no other invitation uses. */
export function newInvitationCode(state: BusinessAccountState, seed: number): string {
  let value = seed * 7919 + 104729;
  for (;;) {
    let code = '';
    let rest = value;
    for (let index = 0; index < 6; index += 1) {
      code += CODE_ALPHABET[rest % CODE_ALPHABET.length];
      rest = Math.floor(rest / CODE_ALPHABET.length) + index * 13;
    }
    if (!state.invitations.some((row) => row.code === code)) return code;
    value += 1;
  }
}

export function toQuest(state: BusinessAccountState, row: QuestRow): Schemas['Quest'] {
  const completed = row.items.filter((item) => item.completed_at !== null).length;
  const reward = state.rewards.find((candidate) => candidate.id === row.reward_id);
  return {
    id: row.id,
    business_account_id: row.business_account_id,
    title: row.title,
    status: completed === row.items.length ? 'COMPLETED' : 'IN_PROGRESS',
    items: row.items.map((item) => ({
      ...item,
      ...QUEST_ITEM_COPY[item.quest_item_type],
      completed: item.completed_at !== null,
    })),
    completed_count: completed,
    total_count: row.items.length,
    reward: reward ? toReward(reward) : null,
    started_at: row.started_at,
    ends_at: row.ends_at,
  };
}

export function toReward({ business_account_id: _account, ...reward }: RewardRow): Schemas['QuestReward'] {
  return reward;
}

const QUEST_ITEM_COPY: Record<Schemas['QuestItemType'], { title: string; description: string }> = {
  WRITE_POSTS: { title: '소식 쓰기', description: '가게 소식을 올려 단골에게 알려 주세요.' },
  UPLOAD_BACKGROUND_IMAGE: { title: '배경 사진 올리기', description: '가게 분위기가 보이는 사진을 올려 주세요.' },
  WRITE_DESCRIPTION: { title: '소개 쓰기', description: '어떤 가게인지 소개를 적어 주세요.' },
  WRITE_BUSINESS_HOURS: { title: '영업시간 입력하기', description: '요일별 여는 시간과 닫는 시간을 알려 주세요.' },
  CREATE_PRICING: { title: '가격표 만들기', description: '대표 메뉴와 가격을 적어 주세요.' },
  CREATE_OPERATION_TIME: { title: '운영 시간 등록하기', description: '쉬는 날과 쉬는 시간까지 등록해 주세요.' },
  CREATE_COUPON: { title: '쿠폰 만들기', description: '첫 방문 고객을 위한 쿠폰을 만들어 보세요.' },
  CREATE_BUSINESS_POST: { title: '비즈니스 소식 올리기', description: '새 메뉴나 이벤트를 소식으로 올려 보세요.' },
  BUSINESS_POST_QUEST: { title: '소식 연속 올리기', description: '3주 동안 매주 소식을 올려 보세요.' },
};

/** Why a business name cannot be used, or null when it can. `exceptId` is the account being renamed. */
export function nameRejection(
  state: BusinessAccountState,
  name: string,
  exceptId?: number,
): Schemas['NameRejection'] | null {
  const trimmed = name.trim();
  if (trimmed.length < 2) return 'TOO_SHORT';
  if (trimmed.length > 30) return 'TOO_LONG';
  const compact = (text: string) => text.replace(/\s+/g, '').toLowerCase();
  if (FORBIDDEN_NAME_WORDS.some((word) => compact(trimmed).includes(compact(word)))) return 'FORBIDDEN_WORD';
  const taken = state.accounts.some(
    (account) =>
      account.id !== exceptId && account.status !== 'DESTROYED' && compact(account.name) === compact(trimmed),
  );
  return taken ? 'DUPLICATED' : null;
}

export const NAME_REJECTION_MESSAGES: Record<Schemas['NameRejection'], string> = {
  DUPLICATED: '이미 다른 비즈프로필이 쓰는 이름이에요.',
  FORBIDDEN_WORD: '쓸 수 없는 단어가 들어 있어요.',
  TOO_SHORT: '2자 이상 입력해 주세요.',
  TOO_LONG: '30자까지 입력할 수 있어요.',
};

const BUSINESS_NUMBER_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5];

/** The national tax service checksum of a ten-digit business number. */
export function businessNumberChecksumOk(number: string): boolean {
  if (!/^[0-9]{10}$/.test(number)) return false;
  const digits = [...number].map(Number);
  let sum = BUSINESS_NUMBER_WEIGHTS.reduce((total, weight, index) => total + digits[index]! * weight, 0);
  sum += Math.floor((digits[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === digits[9];
}

/** Business type from the two "kind" digits when the registry does not know the number. */
function businessTypeFromDigits(number: string): Schemas['BusinessType'] {
  const kind = Number(number.slice(3, 5));
  if (kind >= 90) return 'TAX_FREE';
  if (kind === 82) return 'COOPERATIVE';
  if (kind === 80 || kind === 89) return 'SELF_EMPLOYED';
  return 'GENERAL_TAXPAYER';
}

export const BUSINESS_TYPE_LABELS: Record<Schemas['BusinessType'], string> = {
  GENERAL_TAXPAYER: '일반과세자',
  SIMPLIFIED_TAXPAYER: '간이과세자',
  TAX_FREE: '면세사업자',
  SELF_EMPLOYED: '개인사업자(기타)',
  COOPERATIVE: '협동조합',
  INVALID: '확인할 수 없는 사업자',
};

/** Numbers starting 999 stand for a tax-service outage: the check is skipped (circuit breaker). */
export function lookupBusinessNumber(
  state: BusinessAccountState,
  businessNumber: string,
): Schemas['BusinessRegistrationLookup'] {
  const circuitBreak = businessNumber.startsWith('999');
  const valid = circuitBreak || businessNumberChecksumOk(businessNumber);
  const known = state.registry.find((entry) => entry.businessNumber === businessNumber);
  const businessType = !valid ? 'INVALID' : (known?.businessType ?? businessTypeFromDigits(businessNumber));
  return {
    businessNumber,
    valid,
    circuitBreak,
    isAlreadyRegistered: state.accounts.some(
      (account) => account.status !== 'DESTROYED' && account.businessRegistration?.businessNumber === businessNumber,
    ),
    businessType,
    businessTypeLabel: BUSINESS_TYPE_LABELS[businessType],
  };
}

export function toProfileInspection(row: ProfileInspectionRow): Schemas['ProfileInfoInspection'] {
  const { categoryId, ...fields } = row;
  return { ...fields, category: toCategory(findCategory(categoryId) ?? CATEGORIES[0]!) };
}

export function toBranchMetadata(state: BusinessAccountState, accountId: number): Schemas['BranchMetadata'] | null {
  const branch = state.branches.find((row) => row.businessAccountId === accountId);
  if (!branch) return null;
  const brand = state.accounts.find((account) => account.id === branch.brandAccountId);
  const coupons = state.brandCoupons.filter((coupon) => coupon.brandAccountId === branch.brandAccountId);
  const strip = ({ brandAccountId: _brand, ...coupon }: (typeof coupons)[number]) => coupon;
  const attached = coupons.find((coupon) => coupon.id === branch.brandCouponId);
  return {
    businessAccountId: branch.businessAccountId,
    brandAccountId: branch.brandAccountId,
    brandName: brand?.name ?? '',
    originBranchId: branch.originBranchId,
    branchName: branch.branchName,
    brandCoupon: attached ? strip(attached) : null,
    availableBrandCoupons: coupons.map(strip),
  };
}
