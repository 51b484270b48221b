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
import { beansInput, foodNotice } from './product-fixtures';
import { expectData, send } from './test-client';

const baId = String(DEMO_ACCOUNT_IDS.active);
const notice = foodNotice;
const input = beansInput;
/** The refusal of an input: its sentence and the fields it names. */
const refusal = async (changed: Partial<ProductInput>) => {
  const answer = await send(CreateProductDocument, { baId, input: { ...input, ...changed } });
  expect(answer.errors[0]?.code).toBe('BAD_USER_INPUT');
  return answer.errors[0]?.message;
};
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

  it('refuses an empty stock unless sold without a limit, never saving it as 0 (품절)', async () => {
    const { stock: _stock, ...withoutStock } = input;
    const answer = await send(CreateProductDocument, { baId, input: withoutStock });
    expect(answer.errors).toEqual([{ message: '필수 항목이에요.', code: 'BAD_USER_INPUT' }]);
    const free = await expectData(CreateProductDocument, { baId, input: { ...withoutStock, stockFree: true } });
    expect(free.createProduct).toMatchObject({ stockFree: true, outOfStock: false });
  });

  it('refuses a product without a photo, duplicate option names and an option stock above the product', async () => {
    expect(await refusal({ thumbnailUrls: [] })).toBe('상품 사진을 한 장 이상 올려 주세요. 첫 장이 대표 사진이에요.');
    expect(
      await refusal({
        simpleOptions: [
          { name: '홀빈', stock: 1 },
          { name: ' 홀빈', stock: 1 },
        ],
      }),
    ).toBe('같은 옵션 이름이 이미 있어요: 홀빈');
    expect(await refusal({ simpleOptions: [{ name: '홀빈', stock: 31 }] })).toBe(
      '옵션 재고는 재고(30)보다 클 수 없어요.',
    );
    expect(await refusal({ simpleOptions: [{ name: '홀빈' }] })).toBe('필수 항목이에요.');
  });

  it('refuses a 고시 without the items the law requires, and a 소비기한 below a day', async () => {
    expect(await refusal({ templates: notice({ shelfLifeDays: '' }) })).toBe(
      '식품 정보 고시의 소비기한(일): 필수 항목이에요.',
    );
    expect(await refusal({ templates: [] })).toBe('식품 정보 고시의 제조원: 필수 항목이에요.');
    expect(await refusal({ templates: notice({ shelfLifeDays: '-3' }) })).toBe(
      '식품 정보 고시의 소비기한(일): 1 이상 입력해 주세요.',
    );
    expect(await refusal({ attributes: [] })).toBe('원산지: 필수 항목이에요.');
  });

  it('changes status as the product table allows the merchant: not to PENDING, never a banned product', async () => {
    const product = mockRuntime.db.state.commerce.products.find((candidate) => candidate.status === 'ACTIVE')!;
    for (const status of ['INACTIVE', 'ACTIVE'] as const) {
      const changed = await expectData(UpdateProductStatusDocument, { productId: product.id, status });
      expect(changed.updateProductStatus.status).toBe(status);
    }
    const toPending = await send(UpdateProductStatusDocument, { productId: product.id, status: 'PENDING' });
    expect(toPending.errors[0]?.code).toBe('BAD_USER_INPUT');
    // Banning is the reviewer's.
    const ban = await send(UpdateProductStatusDocument, { productId: product.id, status: 'BANNED' });
    expect(ban.errors[0]?.code).toBe('FORBIDDEN');
    product.status = 'BANNED';
    const unban = await send(UpdateProductStatusDocument, { productId: product.id, status: 'ACTIVE' });
    expect(unban.errors).toEqual([{ message: '판매 금지된 상품은 다시 판매할 수 없어요.', code: 'CONFLICT' }]);
  });
});
