/**
 * A coupon's steps as the specification and the decisions give them, written here by hand (not read
 * from src/api/machines/coupon.ts): spec 001 §4 (re-issue and every update send ACTIVE), decisions.md
 * "Coupon actions by state" (발행 중지 only while it can be received; 재발행 only a stopped coupon
 * before its expiry with quantity left; 수정 · 삭제 always) and the decision of issue 23 (commit
 * "Coupons as a table": once a customer holds it, its benefit is fixed, 409 COUPON_PROMISE_FIXED).
 * Each cell is played against the mock through its request; the detail page offers exactly the
 * allowed steps.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '@generated/openapi/coupon';
import { mockRuntime } from '@/mocks/node';
import { toKstIso } from '@/mocks/core/time';
import { answer, asAccount } from '@/mocks/testing/operation-calls';
import { allowedIn, tableCases, type Expected, type ExpectationTable } from '@/testing/expectation-table';
import { renderRoute } from '@/testing/render-route';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';

type Box = components['schemas']['CouponBox'];
type State = 'open' | 'openStopped' | 'held' | 'heldStopped' | 'deleted';
type Row =
  | 'open'
  | 'openStopped'
  | 'stoppedPastExpiry'
  | 'openExpired'
  | 'held'
  | 'heldStopped'
  | 'stoppedNoneLeft'
  | 'heldExpired'
  | 'soldOut';
type Action = 'stop' | 'reissue' | 'edit' | 'changePromise' | 'delete';

const ACCOUNT = DEMO_ACCOUNT_IDS.active;
const DAY = 86_400_000;

/** Each row as stored: status, whether its expiry has passed, how many customers hold it, of how many. */
const SETUPS: Readonly<Record<Row, { status: 'ACTIVE' | 'INACTIVE'; expired: boolean; held: number; issued: number }>> =
  {
    open: { status: 'ACTIVE', expired: false, held: 0, issued: 10 },
    openStopped: { status: 'INACTIVE', expired: false, held: 0, issued: 10 },
    stoppedPastExpiry: { status: 'INACTIVE', expired: true, held: 0, issued: 10 },
    openExpired: { status: 'ACTIVE', expired: true, held: 0, issued: 10 },
    held: { status: 'ACTIVE', expired: false, held: 2, issued: 10 },
    heldStopped: { status: 'INACTIVE', expired: false, held: 2, issued: 10 },
    stoppedNoneLeft: { status: 'INACTIVE', expired: false, held: 2, issued: 2 },
    heldExpired: { status: 'ACTIVE', expired: true, held: 2, issued: 10 },
    soldOut: { status: 'ACTIVE', expired: false, held: 2, issued: 2 },
  };

const PROMISE_FIXED = {
  refused:
    '이미 받은 고객이 있는 쿠폰이라 혜택·사용처·받을 수 있는 고객은 바꿀 수 없고, 사용 기한은 늘리기만 할 수 있어요.',
  code: 'COUPON_PROMISE_FIXED',
};

/** The sentences a merchant reads for a step the coupon does not allow (issue 40: no table labels in them). */
const STOPPED_ALREADY = '이미 발행을 멈춘 쿠폰이에요.';
const ISSUING_ALREADY = '이미 발행 중인 쿠폰이에요.';
const PAST_EXPIRY = '사용 기한이 지난 쿠폰이에요. 수정에서 기한을 늘려 주세요.';
const NONE_LEFT = '수량이 모두 나갔어요. 수정에서 발행 수량을 늘려 주세요.';

/**
 * One row: 수정 and 삭제 always go (수정 sends a later expiry and room for more customers, so it
 * re-issues whatever the coupon was); 발행 중지 and 재발행 lead where given, else are refused with
 * the given sentence; the benefit changes only while no customer holds the coupon.
 */
function row(moves: {
  stop: State | { refused: string };
  reissue: State | { refused: string };
  edited: State;
}): Readonly<Record<Action, Expected<State>>> {
  const step = (move: State | { refused: string }): Expected<State> =>
    typeof move === 'string' ? { to: move } : { refused: move.refused, code: 'COUPON_STATE' };
  return {
    stop: step(moves.stop),
    reissue: step(moves.reissue),
    edit: { to: moves.edited },
    changePromise: moves.edited === 'open' ? { to: 'open' } : PROMISE_FIXED,
    delete: { to: 'deleted' },
  };
}

const refused = (sentence: string) => ({ refused: sentence });
/** A coupon past its expiry: nothing to stop, nothing to re-issue until 수정 moves the expiry. */
const pastExpiry = (edited: State) =>
  row({ stop: refused('사용 기한이 지난 쿠폰이라 더 발행되지 않아요.'), reissue: refused(PAST_EXPIRY), edited });

const EXPECTED: ExpectationTable<Row, Action, State> = {
  open: row({ stop: 'openStopped', reissue: refused(ISSUING_ALREADY), edited: 'open' }),
  openStopped: row({ stop: refused(STOPPED_ALREADY), reissue: 'open', edited: 'open' }),
  stoppedPastExpiry: row({ stop: refused(STOPPED_ALREADY), reissue: refused(PAST_EXPIRY), edited: 'open' }),
  openExpired: pastExpiry('open'),
  held: row({ stop: 'heldStopped', reissue: refused(ISSUING_ALREADY), edited: 'held' }),
  heldStopped: row({ stop: refused(STOPPED_ALREADY), reissue: 'held', edited: 'held' }),
  stoppedNoneLeft: row({ stop: refused(STOPPED_ALREADY), reissue: refused(NONE_LEFT), edited: 'held' }),
  heldExpired: pastExpiry('held'),
  soldOut: row({
    stop: refused('수량이 모두 나간 쿠폰이라 더 발행되지 않아요.'),
    reissue: refused(NONE_LEFT),
    edited: 'held',
  }),
};

/** Where a coupon is, in the API's own fields (spec 001 §3: validity; the claimed count). */
const IS: Readonly<Record<Exclude<State, 'deleted'>, Pick<Box, 'validity'> & { held: boolean }>> = {
  open: { validity: 'AVAILABLE', held: false },
  openStopped: { validity: 'NOT_ACTIVE', held: false },
  held: { validity: 'AVAILABLE', held: true },
  heldStopped: { validity: 'NOT_ACTIVE', held: true },
};

const BENEFIT = { benefit_type: 'DISCOUNT_AMOUNT', description: '1,000원 할인', discount_amount: 1000 } as const;

/** One of 101's seeded coupons, put into the row's state. */
function couponIn(row: Row): number {
  const coupons = mockRuntime.db.state.coupon;
  const box = coupons.boxes.find((each) => each.business_account_id === ACCOUNT && !each.deleted)!;
  const setup = SETUPS[row];
  Object.assign(box, {
    status: setup.status,
    issued_count: setup.issued,
    benefit_request: BENEFIT,
    // Where it is used and for whom, as 수정 sends them (part of the promise once held).
    event_type: 'NORMAL',
    usage_channel: 'OFFLINE',
    expires_at: toKstIso(new Date(Date.now() + (setup.expired ? -1 : 10) * DAY)),
  });
  coupons.claims = coupons.claims.filter((claim) => claim.coupon_box_id !== box.id);
  for (let index = 0; index < setup.held; index++)
    coupons.claims.push({
      id: 990_000 + index,
      coupon_box_id: box.id,
      user: { id: 880_000 + index, nickname: '손님', profile_image_url: 'https://x.test/a.png', region_name: '망원동' },
      created_at: toKstIso(new Date(Date.now() - DAY)),
      used_at: null,
    });
  return box.id;
}

function send(action: Action, id: number) {
  if (action === 'stop' || action === 'reissue')
    return answer('coupon.updateCouponBoxStatus', {
      path: { id },
      body: { status: action === 'stop' ? 'INACTIVE' : 'ACTIVE' },
    });
  if (action === 'delete') return answer('coupon.deleteCouponBox', { path: { id } });
  const benefit =
    action === 'changePromise'
      ? { benefit_type: 'DISCOUNT_AMOUNT', description: '2,000원 할인', discount_amount: 2000 }
      : BENEFIT;
  return answer('coupon.updateCouponBox', {
    path: { id },
    body: {
      name: '표대로 고친 쿠폰',
      benefit_request: benefit,
      event_type: 'NORMAL',
      usage_channel: 'OFFLINE',
      issued_count: 10,
      expires_at: toKstIso(new Date(Date.now() + 30 * DAY)),
      status: 'ACTIVE',
    },
  });
}

describe('coupon: the mock answers as the hand-written table says', () => {
  it.each(tableCases(EXPECTED))('%s × %s', async (row, action, expected) => {
    asAccount(ACCOUNT);
    const id = couponIn(row);
    const result = await send(action, id);
    if (!('to' in expected)) {
      expect(result.status).toBe(409);
      expect(result.body).toMatchObject({ code: expected.code, message: expected.refused });
      return;
    }
    expect(result.status).toBe(200);
    const after = await answer('coupon.getCouponBoxForBusiness', { path: { id } });
    if (expected.to === 'deleted') {
      expect(after.status).toBe(404);
      return;
    }
    const box = (after.body as { data: Box }).data;
    expect({ validity: box.validity, held: box.claimed_count > 0 }).toEqual(IS[expected.to]);
  });

  it('a deleted coupon is not found, whatever is asked of it', async () => {
    asAccount(ACCOUNT);
    const id = couponIn('open');
    expect((await send('delete', id)).status).toBe(200);
    for (const action of ['stop', 'reissue', 'edit', 'delete'] as const)
      expect((await send(action, id)).body).toMatchObject({ code: 'NOT_FOUND', message: '쿠폰을 찾을 수 없어요.' });
  });
});

const ACTIONS: readonly Action[] = ['reissue', 'stop', 'edit', 'delete'];
const BUTTONS: Readonly<Record<Action, string>> = {
  reissue: '재발행',
  stop: '발행 중지',
  edit: '수정',
  changePromise: '',
  delete: '삭제',
};

describe('coupon: the detail page offers exactly the allowed steps', () => {
  it.each(Object.keys(SETUPS) as Row[])('%s', async (row) => {
    const id = couponIn(row);
    renderRoute(`/profile/${ACCOUNT}/coupon/detail/${id}`);
    await screen.findByRole('heading', { name: mockRuntime.db.state.coupon.boxes.find((b) => b.id === id)!.name });
    // A step's control says its word (its accessible name adds the coupon's: "발행 중지: …").
    const words = [...screen.queryAllByRole('button'), ...screen.queryAllByRole('link')].map((control) =>
      control.textContent?.trim(),
    );
    const offered = ACTIONS.map((action) => BUTTONS[action]).filter((word) => words.includes(word));
    expect(offered).toEqual(allowedIn(EXPECTED, row, ACTIONS).map((action) => BUTTONS[action]));
  });
});
