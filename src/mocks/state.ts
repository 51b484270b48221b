/** The whole mock database: one slice per service, seeded with realistic Korean data. */
import type { GenericCrudState } from './core/generic-crud';
import { seedAdvertising } from './services/advertising/seed';
import type { AdvertisingState } from './services/advertising/state';
import { seedAuth, type AuthState } from './services/auth/seed';
import { seedBranches } from './services/branch/seed';
import type { BranchState } from './services/branch/state';
import { seedBusinessAccount } from './services/business-account/seed';
import { reconcileSignInList } from './services/business-account/sign-in-list';
import type { BusinessAccountState } from './services/business-account/state';
import { seedChat, type ChatState } from './services/chat/state';
import { seedCommerce } from './services/commerce/seed';
import { attachNeighbourStores } from './services/commerce/seed-neighbours';
import type { CommerceState } from './services/commerce/state';
import { seedConfig, type ConfigState } from './services/config/state';
import { seedCoupons } from './services/coupon/seed';
import type { CouponState } from './services/coupon/state';
import { seedCustomerState } from './services/customer/seed';
import type { CustomerState } from './services/customer/state';
import { seedExpert } from './services/expert/seed';
import type { ExpertState } from './services/expert/state';
import { seedFinance } from './services/finance/seed';
import type { FinanceState } from './services/finance/state';
import { seedLocalProfileDirectory } from './services/local-profile-directory/seed';
import { seedLocalProfiles } from './services/local-profile/seed';
import type { LocalProfileState } from './services/local-profile/state';
import { seedNotices } from './services/notice/seed';
import type { NoticeState } from './services/notice/state';
import { seedNotifications } from './services/notification/seed';
import type { NotificationState } from './services/notification/state';
import { seedPickup } from './services/pickup/seed';
import type { PickupState } from './services/pickup/state';
import { seedPoi } from './services/poi/seed';
import type { PoiState } from './services/poi/state';
import { attachSeedRows, seedPosts } from './services/post/seed';
import type { PostState } from './services/post/state';
import { seedReservations } from './services/reservation/seed';
import { seedFollowSources } from './world/seed-follow-sources';
import type { ReservationState } from './services/reservation/state';

/** Bump when the seed's shape changes: stored demo data of another version is discarded. */
export const MOCK_STATE_VERSION = 11;

export interface MockState {
  sequence: number;
  /** Records of CRUD resources that have no hand-written handler (src/mocks/core/generic-crud.ts). */
  generic: GenericCrudState;
  auth: AuthState;
  config: ConfigState;
  coupon: CouponState;
  pickup: PickupState;
  expert: ExpertState;
  localProfileDirectory: ReturnType<typeof seedLocalProfileDirectory>;
  finance: FinanceState;
  notice: NoticeState;
  notification: NotificationState;
  chat: ChatState;
  branch: BranchState;
  localProfile: LocalProfileState;
  customer: CustomerState;
  reservation: ReservationState;
  businessAccount: BusinessAccountState;
  post: PostState;
  advertising: AdvertisingState;
  poi: PoiState;
  commerce: CommerceState;
}

export function createSeedState(now = new Date()): MockState {
  let sequence = 1000;
  const nextId = () => ++sequence;
  // Finance makes as many rows as the month has had days (KST): its seed ids come from a range of
  // their own, so the date never shifts another seed's ids (a test that read an id before midnight
  // KST would find another record after it). New records take ids from `sequence`, far below.
  let financeSequence = 900_000;
  const nextFinanceId = () => ++financeSequence;
  const state: MockState = {
    sequence: 0,
    generic: {},
    auth: seedAuth(now),
    config: seedConfig(),
    coupon: seedCoupons(now, nextId),
    pickup: seedPickup(now, nextId),
    expert: seedExpert(now),
    localProfileDirectory: seedLocalProfileDirectory(),
    finance: seedFinance(now, nextFinanceId),
    notice: seedNotices(now, nextId),
    notification: seedNotifications(now, nextId),
    chat: seedChat(),
    branch: seedBranches(now, nextId),
    localProfile: seedLocalProfiles(now, nextId),
    customer: seedCustomerState(now, nextId),
    reservation: seedReservations(now, nextId),
    businessAccount: seedBusinessAccount(now, nextId),
    post: seedPosts(now, nextId),
    advertising: seedAdvertising(now, nextId),
    poi: seedPoi(),
    commerce: seedCommerce(now, nextId),
  };
  attachSeedRows(state, now);
  seedFollowSources(state);
  attachNeighbourStores(state.commerce, state.businessAccount, now);
  reconcileSignInList(state);
  state.sequence = sequence;
  return state;
}
