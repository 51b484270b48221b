/**
 * The product form's values and the ProductInput they send (pure, tested): what a product shows in
 * the form, and only the fields the chosen type uses on the way back.
 */
import type { ProductDetailFieldsFragment, ProductInput, ProductType, ReceiveMethod } from '@/api/commerce/catalog';
import {
  contentOfText,
  hasReceiveMethods,
  hasValidDays,
  simpleOptionDefaults,
  textOfContent,
  type SimpleOptionValue,
} from './product-rules';

export interface ProductFormValues {
  type: ProductType;
  name: string;
  categoryId?: string | undefined;
  price?: number | null;
  salePrice?: number | null;
  stockFree: boolean;
  stock?: number | null;
  receiveMethods: ReceiveMethod[];
  validDays?: number | null;
  options: SimpleOptionValue[];
  /** Attribute id → value. */
  attributes: Record<string, string | undefined>;
  /** Template id → dataKey → value (strings, "true"/"false" for CHECKBOX). */
  templates: Record<string, Record<string, string>>;
  thumbnailUrls: string[];
  content: string;
}

export function emptyProductValues(): ProductFormValues {
  return {
    type: 'DELIVERY',
    name: '',
    stockFree: false,
    stock: null,
    receiveMethods: ['DELIVERY'],
    validDays: 0,
    options: [],
    attributes: {},
    templates: {},
    thumbnailUrls: [],
    content: '',
  };
}

export function productValuesOf(product: ProductDetailFieldsFragment): ProductFormValues {
  return {
    type: product.type,
    name: product.name,
    categoryId: product.categories.at(-1)?.id,
    price: product.price,
    salePrice: product.salePrice,
    stockFree: product.stockFree,
    stock: product.stock,
    receiveMethods: product.receiveMethods,
    validDays: product.validDays,
    options: product.simpleOptions.map((option) => {
      const { hasAdditionalPrice: _has, ...value } = simpleOptionDefaults(option);
      return value;
    }),
    attributes: Object.fromEntries(product.attributes.map((attribute) => [attribute.attributeId, attribute.value])),
    templates: Object.fromEntries(
      product.templates.map((template) => [
        template.id,
        Object.fromEntries(
          template.inputGroups.flatMap((group) => group.nodes.map((node) => [node.dataKey, node.value])),
        ),
      ]),
    ),
    thumbnailUrls: product.thumbnails.map((image) => image.url),
    content: textOfContent(product.content),
  };
}

/** What the form sends: the type's own fields only, options with their defaults, no empty attributes. */
export function productInputOf(values: ProductFormValues, templateIds: readonly string[]): ProductInput {
  const price = values.price ?? 0;
  return {
    type: values.type,
    name: values.name.trim(),
    categoryId: values.categoryId ?? '',
    price,
    salePrice: values.salePrice ?? price,
    stockFree: values.stockFree,
    stock: values.stockFree ? 0 : (values.stock ?? 0),
    receiveMethods: hasReceiveMethods(values.type)
      ? values.receiveMethods
      : values.type === 'DELIVERY'
        ? ['DELIVERY']
        : ['PICKUP'],
    validDays: hasValidDays(values.type) ? (values.validDays ?? 0) : 0,
    simpleOptions: values.options.map((option) => {
      const { hasAdditionalPrice: _has, ...value } = simpleOptionDefaults(option);
      return { ...value, name: value.name.trim() };
    }),
    attributes: Object.entries(values.attributes)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
      .map(([attributeId, value]) => ({ attributeId, value: value.trim() })),
    templates: templateIds.map((templateId) => ({
      templateId,
      nodes: Object.entries(values.templates[templateId] ?? {}).map(([dataKey, value]) => ({ dataKey, value })),
    })),
    thumbnailUrls: values.thumbnailUrls,
    content: contentOfText(values.content),
  };
}
