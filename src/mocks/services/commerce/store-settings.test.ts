/**
 * The delivery setting's rules: 무료 배송 조건 금액 > 배송비 (the schema's `x-above`, checked on the
 * variables) and > the store's 최소 주문 금액, which in turn stays below it (the server's, another
 * record) — each refused on its field with its sentence.
 */
import { describe, expect, it } from 'vitest';
import {
  UpdateMinConditionPriceDocument,
  UpdateStoreDeliverySettingDocument,
} from '@generated/graphql/commerce/graphql';
import { fieldErrorsOf } from '@/api/errors';
import { graphqlRequest } from '@/api/graphql/request';
import { storeBusinessAccountId } from '@/api/session';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { findStore } from './access';

const baId = String(DEMO_ACCOUNT_IDS.active);

async function refusal(call: () => Promise<unknown>) {
  storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
  try {
    await call();
  } catch (error) {
    return fieldErrorsOf(error);
  }
  throw new Error('accepted');
}

const conditional = (feeAmount: number, freeConditionPrice: number) => () =>
  graphqlRequest(
    UpdateStoreDeliverySettingDocument,
    { baId, input: { type: 'CONDITIONAL_FREE', feeAmount, freeConditionPrice } },
    { account: baId },
  );

describe('delivery setting and minimum order amount', () => {
  it('refuses a free-delivery threshold not above the fee', async () => {
    expect(await refusal(conditional(50_000, 1_000))).toEqual([
      { field: 'input.freeConditionPrice', reason: '무료 배송 조건 금액은 배송비(50,000원)보다 커야 해요.' },
    ]);
  });

  it('refuses a threshold not above the store’s minimum order amount, and a minimum not below the threshold', async () => {
    const store = findStore(mockRuntime.db.state, DEMO_ACCOUNT_IDS.active)!;
    expect(store.minConditionPrice).toBe(10_000);
    expect(await refusal(conditional(3_000, 10_000))).toEqual([
      {
        field: 'input.freeConditionPrice',
        reason: expect.stringContaining('무료 배송 조건 금액은 최소 주문 금액(10,000원)보다 커야 해요.') as unknown,
      },
    ]);
    expect(store.deliverySetting.freeConditionPrice).toBe(30_000);
    expect(
      await refusal(() =>
        graphqlRequest(UpdateMinConditionPriceDocument, { baId, minConditionPrice: 30_000 }, { account: baId }),
      ),
    ).toEqual([
      {
        field: 'minConditionPrice',
        reason: expect.stringContaining('최소 주문 금액은 무료 배송 조건 금액(30,000원)보다 작아야 해요.') as unknown,
      },
    ]);
    await conditional(3_000, 10_001)();
    expect(store.deliverySetting.freeConditionPrice).toBe(10_001);
  });
});
