/**
 * Coupon service rules (spec 001 §4): a new or updated coupon is ACTIVE, re-issue sets ACTIVE,
 * validity follows status, expiry and quantity; coupons of another business account are not found.
 * A past expiry (`x-not-past`) and a discount without its amount or rate are refused by the
 * schema check before a handler runs (400 naming the field).
 */
import { couponMachine, couponText, type CouponAction } from '@/api/machines/coupon';
import { decide } from '@/lib/machine';
import { sameTextKey } from '@/lib/rule-keywords';
import { conflict, implement, MockHttpError, notFound } from '../../core/implement';
import { kstDateLabel, toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { profileImageOf, seedCustomers } from '../customers';
import { benefitOf, claimabilityOf, claimStateOf, newestFirst, paginate, toCouponBox, validityOf } from './model';
import type { CouponBoxRow, CouponState } from './state';

/** The marketplace customer the demo acts as when it claims or uses a coupon. */
const DEMO_CUSTOMER = seedCustomers[0]!;

function findBox(state: CouponState, id: number, accountId?: number): CouponBoxRow {
  const box = state.boxes.find((row) => row.id === id && !row.deleted);
  if (!box || (accountId !== undefined && box.business_account_id !== accountId)) throw notFound('쿠폰');
  return box;
}

/** Takes the step if the coupon table allows it in the coupon's state, or answers 409 with the table's sentence. */
function allow(state: CouponState, row: CouponBoxRow, action: CouponAction, now: Date): void {
  const decision = decide(couponMachine, toCouponBox(state, row, now), action);
  if (!decision.ok) throw conflict(decision.reason, 'COUPON_STATE');
}

function fieldError(field: string, reason: string): MockHttpError {
  return new MockHttpError(400, reason, 'INVALID_REQUEST', [{ field, reason }]);
}

/** A coupon's name is its own among the account's live coupons (not deleted), spaces and case aside. */
function checkName(state: CouponState, accountId: number, name: string, self?: number): void {
  const key = sameTextKey(name);
  const taken = state.boxes.some(
    (row) => row.business_account_id === accountId && !row.deleted && row.id !== self && sameTextKey(row.name) === key,
  );
  if (taken) throw fieldError('name', '같은 이름의 쿠폰이 이미 있어요. 다른 이름을 적어 주세요.');
}

/** The promise besides the expiry: the benefit, where it is used and who may get it. */
const samePromise = (a: CouponBody, b: CouponBody) =>
  JSON.stringify(benefitOf(a.benefit_request)) === JSON.stringify(benefitOf(b.benefit_request)) &&
  a.usage_channel === b.usage_channel &&
  a.event_type === b.event_type;

/**
 * Once customers hold the coupon its promise is theirs: the benefit, where it is used and who may
 * get it stay, the expiry may only move later (the table's changePromise), and the quantity cannot
 * go below what they hold.
 */
function checkUpdate(state: CouponState, row: CouponBoxRow, body: CouponBody, now: Date) {
  const held = state.claims.filter((claim) => claim.coupon_box_id === row.id).length;
  const earlier = Date.parse(body.expires_at) < Date.parse(row.expires_at);
  if (!samePromise(body, row) || earlier) {
    const decision = decide(couponMachine, toCouponBox(state, row, now), 'changePromise');
    if (!decision.ok)
      throw samePromise(body, row)
        ? fieldError('expires_at', couponText.expiryEarlier(kstDateLabel(row.expires_at).replace(/까지$/, '')))
        : conflict(decision.reason, 'COUPON_PROMISE_FIXED');
  }
  if (body.issued_count < held) throw fieldError('issued_count', couponText.quantityFloor(held));
}

type CouponBody = Pick<
  CouponBoxRow,
  'benefit_request' | 'expires_at' | 'issued_count' | 'usage_channel' | 'event_type'
>;

function accountName(state: MockState, accountId: number): string {
  return state.auth.businessAccounts.find((account) => account.id === accountId)?.name ?? `비즈니스 계정 ${accountId}`;
}

export const couponHandlers = implement<'coupon', MockState>('coupon', {
  listCouponBoxes: ({ state, query, accountId, now }) => {
    const keyword = query.keyword?.trim();
    const rows = newestFirst(
      state.coupon.boxes.filter((row) => row.business_account_id === accountId && !row.deleted),
      (row) => row.created_at,
    )
      .map((row) => toCouponBox(state.coupon, row, now))
      .filter((box) => !keyword || box.name.includes(keyword))
      .filter((box) => !query.validity || box.validity === query.validity);
    return { data: paginate(rows, query.page ?? 1, query.size ?? 10) };
  },

  createCouponBox: ({ state, body, accountId, now, nextId }) => {
    checkName(state.coupon, accountId, body.name);
    const row: CouponBoxRow = {
      description: '',
      ...body,
      benefit_request: benefitOf(body.benefit_request),
      id: nextId(),
      business_account_id: accountId,
      business_account_name: accountName(state, accountId),
      status: 'ACTIVE',
      created_at: toKstIso(now),
      deleted: false,
    };
    state.coupon.boxes.push(row);
    return { data: toCouponBox(state.coupon, row, now) };
  },

  updateCouponBox: ({ state, path, body, accountId, now }) => {
    const row = findBox(state.coupon, path.id, accountId);
    allow(state.coupon, row, 'edit', now);
    checkName(state.coupon, accountId, body.name, row.id);
    checkUpdate(state.coupon, row, body, now);
    Object.assign(row, { description: '', ...body, benefit_request: benefitOf(body.benefit_request) });
    return { data: toCouponBox(state.coupon, row, now) };
  },

  deleteCouponBox: ({ state, path, accountId, now }) => {
    const row = findBox(state.coupon, path.id, accountId);
    allow(state.coupon, row, 'delete', now);
    row.deleted = true;
    return { data: { id: path.id, deleted: true } };
  },

  updateCouponBoxStatus: ({ state, path, body, accountId, now }) => {
    const row = findBox(state.coupon, path.id, accountId);
    allow(state.coupon, row, body.status === 'ACTIVE' ? 'reissue' : 'stop', now);
    row.status = body.status;
    return { data: toCouponBox(state.coupon, row, now) };
  },

  getCouponBoxForBusiness: ({ state, path, accountId, now }) => ({
    data: toCouponBox(state.coupon, findBox(state.coupon, path.id, accountId), now),
  }),

  getCouponBoxForUser: ({ state, path, now }) => {
    const box = findBox(state.coupon, path.id);
    const claim = state.coupon.claims.find((c) => c.coupon_box_id === box.id && c.user.id === DEMO_CUSTOMER.id);
    const claim_state = claim ? claimStateOf(claim, box, now) : claimabilityOf(state.coupon, box, now);
    return { data: { ...toCouponBox(state.coupon, box, now), claim_state } };
  },

  listCouponUsedUsers: ({ state, path, query, accountId, now }) => {
    const box = findBox(state.coupon, path.id, accountId);
    const used = state.coupon.claims.filter((claim) => claim.coupon_box_id === box.id && claim.used_at !== null);
    const records = newestFirst(used, (claim) => claim.used_at).map((claim) => ({
      ...claim,
      claim_state: claimStateOf(claim, box, now),
    }));
    return { data: paginate(records, query.page ?? 1, query.size ?? 10) };
  },

  listCouponClaimedUsers: ({ state, path, query, accountId, now }) => {
    const box = findBox(state.coupon, path.id, accountId);
    const claimed = state.coupon.claims.filter((claim) => claim.coupon_box_id === box.id);
    const records = newestFirst(claimed, (claim) => claim.created_at).map((claim) => ({
      ...claim,
      claim_state: claimStateOf(claim, box, now),
    }));
    return { data: paginate(records, query.page ?? 1, query.size ?? 10) };
  },

  listActiveCouponBoxesOfBusiness: ({ state, accountId, now }) => ({
    data: { items: activeBoxes(state.coupon, accountId, now).map((row) => toCouponBox(state.coupon, row, now)) },
  }),

  listActiveCouponBoxes: ({ state, query, now }) => ({
    data: { items: activeBoxes(state.coupon, query.issuer_id, now).map((row) => toCouponBox(state.coupon, row, now)) },
  }),

  claimCoupon: ({ state, path, now, nextId }) => {
    const box = findBox(state.coupon, path.id);
    if (state.coupon.claims.some((claim) => claim.coupon_box_id === box.id && claim.user.id === DEMO_CUSTOMER.id)) {
      throw conflict('이미 받은 쿠폰이에요.', 'ALREADY_CLAIMED');
    }
    const claimability = claimabilityOf(state.coupon, box, now);
    if (claimability !== 'CAN_CLAIM') throw conflict('지금은 받을 수 없는 쿠폰이에요.', claimability);
    const claim = {
      id: nextId(),
      coupon_box_id: box.id,
      user: {
        id: DEMO_CUSTOMER.id,
        nickname: DEMO_CUSTOMER.nickname,
        profile_image_url: profileImageOf(DEMO_CUSTOMER),
        region_name: DEMO_CUSTOMER.regionName,
      },
      created_at: toKstIso(now),
      used_at: null,
    };
    state.coupon.claims.push(claim);
    return {
      data: {
        id: claim.id,
        coupon_box_id: box.id,
        user_id: DEMO_CUSTOMER.id,
        claim_state: 'CAN_USE',
        created_at: claim.created_at,
        used_at: null,
        coupon_box: toCouponBox(state.coupon, box, now),
      },
    };
  },

  useCoupon: ({ state, path, now }) => {
    const claim = state.coupon.claims.find((c) => c.id === path.id);
    if (!claim) throw notFound('쿠폰');
    const box = findBox(state.coupon, claim.coupon_box_id);
    const current = claimStateOf(claim, box, now);
    if (current !== 'CAN_USE') throw conflict('사용할 수 없는 쿠폰이에요.', current);
    claim.used_at = toKstIso(now);
    return {
      data: {
        id: claim.id,
        coupon_box_id: box.id,
        user_id: claim.user.id,
        claim_state: 'IS_USED',
        created_at: claim.created_at,
        used_at: claim.used_at,
        coupon_box: toCouponBox(state.coupon, box, now),
      },
    };
  },

  listClaimedCoupons: ({ state, query, now }) => ({
    data: {
      items: state.coupon.claims
        .filter((claim) => claim.user.id === query.userId)
        .flatMap((claim) => {
          const box = state.coupon.boxes.find((row) => row.id === claim.coupon_box_id && !row.deleted);
          if (!box) return [];
          return [
            {
              id: claim.id,
              coupon_box_id: box.id,
              user_id: claim.user.id,
              claim_state: claimStateOf(claim, box, now),
              created_at: claim.created_at,
              used_at: claim.used_at,
              coupon_box: toCouponBox(state.coupon, box, now),
            },
          ];
        }),
    },
  }),
});

function activeBoxes(state: CouponState, accountId: number, now: Date): CouponBoxRow[] {
  return state.boxes.filter((row) => {
    if (row.business_account_id !== accountId || row.deleted) return false;
    const claimed = state.claims.filter((claim) => claim.coupon_box_id === row.id).length;
    return validityOf(row, claimed, now) === 'AVAILABLE';
  });
}
