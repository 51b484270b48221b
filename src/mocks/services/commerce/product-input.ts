import type { ProductInput } from '@generated/graphql/commerce/schema';
import { messages } from '@/lib/messages';
import { GraphqlMockError } from '../../core/graphql';
import { ATTRIBUTES, CATEGORIES, TEMPLATES, templateIdFor } from './catalog';
import { categoryPath, filledTemplate } from './model';
import type { ProductRow } from './state';

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

/** A refusal naming the input's field (`input.categoryId`), placed under that field by the form. */
const bad = (field: string, message: string) =>
  new GraphqlMockError(message, 'BAD_USER_INPUT', [{ field: `input.${field}`, reason: message }]);

/**
 * The input's fields as stored. Ranges, lengths, counts, 판매가 ≤ 정가, stock required unless sold
 * without a limit, option names and stocks are the schema's (checked before any resolver runs);
 * what is left here are rules about other records: the category must be a leaf of the catalog,
 * its required attributes given, and its 상품정보 고시 template's required items filled.
 */
export function productFieldsOf(input: ProductInput): ProductFields {
  const name = input.name.trim();
  const salePrice = input.salePrice ?? input.price;
  const stockFree = input.stockFree ?? false;
  const category = CATEGORIES.find((candidate) => candidate.id === input.categoryId);
  if (!category?.parentId) throw bad('categoryId', '하위 카테고리를 골라 주세요.');
  const attributes = (input.attributes ?? []).map(({ attributeId, value }) => {
    const attribute = ATTRIBUTES.find((candidate) => candidate.id === attributeId);
    if (!attribute) throw bad('attributes', `없는 속성이에요: ${attributeId}`);
    return { attributeId, name: attribute.name, value };
  });
  const missingAttribute = ATTRIBUTES.find(
    (attribute) =>
      attribute.required &&
      attribute.categoryIds.includes(category.id) &&
      !attributes.some((given) => given.attributeId === attribute.id && given.value.trim() !== ''),
  );
  if (missingAttribute) throw bad('attributes', `${missingAttribute.name}: ${messages.validation.required}`);
  const templates = (input.templates ?? []).map(({ templateId, nodes }) => {
    if (!TEMPLATES.some((template) => template.id === templateId))
      throw bad('templates', `없는 템플릿이에요: ${templateId}`);
    return filledTemplate(templateId, Object.fromEntries(nodes.map((node) => [node.dataKey, node.value])))!;
  });
  checkNotice(category.id, templates);
  const options = (input.simpleOptions ?? []).map((option) => {
    if (!option.name.trim()) throw bad('simpleOptions', '옵션 이름을 입력해 주세요.');
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
    // Sold without a limit the stock means nothing (the schema requires it otherwise).
    stock: stockFree ? 0 : (input.stock ?? 0),
    stockFree,
    receiveMethods: input.receiveMethods ?? (input.type === 'DELIVERY' ? ['DELIVERY'] : ['PICKUP']),
    validDays: input.validDays ?? 0,
    categories: categoryPath(category.id),
    attributes,
    templates,
    content: input.content ?? '[]',
    options,
    thumbnailUrls: input.thumbnailUrls ?? [],
  };
}

/** The category's 고시 template: its required items filled, numbers at least their minimum. */
function checkNotice(categoryId: string, filled: readonly ReturnType<typeof filledTemplate>[]) {
  const templateId = templateIdFor(categoryId);
  const template = filled.find((candidate) => candidate?.id === templateId) ?? filledTemplate(templateId, {});
  for (const node of template?.inputGroups.flatMap((group) => group.nodes) ?? []) {
    const value = node.value.trim();
    if (node.required && value === '')
      throw bad('templates', `${template!.name}의 ${node.label}: ${messages.validation.required}`);
    if (
      node.type === 'NUMBER_INPUT' &&
      value !== '' &&
      typeof node.minimum === 'number' &&
      !(Number(value) >= node.minimum)
    )
      throw bad('templates', `${template!.name}의 ${node.label}: ${messages.validation.minimum(String(node.minimum))}`);
  }
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
