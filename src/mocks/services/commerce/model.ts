import type {
  OrderAmounts,
  OrderSheet,
  PageInfo,
  Product,
  ProductCategory,
  ProductTemplate,
} from '@generated/graphql/commerce/schema';
import { GraphqlMockError } from '../../core/graphql';
import { slicePage, type PageSlice } from '../../core/paging';
import { CATEGORIES, TEMPLATES } from './catalog';
import type { OrderRow, ProductRow } from './state';

/** The stop-selling set of spec 001 §3. */
export const STOPPED_PRODUCT_STATUSES = ['INACTIVE', 'BANNED', 'REJECTED'] as const;

export function toProduct(row: ProductRow): Product {
  const { deleted: _deleted, rejectedAt: _rejectedAt, ...product } = row;
  const optionsOut =
    row.simpleOptions.length > 0 && row.simpleOptions.every((option) => !option.stockFree && option.stock <= 0);
  const outOfStock = !row.stockFree && (row.stock <= 0 || optionsOut);
  const discountAmount = row.price - row.salePrice;
  return {
    ...product,
    outOfStock,
    discount:
      discountAmount > 0 ? { rate: Math.round((discountAmount / row.price) * 100), amount: discountAmount } : null,
  };
}

/** The leaf category and its parents, top first. */
export function categoryPath(categoryId: string): ProductCategory[] {
  const path: ProductCategory[] = [];
  let current = CATEGORIES.find((category) => category.id === categoryId);
  while (current) {
    path.unshift(current);
    const parentId: string | null = current.parentId;
    current = parentId ? CATEGORIES.find((category) => category.id === parentId) : undefined;
  }
  return path;
}

/** A template filled with values by dataKey; unknown keys keep the template's default. */
export function filledTemplate(templateId: string, values: Record<string, string>): ProductTemplate | undefined {
  const template = TEMPLATES.find((candidate) => candidate.id === templateId);
  if (!template) return undefined;
  return {
    ...template,
    inputGroups: template.inputGroups.map((group) => ({
      ...group,
      nodes: group.nodes.map((node) => ({ ...node, value: values[node.dataKey] ?? node.value })),
    })),
  };
}

/** The buyer's purchase counts at this store, counted over the store's orders. */
export function toOrderSheet(row: OrderRow, storeOrders: readonly OrderRow[]): OrderSheet {
  const mine = storeOrders.filter((order) => order.buyer.userId === row.buyer.userId);
  const canceled = mine.filter((order) => order.status === 'ORDER_CANCELED').length;
  return {
    ...row,
    buyer: {
      ...row.buyer,
      purchaseCounts: {
        total: mine.length - canceled,
        confirmed: mine.filter((order) => order.status === 'PURCHASE_CONFIRMED').length,
        canceled,
      },
    },
  };
}

/** payment = order − (product discount + coupon discount) + delivery fee (all 원). */
export function orderAmounts(parts: {
  orderAmount: number;
  productDiscountAmount: number;
  couponDiscountAmount: number;
  deliveryFee: number;
}): OrderAmounts {
  const discountAmount = parts.productDiscountAmount + parts.couponDiscountAmount;
  return { ...parts, discountAmount, paymentAmount: parts.orderAmount - discountAmount + parts.deliveryFee };
}

export function offsetPage<T>(all: readonly T[], page: number, size: number): PageSlice<T> {
  if (page < 1 || size < 1 || size > 100)
    throw new GraphqlMockError('page는 1 이상, size는 1~100이어야 해요.', 'BAD_USER_INPUT');
  return slicePage(all, page, size);
}

/** Cursors are the offset after the last node, so they stay valid while the list does not change. */
export function cursorPage<T>(
  all: readonly T[],
  first: number,
  after: string | null | undefined,
): { nodes: T[]; pageInfo: PageInfo; totalCount: number } {
  const start = after ? Number(after) : 0;
  if (!Number.isInteger(start) || start < 0 || first < 1 || first > 100)
    throw new GraphqlMockError('커서나 first가 올바르지 않아요.', 'BAD_USER_INPUT');
  const nodes = all.slice(start, start + first);
  const end = start + nodes.length;
  return {
    nodes,
    pageInfo: { hasNextPage: end < all.length, endCursor: nodes.length > 0 ? String(end) : null },
    totalCount: all.length,
  };
}

/** Invoice numbers are digits only, 10 to 14 of them, for every carrier. */
export function isValidInvoice(invoice: string): boolean {
  return /^\d{10,14}$/.test(invoice);
}

/** A Korean business registration number: 10 digits whose last is the check digit. */
export function isValidBusinessNumber(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const numbers = [...digits].map(Number);
  const sum =
    weights.reduce((total, weight, index) => total + weight * numbers[index]!, 0) + Math.floor((numbers[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === numbers[9];
}

export function maskAccountNumber(accountNumber: string): string {
  return `${accountNumber.slice(0, 3)}${'*'.repeat(Math.max(accountNumber.length - 6, 0))}${accountNumber.slice(-3)}`;
}

/** The 10-digit business number whose first nine digits are given (the check digit appended). */
export function withCheckDigit(firstNine: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (isValidBusinessNumber(`${firstNine}${digit}`)) return `${firstNine}${digit}`;
  }
  throw new Error(`no check digit for ${firstNine}`);
}
