import { describe, expect, it } from 'vitest';
import { callOperation } from '@/api/operations';
import { mockRuntime } from '@/mocks/node';
import { asAccount, failure } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';

const newCoupon = {
  name: '겨울 한정 핫초코 무료',
  benefit_request: { benefit_type: 'FREE_ITEM', description: '핫초코 1잔 무료' },
  description: '',
  expires_at: '2027-01-31T23:59:00+09:00',
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
});
