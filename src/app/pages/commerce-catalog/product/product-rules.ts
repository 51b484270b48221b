/**
 * The product list's rules as pure functions (spec 001 §3): status groups and the list key. The
 * form's rules (types, defaults, content blocks) are in resources/commerce-product/product-input.ts.
 */
import type { ProductStatus } from '@/api/commerce/catalog';

/** The list's status groups: 판매 중, 검수 중, and the stop-selling set of spec 001 §3. */
export const PRODUCT_GROUPS = {
  onSale: ['ACTIVE'],
  pending: ['PENDING'],
  stopped: ['INACTIVE', 'REJECTED', 'BANNED'],
} as const satisfies Record<string, readonly ProductStatus[]>;

export type ProductGroup = keyof typeof PRODUCT_GROUPS;

export function isProductGroup(value: string | null): value is ProductGroup {
  return value !== null && Object.hasOwn(PRODUCT_GROUPS, value);
}

/**
 * A product list's key (spec 001 §3): the sorted statuses joined by hyphens, then the
 * representative status, then the type; empty parts are dropped.
 */
export function productListKey(
  statuses: readonly string[],
  representative?: string | null,
  type?: string | null,
): string {
  return [[...statuses].sort().join('-'), representative ?? '', type ?? ''].filter(Boolean).join('_');
}

/** What the form, the list and the preview share about types and content (the form's own module). */
export {
  hasReceiveMethods,
  hasValidDays,
  isKnownProductType,
  KNOWN_PRODUCT_TYPES,
  parseContent,
} from '@/resources/commerce-product/product-input';
