import type { ProductInput } from '@generated/graphql/commerce/schema';
import { GraphqlMockError } from '../../core/graphql';
import { ATTRIBUTES, CATEGORIES, TEMPLATES } from './catalog';
import { categoryPath, filledTemplate } from './model';
import type { ProductRow } from './state';

const MIN_PRICE = 100;
const MAX_PRICE = 999_999_999;
const MAX_THUMBNAILS = 10;

/** The stored fields a ProductInput sets, after checking it (BAD_USER_INPUT naming the field). */
export type ProductFields = Pick<
  ProductRow,
  | 'name'
  | 'type'
  | 'price'
  | 'salePrice'
  | 'stock'
  | 'stockFree'
  | 'receiveMethods'
  | 'validDays'
  | 'categories'
  | 'attributes'
  | 'templates'
  | 'content'
> & {
  options: { name: string; stock: number; stockFree: boolean; additionalPrice: number }[];
  thumbnailUrls: string[];
};

export function productFieldsOf(input: ProductInput): ProductFields {
  const bad = (message: string) => new GraphqlMockError(message, 'BAD_USER_INPUT');
  const name = input.name.trim();
  if (name.length < 2 || name.length > 50) throw bad('상품 이름은 2~50자로 입력해 주세요.');
  if (input.price < MIN_PRICE || input.price > MAX_PRICE)
    throw bad('정가는 100원부터 999,999,999원까지 입력할 수 있어요.');
  // Ranges and relations (판매가 ≤ 정가) are the schema's, checked before any resolver runs.
  const salePrice = input.salePrice ?? input.price;
  const stock = input.stock ?? 0;
  if (stock < 0) throw bad('재고는 0 이상이어야 해요.');
  const validDays = input.validDays ?? 0;
  if (validDays < 0) throw bad('유효 기간은 0일 이상이어야 해요.');
  const category = CATEGORIES.find((candidate) => candidate.id === input.categoryId);
  if (!category?.parentId) throw bad('하위 카테고리를 골라 주세요.');
  const thumbnailUrls = input.thumbnailUrls ?? [];
  if (thumbnailUrls.length > MAX_THUMBNAILS) throw bad('사진은 10장까지 올릴 수 있어요.');
  const attributes = (input.attributes ?? []).map(({ attributeId, value }) => {
    const attribute = ATTRIBUTES.find((candidate) => candidate.id === attributeId);
    if (!attribute) throw bad(`없는 속성이에요: ${attributeId}`);
    return { attributeId, name: attribute.name, value };
  });
  const templates = (input.templates ?? []).map(({ templateId, nodes }) => {
    if (!TEMPLATES.some((template) => template.id === templateId)) throw bad(`없는 템플릿이에요: ${templateId}`);
    return filledTemplate(templateId, Object.fromEntries(nodes.map((node) => [node.dataKey, node.value])))!;
  });
  const options = (input.simpleOptions ?? []).map((option) => {
    if (!option.name.trim()) throw bad('옵션 이름을 입력해 주세요.');
    return {
      name: option.name.trim(),
      stock: option.stock ?? 0,
      stockFree: option.stockFree ?? false,
      additionalPrice: option.additionalPrice ?? 0,
    };
  });
  return {
    name,
    type: input.type,
    price: input.price,
    salePrice,
    stock,
    stockFree: input.stockFree ?? false,
    receiveMethods: input.receiveMethods ?? (input.type === 'DELIVERY' ? ['DELIVERY'] : ['PICKUP']),
    validDays,
    categories: categoryPath(category.id),
    attributes,
    templates,
    content: input.content ?? '[]',
    options,
    thumbnailUrls,
  };
}

/** Applies checked fields to a product (new option and image ids from nextId). */
export function applyProductFields(
  product: Omit<ProductRow, keyof ProductFields | 'simpleOptions' | 'thumbnails'>,
  fields: ProductFields,
  nextId: () => number,
): ProductRow {
  const { options, thumbnailUrls, ...rest } = fields;
  return {
    ...product,
    ...rest,
    simpleOptions: options.map((option) => ({
      id: String(nextId()),
      name: option.name,
      stock: option.stock,
      stockFree: option.stockFree,
      additionalPrice: { amount: option.additionalPrice },
      hasAdditionalPrice: option.additionalPrice > 0,
    })),
    thumbnails: thumbnailUrls.map((url, index) => ({ id: `${product.id}-${index + 1}`, url })),
  };
}
