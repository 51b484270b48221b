import { describe, expect, it } from 'vitest';
import { FaultInjector, malformedResponse } from './faults';

describe('FaultInjector', () => {
  it('logs every call it is asked about, faulted or not, until cleared', () => {
    const faults = new FaultInjector([{ operation: 'coupon.listCouponBoxes', status: 500, times: 1 }]);
    expect(faults.take('coupon', 'coupon.listCouponBoxes').status).toBe(500);
    expect(faults.take('commerce', 'commerce.AcceptOrder').status).toBeUndefined();
    expect(faults.calls()).toEqual([
      { service: 'coupon', operation: 'coupon.listCouponBoxes' },
      { service: 'commerce', operation: 'commerce.AcceptOrder' },
    ]);
    faults.clearCalls();
    expect(faults.calls()).toEqual([]);
  });

  it('keeps the log bounded', () => {
    const faults = new FaultInjector();
    for (let index = 0; index < 1_500; index += 1) faults.take('coupon', 'coupon.listCouponBoxes');
    expect(faults.calls()).toHaveLength(1_000);
  });

  it('holds the calls it names until released, the next ones only as many times as asked', async () => {
    const faults = new FaultInjector();
    const hold = faults.hold({ operation: 'pickup.listOngoingOrders', times: 2 });
    const answered: string[] = [];
    const arrivedTwice = hold.arrival(2).then(() => answered.push('two arrived'));
    const first = faults.take('pickup', 'pickup.listOngoingOrders');
    expect(faults.take('pickup', 'pickup.getOrderCounts').heldUntil).toBeUndefined();
    void first.heldUntil!.then(() => answered.push('first'));
    const second = faults.take('pickup', 'pickup.listOngoingOrders');
    void second.heldUntil!.then(() => answered.push('second'));
    expect(faults.take('pickup', 'pickup.listOngoingOrders').heldUntil).toBeUndefined();
    await arrivedTwice;
    expect(hold.arrived).toBe(2);
    expect(answered).toEqual(['two arrived']);
    hold.release();
    await Promise.all([first.heldUntil, second.heldUntil]);
    expect(answered).toEqual(['two arrived', 'first', 'second']);
  });

  it('lets held calls go when the rules are cleared, so a failed test leaves none waiting', async () => {
    const faults = new FaultInjector();
    faults.hold({ service: 'coupon' });
    const held = faults.take('coupon', 'coupon.listCouponBoxes').heldUntil!;
    faults.clear();
    await expect(held).resolves.toBeUndefined();
    expect(faults.take('coupon', 'coupon.listCouponBoxes').heldUntil).toBeUndefined();
  });

  it('fails every call but the ones excepted', () => {
    const faults = new FaultInjector([{ status: 500, except: ['auth.getMyProfile'] }]);
    expect(faults.take('auth', 'auth.getMyProfile').status).toBeUndefined();
    expect(faults.take('coupon', 'coupon.listCouponBoxes').status).toBe(500);
    expect(faults.take('commerce', 'commerce.AcceptOrder').status).toBe(500);
  });

  it('answers what a proxy or a broken deploy sends, for the calls it names', async () => {
    const faults = new FaultInjector([{ operation: 'coupon.listCouponBoxes', malformed: 'proxy-html' }]);
    expect(faults.take('coupon', 'coupon.listCouponBoxes').malformed).toBe('proxy-html');
    expect(faults.take('coupon', 'coupon.getCouponBox').malformed).toBeUndefined();

    const proxy = malformedResponse('proxy-html');
    expect([proxy.status, proxy.headers.get('content-type')]).toEqual([502, 'text/html']);
    expect(await proxy.text()).toContain('502 Bad Gateway');
    const notJson = malformedResponse('not-json');
    expect(notJson.status).toBe(200);
    expect(await notJson.text()).toBe('OK');
    const empty = malformedResponse('empty');
    expect([empty.status, await empty.text()]).toEqual([200, '']);
  });
});
