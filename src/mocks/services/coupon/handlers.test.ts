import { describe, expect, it } from 'vitest';
import { callOperation } from '@/api/operations';
import { mockRuntime } from '@/mocks/node';
import { toKstIso } from '@/mocks/core/time';
import { validateResponse } from '@/mocks/core/validation';
import { answer, asAccount, failure } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';

const newCoupon = {
  name: '겨울 한정 핫초코 무료',
  benefit_request: { benefit_type: 'FREE_ITEM', description: '핫초코 1잔 무료' },
  description: '',
  expires_at: `${new Date().getFullYear() + 1}-01-31T23:59:59+09:00`,
  issued_count: 30,
  event_type: 'NORMAL',
  usage_channel: 'OFFLINE',
} as const;

describe('coupon mock rules', () => {
  it('lists only the current business account’s coupons, newest first, 10 a page', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const { data } = await callOperation<{
      data: { items: { name: string; business_account: { id: number } }[]; total_count: number };
    }>('coupon.listCouponBoxes', { query: { page: 1, size: 10 } });
    expect(data.data.items).toHaveLength(10);
    expect(data.data.total_count).toBe(12);
    expect(data.data.items.every((item) => item.business_account.id === DEMO_ACCOUNT_IDS.active)).toBe(true);
    expect(data.data.items[0]!.name).toBe('단골 아메리카노 1잔 무료');
  });

  it('creates ACTIVE coupons and computes validity from status, expiry and quantity', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const created = await callOperation<{
      data: { id: number; status: string; validity: string; claimed_count: number };
    }>('coupon.createCouponBox', {
      body: newCoupon,
    });
    expect(created.data.data).toMatchObject({ status: 'ACTIVE', validity: 'AVAILABLE', claimed_count: 0 });

    const validities = mockRuntime.db.state.coupon.boxes.map((box) => box.name);
    expect(validities).toContain('겨울 한정 핫초코 무료');
  });

  it('re-issues a stopped coupon by setting status ACTIVE', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const stopped = mockRuntime.db.state.coupon.boxes.find((box) => box.status === 'INACTIVE')!;
    const { data } = await callOperation<{ data: { status: string; validity: string } }>(
      'coupon.updateCouponBoxStatus',
      {
        path: { id: stopped.id },
        body: { status: 'ACTIVE' },
      },
    );
    expect(data.data).toMatchObject({ status: 'ACTIVE', validity: 'AVAILABLE' });
  });

  it('rejects a coupon without a name with a 400 naming the field, in Korean', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const { name: _name, ...withoutName } = newCoupon;
    const error = await failure('coupon.createCouponBox', { body: withoutName });
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ errors: [{ field: 'name', reason: '필수 항목이에요.' }] });
  });

  it('hides coupons of other business accounts', async () => {
    asAccount(DEMO_ACCOUNT_IDS.inspection);
    const foreign = mockRuntime.db.state.coupon.boxes.find(
      (box) => box.business_account_id === DEMO_ACCOUNT_IDS.active,
    )!;
    const error = await failure('coupon.getCouponBoxForBusiness', { path: { id: foreign.id } });
    expect(error.status).toBe(404);
  });

  it('refuses an expiry in the past with a 400 naming the field, in Korean', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const yesterday = toKstIso(new Date(Date.now() - 24 * 60 * 60 * 1000));
    const error = await failure('coupon.createCouponBox', { body: { ...newCoupon, expires_at: yesterday } });
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({
      errors: [{ field: 'expires_at', reason: '지난 날짜예요. 오늘이나 그 이후 날짜를 골라 주세요.' }],
    });
    const box = mockRuntime.db.state.coupon.boxes.find((row) => row.business_account_id === DEMO_ACCOUNT_IDS.active)!;
    const update = await failure('coupon.updateCouponBox', {
      path: { id: box.id },
      body: { ...newCoupon, status: 'ACTIVE', expires_at: yesterday },
    });
    expect(update.body).toMatchObject({ errors: [{ field: 'expires_at' }] });
  });

  it.each([
    [
      { benefit_type: 'DISCOUNT_AMOUNT', description: '3,000원 할인' },
      'benefit_request.discount_amount',
      '필수 항목이에요.',
    ],
    [
      { benefit_type: 'DISCOUNT_AMOUNT', description: '할인', discount_amount: 0 },
      'benefit_request.discount_amount',
      '1원 이상 입력해 주세요.',
    ],
    // Issue 40: 5,000원 off a 3,000원 minimum order (the 매장 할인's rule, at this door too).
    [
      {
        benefit_type: 'DISCOUNT_AMOUNT',
        description: '5,000원 할인',
        discount_amount: 5000,
        minimum_order_amount: 3000,
      },
      'benefit_request.discount_amount',
      '할인 금액은 최소 주문 금액(3,000원)보다 클 수 없어요.',
    ],
    [{ benefit_type: 'DISCOUNT_RATE', description: '10% 할인' }, 'benefit_request.discount_rate', '필수 항목이에요.'],
    [
      { benefit_type: 'DISCOUNT_RATE', description: '할인', discount_rate: 100 },
      'benefit_request.discount_rate',
      '99% 이하로 입력해 주세요.',
    ],
  ])('refuses a discount without its own value: %j', async (benefit_request, field, reason) => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const error = await failure('coupon.createCouponBox', { body: { ...newCoupon, benefit_request } });
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ errors: [{ field, reason }] });
  });

  it('keeps only the value the benefit type uses', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const { data } = await callOperation<{ data: { benefit_request: Record<string, unknown> } }>(
      'coupon.createCouponBox',
      {
        body: {
          ...newCoupon,
          benefit_request: {
            benefit_type: 'DISCOUNT_RATE',
            description: '10% 할인',
            discount_rate: 10,
            discount_amount: 500,
          },
        },
      },
    );
    expect(data.data.benefit_request).toEqual({
      benefit_type: 'DISCOUNT_RATE',
      description: '10% 할인',
      discount_rate: 10,
    });
  });

  it('seeds schema-valid coupons that end at 23:59:59 KST, discounts with their amount or rate', async () => {
    const boxes = mockRuntime.db.state.coupon.boxes.filter((box) => !box.deleted);
    for (const box of boxes) {
      asAccount(box.business_account_id);
      const answered = await answer('coupon.getCouponBoxForBusiness', { path: { id: box.id } });
      expect(await validateResponse('coupon.getCouponBoxForBusiness', 200, answered.body), box.name).toEqual([]);
      expect(box.expires_at, box.name).toMatch(/T23:59:59\+09:00$/);
    }
    expect(boxes.some((box) => box.benefit_request.discount_amount === 3000)).toBe(true);
    expect(boxes.some((box) => box.benefit_request.discount_rate === 10)).toBe(true);
  });

  it('stops new claims of a stopped coupon, but a claimed one stays usable (as the stop dialog says)', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const state = mockRuntime.db.state.coupon;
    const box = state.boxes.find(
      (row) => row.name === '단골 아메리카노 1잔 무료' && row.business_account_id === DEMO_ACCOUNT_IDS.active,
    )!;
    const unused = state.claims.find((claim) => claim.coupon_box_id === box.id && claim.used_at === null)!;
    await callOperation('coupon.updateCouponBoxStatus', { path: { id: box.id }, body: { status: 'INACTIVE' } });
    const error = await failure('coupon.claimCoupon', { path: { id: box.id } });
    expect(error).toMatchObject({ status: 409, body: { code: 'INACTIVE_COUPON' } });
    const used = await callOperation<{ data: { claim_state: string } }>('coupon.useCoupon', {
      path: { id: unused.id },
    });
    expect(used.data.data.claim_state).toBe('IS_USED');
  });
});

describe('coupon names and promises', () => {
  it('refuses the name of another live coupon under the name field; a deleted coupon’s name is free', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const live = mockRuntime.db.state.coupon.boxes.find(
      (box) => box.business_account_id === DEMO_ACCOUNT_IDS.active && !box.deleted,
    )!;
    const taken = await answer('coupon.createCouponBox', { body: { ...newCoupon, name: ` ${live.name} ` } });
    expect(taken.status).toBe(400);
    expect((taken.body as { errors: unknown[] }).errors).toEqual([
      { field: 'name', reason: '같은 이름의 쿠폰이 이미 있어요. 다른 이름을 적어 주세요.' },
    ]);
    live.deleted = true;
    expect((await answer('coupon.createCouponBox', { body: { ...newCoupon, name: live.name } })).status).toBe(200);
  });

  it('keeps a held coupon’s benefit (409) and refuses a quantity below what customers hold (400 on 발행 수량)', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const state = mockRuntime.db.state.coupon;
    const held = state.boxes.find(
      (box) =>
        box.business_account_id === DEMO_ACCOUNT_IDS.active &&
        !box.deleted &&
        state.claims.filter((claim) => claim.coupon_box_id === box.id).length >= 2 &&
        Date.parse(box.expires_at) > Date.now(),
    )!;
    const count = state.claims.filter((claim) => claim.coupon_box_id === held.id).length;
    const body = { ...held, status: 'ACTIVE' as const };
    const benefit = await answer('coupon.updateCouponBox', {
      path: { id: held.id },
      body: { ...body, benefit_request: { benefit_type: 'FREE_ITEM', description: '쿠키 1개 무료' } },
    });
    expect(benefit.status).toBe(409);
    const fewer = await answer('coupon.updateCouponBox', {
      path: { id: held.id },
      body: { ...body, issued_count: count - 1 },
    });
    expect(fewer.status).toBe(400);
    expect((fewer.body as { errors: { field: string; reason: string }[] }).errors[0]).toEqual({
      field: 'issued_count',
      reason: `이미 ${count}명이 받았어요. 발행 수량은 ${count}장보다 적게 줄일 수 없어요.`,
    });
  });

  it('keeps where a held coupon is used and who may get it (409, the promise’s sentence); an unheld one may change both', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const state = mockRuntime.db.state.coupon;
    const holders = (id: number) => state.claims.filter((claim) => claim.coupon_box_id === id).length;
    const held = state.boxes.find(
      (box) =>
        box.business_account_id === DEMO_ACCOUNT_IDS.active &&
        !box.deleted &&
        holders(box.id) > 0 &&
        box.usage_channel === 'OFFLINE' &&
        box.event_type === 'NORMAL' &&
        Date.parse(box.expires_at) > Date.now(),
    )!;
    const body = { ...held, status: 'ACTIVE' as const };
    for (const change of [{ usage_channel: 'THIRD_QRCODE' }, { event_type: 'FOLLOWER_ONLY' }] as const) {
      const refused = await answer('coupon.updateCouponBox', { path: { id: held.id }, body: { ...body, ...change } });
      expect(refused.status).toBe(409);
      expect(JSON.stringify(refused.body)).toContain(
        '이미 받은 고객이 있는 쿠폰이라 혜택·사용처·받을 수 있는 고객은 바꿀 수 없고, 사용 기한은 늘리기만 할 수 있어요.',
      );
    }
    expect(held).toMatchObject({ usage_channel: 'OFFLINE', event_type: 'NORMAL' });

    const fresh = await answer('coupon.createCouponBox', { body: newCoupon });
    const id = (fresh.body as { data: { id: number } }).data.id;
    const changed = await answer('coupon.updateCouponBox', {
      path: { id },
      body: { ...newCoupon, status: 'ACTIVE', usage_channel: 'THIRD_QRCODE', event_type: 'FOLLOWER_ONLY' },
    });
    expect(changed.body).toMatchObject({ data: { usage_channel: 'THIRD_QRCODE', event_type: 'FOLLOWER_ONLY' } });
  });
});
