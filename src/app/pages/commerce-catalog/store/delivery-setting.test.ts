import { describe, expect, it } from 'vitest';
import { deliveryInputOf } from './DeliverySettingPage';

describe('deliveryInputOf', () => {
  it('sends only what the chosen fee type uses', () => {
    expect(deliveryInputOf({ type: 'FREE', feeAmount: 3_000, freeConditionPrice: 30_000 })).toMatchObject({
      type: 'FREE',
      feeAmount: 0,
      freeConditionPrice: null,
    });
    expect(deliveryInputOf({ type: 'FIXED', feeAmount: 3_500, freeConditionPrice: 30_000 })).toMatchObject({
      feeAmount: 3_500,
      freeConditionPrice: null,
    });
    expect(deliveryInputOf({ type: 'CONDITIONAL_FREE', feeAmount: 3_000, freeConditionPrice: 50_000 })).toMatchObject({
      feeAmount: 3_000,
      freeConditionPrice: 50_000,
    });
  });
});
