/** Product creation only for ACTIVE or PENDING stores, status changes and store scoping. */
import { describe, expect, it } from 'vitest';
import {
  CreateProductDocument,
  ProductsByStoreDocument,
  UpdateProductStatusDocument,
  type ProductInput,
} from '@generated/graphql/commerce/graphql';
import type { StoreStatus } from '@generated/graphql/commerce/schema';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { expectData, send } from './test-client';

const baId = String(DEMO_ACCOUNT_IDS.active);
const input: ProductInput = { name: '디카페인 원두 200g', type: 'DELIVERY', price: 16_000, categoryId: 'cat-beans' };
const setStoreStatus = (status: StoreStatus) => {
  mockRuntime.db.state.commerce.stores[0]!.status = status;
};

describe('commerce products', () => {
  it.each<StoreStatus>(['ACTIVE', 'PENDING'])('creates a PENDING product while the store is %s', async (status) => {
    setStoreStatus(status);
    const created = await expectData(CreateProductDocument, { baId, input });
    expect(created.createProduct).toMatchObject({ status: 'PENDING', salePrice: 16_000, discount: null });
    const pending = await expectData(ProductsByStoreDocument, { baId, statuses: ['PENDING'], size: 50 });
    expect(pending.productsByStore.items.map((product) => product.id)).toContain(created.createProduct.id);
  });

  it.each<StoreStatus>(['BLOCKED', 'INACTIVE', 'REJECTED'])(
    'refuses with CONFLICT while the store is %s',
    async (status) => {
      setStoreStatus(status);
      const answer = await send(CreateProductDocument, { baId, input });
      expect(answer.errors).toEqual([expect.objectContaining({ code: 'CONFLICT' })]);
    },
  );

  it('answers NOT_FOUND for an account without a store and FORBIDDEN for another account', async () => {
    const dormant = DEMO_ACCOUNT_IDS.dormant;
    expect((await send(CreateProductDocument, { baId: String(dormant), input }, dormant)).errors[0]?.code).toBe(
      'NOT_FOUND',
    );
    expect((await send(CreateProductDocument, { baId, input }, dormant)).errors[0]?.code).toBe('FORBIDDEN');
  });

  it('checks the input with BAD_USER_INPUT', async () => {
    const answer = await send(CreateProductDocument, { baId, input: { ...input, salePrice: 20_000 } });
    expect(answer.errors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT' })]);
  });

  it('changes status to ACTIVE, INACTIVE, BANNED or REJECTED but not PENDING, and keeps BANNED', async () => {
    const product = mockRuntime.db.state.commerce.products.find((candidate) => candidate.status === 'ACTIVE')!;
    for (const status of ['INACTIVE', 'ACTIVE', 'REJECTED', 'BANNED'] as const) {
      const changed = await expectData(UpdateProductStatusDocument, { productId: product.id, status });
      expect(changed.updateProductStatus.status).toBe(status);
    }
    const toPending = await send(UpdateProductStatusDocument, { productId: product.id, status: 'PENDING' });
    expect(toPending.errors[0]?.code).toBe('BAD_USER_INPUT');
    const unban = await send(UpdateProductStatusDocument, { productId: product.id, status: 'ACTIVE' });
    expect(unban.errors[0]?.code).toBe('CONFLICT');
  });
});
