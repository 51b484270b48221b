/** Stored rows of the business-account service; what the API derives (role, completion, quest counts) is computed on read. */
import type { components } from '@generated/openapi/business-account';

export type Schemas = components['schemas'];

export interface AccountRow {
  id: number;
  name: string;
  status: Schemas['BusinessAccountStatus'];
  statusReasons: Schemas['BusinessAccountStatusReason'][];
  kind: Schemas['BusinessAccountKind'];
  locationType: Schemas['LocationType'];
  ownerType: Schemas['OwnerType'];
  categoryId: number;
  regionId: number;
  coordinates: Schemas['Coordinates'] | null;
  phone: string | null;
  address: Schemas['Address'] | null;
  introduction: string;
  /** Optional in the row (older demo data has none): the answer says '' then. */
  promotionText?: string;
  noticeText?: string;
  websiteUrl: string | null;
  profileImageUrl: string | null;
  backgroundImages: Schemas['Image'][];
  operationTimes: Schemas['OperationTimes'] | null;
  /** The place's review count (the local profile's); the account's own counts are derived from rows. */
  reviewCount: number;
  hasStore: boolean;
  /** What GET /deletable answers (the commerce and finance checks the real server runs). */
  eligibility: Schemas['DeletionEligibility'];
  deletedReason: Schemas['DeletedReasonRecord'] | null;
  businessRegistration: Schemas['BusinessRegistration'] | null;
  mailOrderSaleRegistrationNumber: string | null;
  createdAt: string;
}

export interface MemberRow {
  id: number;
  businessAccountId: number;
  userId: number | null;
  nickname: string;
  profileImageUrl: string | null;
  role: Schemas['MembershipRole'];
  status: Schemas['MembershipStatus'];
  invitedAt: string | null;
  joinedAt: string | null;
}

export interface InvitationRow {
  code: string;
  businessAccountId: number;
  memberId: number;
  role: Schemas['MembershipRole'];
  inviteeName: string;
  inviterNickname: string;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
}

export type PricingRow = Schemas['Pricing'] & { businessAccountId: number };

export interface QuestItemRow {
  quest_item_type: Schemas['QuestItemType'];
  completed_at: string | null;
}

export interface QuestRow {
  id: number;
  business_account_id: number;
  title: string;
  items: QuestItemRow[];
  started_at: string;
  ends_at: string;
  /** The reward handed out when every item is done. */
  reward: Pick<Schemas['QuestReward'], 'title' | 'reward_type' | 'amount'>;
  reward_id: number | null;
}

export type RewardRow = Schemas['QuestReward'] & { business_account_id: number };
export type MissionRow = Schemas['Mission'] & { business_account_id: number };
export type InspectionRow = Schemas['Inspection'];

export interface ProfileInspectionRow {
  id: number;
  businessAccountId: number;
  state: Schemas['InspectionState'];
  name: string;
  categoryId: number;
  address: Schemas['Address'] | null;
  requestedAt: string;
  reviewedAt: string | null;
  rejectionReason: Schemas['InspectionRejectionReason'] | null;
  rejectionMessage: string | null;
}

export type LocalProfileRow = Schemas['LocalProfile'];

export interface BranchRow {
  businessAccountId: number;
  brandAccountId: number;
  originBranchId: string;
  branchName: string;
  brandCouponId: number | null;
}

export type BrandCouponRow = Schemas['BrandCoupon'] & { brandAccountId: number };
export type PrivacyShareRow = Schemas['PrivacySharedBusinessInfo'];

export interface BusinessAccountState {
  accounts: AccountRow[];
  members: MemberRow[];
  invitations: InvitationRow[];
  pricings: PricingRow[];
  quests: QuestRow[];
  rewards: RewardRow[];
  missions: MissionRow[];
  inspections: InspectionRow[];
  profileInspections: ProfileInspectionRow[];
  /** What each account saved of its business inspection request, step by step (designed). */
  inspectionDrafts: Schemas['InspectionDraft'][];
  localProfiles: LocalProfileRow[];
  branches: BranchRow[];
  brandCoupons: BrandCouponRow[];
  themes: Schemas['Theme'][];
  privacyShares: PrivacyShareRow[];
  /** Businesses the national tax service lookup knows (by business number). */
  registry: Schemas['BusinessRegistration'][];
}
