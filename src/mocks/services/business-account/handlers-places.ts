/** Brand branches and their brand coupon, theme banners, regions, local profiles and privacy-sharing records. */
import { conflict, implement, notFound } from '../../core/implement';
import { sliceAfterId } from '../../core/paging';
import type { MockState } from '../../state';
import { badRequest } from './access';
import { REGIONS } from './catalog';
import { distanceMeters, toBranchMetadata } from './model';
import type { BranchRow } from './state';

const BRANCH = '브랜드 지점 정보';
const NEARBY_REGION_METERS = 20_000;
const DUPLICATE_METERS = 300;

function branchOf(state: MockState, accountId: number): BranchRow {
  const branch = state.businessAccount.branches.find((row) => row.businessAccountId === accountId);
  if (!branch) throw notFound(BRANCH);
  return branch;
}

function metadata(state: MockState, accountId: number) {
  const data = toBranchMetadata(state.businessAccount, accountId);
  if (!data) throw notFound(BRANCH);
  return { data };
}

const compact = (text: string) => text.replace(/\s+/g, '').toLowerCase();

export const placeHandlers = implement<'business-account', MockState>('business-account', {
  getBranchMetadata: ({ state, path }) => metadata(state, path.id),

  attachBrandCoupon: ({ state, query, accountId, now }) => {
    const branch = branchOf(state, accountId);
    const coupon = state.businessAccount.brandCoupons.find(
      (row) => row.id === query.brandCouponId && row.brandAccountId === branch.brandAccountId,
    );
    if (!coupon) throw notFound('브랜드 쿠폰');
    if (new Date(coupon.expiresAt).getTime() < now.getTime()) {
      throw badRequest('brandCouponId', '사용 기한이 지난 쿠폰은 붙일 수 없어요.');
    }
    branch.brandCouponId = coupon.id;
    return metadata(state, accountId);
  },

  detachBrandCoupon: ({ state, accountId }) => {
    const branch = branchOf(state, accountId);
    if (branch.brandCouponId === null) throw conflict('붙어 있는 브랜드 쿠폰이 없어요.', 'NO_BRAND_COUPON');
    branch.brandCouponId = null;
    return metadata(state, accountId);
  },

  getTheme: ({ state, path }) => {
    const theme = state.businessAccount.themes.find((row) => row.id === path.id);
    if (!theme) throw notFound('테마');
    return { data: { ...theme, banners: [...theme.banners].sort((a, b) => a.displayOrder - b.displayOrder) } };
  },

  listRegionsByCoordinates: ({ query }) => {
    const point = { lat: query.latitude, lng: query.longitude };
    const items = REGIONS.map((region) => ({ ...region, distanceMeters: distanceMeters(point, region.center) }))
      .filter((region) => region.distanceMeters <= NEARBY_REGION_METERS)
      .sort((a, b) => a.distanceMeters - b.distanceMeters)
      .slice(0, 5);
    return { data: { items } };
  },

  checkLocalProfileDuplicate: ({ state, query }) => {
    const point = { lat: query.lat, lng: query.lng };
    const name = compact(query.name);
    const destroyed = new Set(
      state.businessAccount.accounts.filter((account) => account.status === 'DESTROYED').map((account) => account.id),
    );
    const candidates = state.businessAccount.localProfiles
      .filter((profile) => profile.businessAccountId === null || !destroyed.has(profile.businessAccountId))
      .map((profile) => ({ ...profile, distanceMeters: distanceMeters(point, profile.coordinates) }))
      .filter((profile) => {
        const other = compact(profile.name);
        const sameName = other.includes(name) || name.includes(other);
        const sameAddress =
          (query.roadAddress && profile.roadAddress === query.roadAddress.trim()) ||
          (query.jibunAddress && profile.jibunAddress === query.jibunAddress.trim());
        return (sameName && profile.distanceMeters <= DUPLICATE_METERS) || Boolean(sameAddress);
      })
      .sort((a, b) => a.distanceMeters - b.distanceMeters);
    return { data: { duplicated: candidates.length > 0, candidates } };
  },

  getLocalProfileByBusinessAccount: ({ state, path }) => {
    const profile = state.businessAccount.localProfiles.find((row) => row.businessAccountId === path.baId);
    if (!profile) throw notFound('동네 프로필');
    return { data: profile };
  },

  listPrivacySharedBusinessInfos: ({ state, query }) => {
    const limit = query.limit ?? 20;
    const rows = [...state.businessAccount.privacyShares].sort(
      (a, b) => b.sharedAt.localeCompare(a.sharedAt) || b.id - a.id,
    );
    // An empty cursor means the first page; a cursor naming no row is refused.
    const page = sliceAfterId(rows, query.cursor || undefined, limit);
    if (!page.cursorKnown) throw badRequest('cursor', '알 수 없는 커서예요.');
    const nextCursor = page.lastId === null ? null : String(page.lastId);
    return { data: { items: page.items, hasMore: page.hasMore, nextCursor } };
  },
});
