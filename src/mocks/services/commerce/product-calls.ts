/** Test helper: what the merchant's console sends for each step of a product (the edit form sends it whole). */
import {
  DeleteProductDocument,
  UpdateProductDocument,
  UpdateProductStatusDocument,
  type ProductInput,
} from '@generated/graphql/commerce/graphql';
import type { ProductAction } from '@/api/machines/product';
import { beansInput } from './product-fixtures';
import { send } from './test-client';

/** Every step but 검수 통과, which no call of the console asks for. */
export type ProductCall = Exclude<ProductAction, 'approve'>;

/** A complete, valid product. */
const EDITED: ProductInput = { ...beansInput, name: '망원 드립백 10개입', categoryId: 'cat-dripbag' };

const STATUS_ASKED = { stop: 'INACTIVE', resume: 'ACTIVE', reject: 'REJECTED', ban: 'BANNED' } as const;

export function sendProductStep(action: ProductCall, productId: string) {
  if (action === 'edit') return send(UpdateProductDocument, { productId, input: EDITED });
  if (action === 'delete') return send(DeleteProductDocument, { productId });
  return send(UpdateProductStatusDocument, { productId, status: STATUS_ASKED[action] });
}
