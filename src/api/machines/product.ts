/**
 * A commerce product's states and what may be done in each (spec 001 §3: the status enum; the
 * rest designed, docs/decisions). The merchant edits, stops and resumes selling and deletes; the
 * reviewer (동네마켓 검수) passes or rejects an inspection and bans. A rejected product goes back to
 * inspection once it is fixed and saved; a banned one cannot be changed, only deleted.
 *
 * The product list's row actions, the edit page (read-only where `edit` is not allowed) and the
 * mock server's resolvers all read this table.
 */
import type { ProductStatus } from '@generated/graphql/commerce/schema';
import { defineMachine } from '@/lib/machine';

export type ProductAction = 'edit' | 'stop' | 'resume' | 'delete' | 'approve' | 'reject' | 'ban';
export type ProductActor = 'merchant' | 'reviewer';

/** What the table reads of a product. */
export interface ProductMachineRecord {
  readonly status: ProductStatus;
}

/** The product in a sentence's subject (판매 금지된 상품은 …). */
const STATE_PHRASES: Readonly<Record<ProductStatus, string>> = {
  ACTIVE: '판매 중인',
  PENDING: '검수 중인',
  INACTIVE: '판매를 멈춘',
  REJECTED: '반려된',
  BANNED: '판매 금지된',
};

/** The action as a verb (… 상품은 고칠 수 없어요). */
const ACTION_PHRASES: Readonly<Record<ProductAction, string>> = {
  edit: '고칠',
  stop: '판매를 멈출',
  resume: '다시 판매할',
  delete: '삭제할',
  approve: '검수를 통과시킬',
  reject: '반려할',
  ban: '판매 금지할',
};

/**
 * Where a step would leave the product where it already is, the sentence says so ("이미 판매 금지된
 * 상품이에요."), not that a banned product cannot be banned (issue 40).
 */
const ALREADY: Readonly<Partial<Record<ProductAction, readonly ProductStatus[]>>> = {
  stop: ['INACTIVE'],
  resume: ['ACTIVE'],
  reject: ['REJECTED'],
  ban: ['BANNED'],
};

/** Sentences that say what the merchant can do instead. */
const INSTEAD: Readonly<Partial<Record<ProductStatus, Partial<Record<ProductAction, string>>>>> = {
  ACTIVE: { approve: '이미 검수를 통과한 상품이에요.' },
  INACTIVE: { approve: '이미 검수를 통과한 상품이에요.' },
  PENDING: {
    stop: '검수 중인 상품은 아직 판매 전이에요. 판매하지 않으려면 삭제해 주세요.',
    resume: '검수 중인 상품이에요. 검수를 통과하면 판매가 시작돼요.',
  },
  REJECTED: {
    stop: '반려된 상품은 판매되고 있지 않아요.',
    resume: '반려된 상품이에요. 반려 사유대로 고쳐 저장하면 다시 검수해요.',
    approve: '반려된 상품이에요. 고쳐 저장하면 다시 검수해요.',
  },
  BANNED: {
    edit: '판매 금지된 상품은 고칠 수 없어요. 삭제만 할 수 있어요.',
    stop: '판매 금지된 상품은 이미 판매되지 않아요.',
  },
};

function productRefusal(action: ProductAction, state: ProductStatus): string {
  if (ALREADY[action]?.includes(state)) return `이미 ${STATE_PHRASES[state]} 상품이에요.`;
  return INSTEAD[state]?.[action] ?? `${STATE_PHRASES[state]} 상품은 ${ACTION_PHRASES[action]} 수 없어요.`;
}

const merchant = ['merchant'] as const;
const reviewer = ['reviewer'] as const;

export const productMachine = defineMachine<ProductStatus, ProductAction, ProductMachineRecord, ProductActor>({
  name: '상품',
  stateOf: (product) => product.status,
  table: {
    ACTIVE: {
      edit: { to: 'ACTIVE', who: merchant },
      stop: { to: 'INACTIVE', who: merchant },
      delete: { to: 'ACTIVE', who: merchant },
      ban: { to: 'BANNED', who: reviewer },
    },
    PENDING: {
      edit: { to: 'PENDING', who: merchant },
      delete: { to: 'PENDING', who: merchant },
      approve: { to: 'ACTIVE', who: reviewer },
      reject: { to: 'REJECTED', who: reviewer },
      ban: { to: 'BANNED', who: reviewer },
    },
    INACTIVE: {
      edit: { to: 'INACTIVE', who: merchant },
      resume: { to: 'ACTIVE', who: merchant },
      delete: { to: 'INACTIVE', who: merchant },
      ban: { to: 'BANNED', who: reviewer },
    },
    // Fixed and saved, it is inspected again.
    REJECTED: {
      edit: { to: 'PENDING', who: merchant },
      delete: { to: 'REJECTED', who: merchant },
      ban: { to: 'BANNED', who: reviewer },
    },
    // Nothing changes a banned product; the merchant may still remove it from the store.
    BANNED: {
      delete: { to: 'BANNED', who: merchant },
    },
  },
  refusal: productRefusal,
  actions: ['edit', 'stop', 'resume', 'delete', 'approve', 'reject', 'ban'],
  stateLabels: { ACTIVE: '판매 중', PENDING: '검수 중', INACTIVE: '판매 중지', REJECTED: '반려', BANNED: '판매 금지' },
  actionLabels: {
    edit: '수정',
    stop: '판매 중지',
    resume: '판매 재개',
    delete: '삭제',
    approve: '검수 통과',
    reject: '반려',
    ban: '판매 금지',
  },
  actorLabels: { merchant: '사장님', reviewer: '동네마켓 검수팀' },
});

/**
 * The action a status change asks for (`updateProductStatus(status)`); PENDING is no action (a
 * product goes back to inspection by being saved).
 */
export const PRODUCT_STATUS_ACTIONS: Readonly<Partial<Record<ProductStatus, ProductAction>>> = {
  ACTIVE: 'resume',
  INACTIVE: 'stop',
  REJECTED: 'reject',
  BANNED: 'ban',
};
