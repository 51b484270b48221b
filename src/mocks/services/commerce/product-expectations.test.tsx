/**
 * A commerce product's steps as the specification and the decisions give them, written here by hand
 * (not read from src/api/machines/product.ts): spec 001 §3 (the statuses; INACTIVE, REJECTED and
 * BANNED are the stop-selling set) and §4 (the status changes through a mutation), and
 * docs/decisions/commerce-catalog.md "Row actions by status" with product-list.md: 판매 중지 only on
 * a selling product, selling again only a stopped one; a product under inspection waits for it, a
 * rejected one is fixed and saved (back to inspection), a banned one cannot change; 삭제 on every
 * row. 검수 통과, 반려 and 판매 금지 are 동네마켓's inspectors', never the merchant's.
 *
 * The merchant's cells are played through the console's GraphQL calls against the mock; the
 * inspectors work outside this console, so their cells are checked against the table the mock and
 * the screens read, and 검수 통과 also through the demo's inspector. The list offers exactly the
 * merchant's allowed steps on each product's row.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductStatus } from '@generated/graphql/commerce/schema';
import { productMachine } from '@/api/machines/product';
import { storeBusinessAccountId } from '@/api/session';
import { decide } from '@/lib/machine';
import { mockRuntime } from '@/mocks/node';
import { passDemoProductInspection } from '@/mocks/ui/commerce-store';
import { allowedIn, tableCases, type Expected, type ExpectationTable } from '@/testing/expectation-table';
import { renderRoute } from '@/testing/render-route';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { sendProductStep } from './product-calls';
import type { ProductRow } from './state';

type State = ProductStatus | 'deleted';
type MerchantAction = 'edit' | 'stop' | 'resume' | 'delete' | 'reject' | 'ban';
type ReviewerAction = 'approve' | 'reject' | 'ban';

const ACCOUNT = DEMO_ACCOUNT_IDS.active;

/** A step the state does not allow, in the sentence a merchant reads (issue 40: "이미 …" where it is so). */
const conflict = (refused: string) => ({ refused, code: 'CONFLICT' });
/** A step that is only ever 동네마켓's inspectors': refused for who asks, whatever the state (a 403). */
const inspectorsOnly = (step: '반려는' | '판매 금지는') => ({
  refused: `${step} 동네마켓 검수팀만 할 수 있어요.`,
  code: 'FORBIDDEN',
});

const MERCHANT: ExpectationTable<ProductStatus, MerchantAction, State> = {
  ACTIVE: {
    edit: { to: 'ACTIVE' },
    stop: { to: 'INACTIVE' },
    resume: conflict('이미 판매 중인 상품이에요.'),
    delete: { to: 'deleted' },
    reject: inspectorsOnly('반려는'),
    ban: inspectorsOnly('판매 금지는'),
  },
  PENDING: {
    edit: { to: 'PENDING' },
    stop: conflict('검수 중인 상품은 아직 판매 전이에요. 판매하지 않으려면 삭제해 주세요.'),
    // Asking to sell a product under inspection: it waits for 검수 통과.
    resume: conflict('검수 중인 상품이에요. 검수를 통과하면 판매가 시작돼요.'),
    delete: { to: 'deleted' },
    reject: inspectorsOnly('반려는'),
    ban: inspectorsOnly('판매 금지는'),
  },
  INACTIVE: {
    edit: { to: 'INACTIVE' },
    stop: conflict('이미 판매를 멈춘 상품이에요.'),
    resume: { to: 'ACTIVE' },
    delete: { to: 'deleted' },
    reject: inspectorsOnly('반려는'),
    ban: inspectorsOnly('판매 금지는'),
  },
  // Fixed and saved, it is inspected again.
  REJECTED: {
    edit: { to: 'PENDING' },
    stop: conflict('반려된 상품은 판매되고 있지 않아요.'),
    resume: conflict('반려된 상품이에요. 반려 사유대로 고쳐 저장하면 다시 검수해요.'),
    delete: { to: 'deleted' },
    reject: inspectorsOnly('반려는'),
    ban: inspectorsOnly('판매 금지는'),
  },
  BANNED: {
    edit: conflict('판매 금지된 상품은 고칠 수 없어요. 삭제만 할 수 있어요.'),
    stop: conflict('판매 금지된 상품은 이미 판매되지 않아요.'),
    resume: conflict('판매 금지된 상품은 다시 판매할 수 없어요.'),
    delete: { to: 'deleted' },
    reject: inspectorsOnly('반려는'),
    ban: inspectorsOnly('판매 금지는'),
  },
};

const REVIEWER: ExpectationTable<ProductStatus, ReviewerAction, State> = {
  ACTIVE: {
    approve: conflict('이미 검수를 통과한 상품이에요.'),
    reject: conflict('판매 중인 상품은 반려할 수 없어요.'),
    ban: { to: 'BANNED' },
  },
  PENDING: { approve: { to: 'ACTIVE' }, reject: { to: 'REJECTED' }, ban: { to: 'BANNED' } },
  INACTIVE: {
    approve: conflict('이미 검수를 통과한 상품이에요.'),
    reject: conflict('판매를 멈춘 상품은 반려할 수 없어요.'),
    ban: { to: 'BANNED' },
  },
  REJECTED: {
    approve: conflict('반려된 상품이에요. 고쳐 저장하면 다시 검수해요.'),
    reject: conflict('이미 반려된 상품이에요.'),
    ban: { to: 'BANNED' },
  },
  BANNED: {
    approve: conflict('판매 금지된 상품은 검수를 통과시킬 수 없어요.'),
    reject: conflict('판매 금지된 상품은 반려할 수 없어요.'),
    ban: conflict('이미 판매 금지된 상품이에요.'),
  },
};

/** One of 101's seeded products in the status. */
function productIn(status: ProductStatus): ProductRow {
  const { stores, products } = mockRuntime.db.state.commerce;
  const store = stores.find((row) => row.baId === ACCOUNT)!;
  const product = products.find((row) => row.storeId === store.id && !row.deleted && row.status === status);
  if (!product) throw new Error(`101 has no ${status} product`);
  return product;
}

const stateOf = (product: ProductRow): State => (product.deleted ? 'deleted' : product.status);

describe('product: the mock answers the merchant as the hand-written table says', () => {
  it.each(tableCases(MERCHANT))('%s × %s', async (status, action, expected) => {
    const product = productIn(status);
    const answer = await sendProductStep(action, product.id);
    if ('to' in expected) {
      expect(answer.errors).toEqual([]);
      expect(stateOf(product)).toBe(expected.to);
    } else {
      expect(answer.errors).toEqual([{ message: expected.refused, code: expected.code }]);
      expect(stateOf(product)).toBe(status);
    }
  });

  it('a deleted product is not found, whatever is asked of it', async () => {
    const product = productIn('ACTIVE');
    expect((await sendProductStep('delete', product.id)).errors).toEqual([]);
    for (const action of ['edit', 'stop', 'resume', 'delete'] as const)
      expect((await sendProductStep(action, product.id)).errors).toEqual([
        { message: '상품을 찾을 수 없어요.', code: 'NOT_FOUND' },
      ]);
  });
});

describe('product: the inspectors’ steps are as the hand-written table says', () => {
  it.each(tableCases(REVIEWER))('%s × %s', (status, action, expected: Expected<State>) => {
    const decision = decide(productMachine, { status }, action, 'reviewer');
    expect(decision).toEqual(
      'to' in expected ? { ok: true, to: expected.to } : { ok: false, reason: expected.refused },
    );
  });

  it.each(Object.keys(REVIEWER) as ProductStatus[])(
    'the demo’s inspector passes a %s product as the table says',
    (status) => {
      const product = productIn(status);
      passDemoProductInspection(mockRuntime, ACCOUNT);
      const expected = REVIEWER[status].approve;
      expect(stateOf(product)).toBe('to' in expected ? expected.to : status);
    },
  );
});

/** The list's tab that shows a status (spec 001 §3's stop-selling set is one tab). */
const GROUP: Readonly<Record<ProductStatus, string>> = {
  ACTIVE: 'onSale',
  PENDING: 'pending',
  INACTIVE: 'stopped',
  REJECTED: 'stopped',
  BANNED: 'stopped',
};
type RowStep = Exclude<MerchantAction, 'reject' | 'ban'>;
const ROW_STEPS: readonly RowStep[] = ['edit', 'stop', 'resume', 'delete'];
/** Each step's control on a row, named "<word>: <product>"; a product that cannot be edited is opened with 보기. */
const WORDS: Readonly<Record<RowStep, string>> = {
  edit: '수정',
  stop: '판매 중지',
  resume: '판매 재개',
  delete: '삭제',
};

describe('product: the list offers exactly the merchant’s allowed steps on each row', () => {
  it.each(Object.keys(MERCHANT) as ProductStatus[])('%s', async (status) => {
    const product = productIn(status);
    storeBusinessAccountId(ACCOUNT);
    renderRoute(`/profile/${ACCOUNT}/product?group=${GROUP[status]}&size=50`);
    const row = (await screen.findByText(product.name)).closest('tr')!;
    const names = [...row.querySelectorAll('button, a')].map((control) => control.getAttribute('aria-label'));
    const offered = ROW_STEPS.filter((action) => names.includes(`${WORDS[action]}: ${product.name}`));
    expect(offered).toEqual(allowedIn(MERCHANT, status, ROW_STEPS));
  });
});
