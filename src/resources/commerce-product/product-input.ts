/**
 * The product form's rules as pure functions (spec 001 §3, §4): which types have which fields,
 * the form data of a saved product and the ProductInput a save sends, simple-option defaults, the
 * discount, content blocks, and the sub-forms of a category's attributes and templates (template
 * nodes through the engine's input-nodes: values default to `""`, `"false"` for CHECKBOX).
 */
import type { UiSchema } from '@rjsf/utils';
import type {
  ProductAttributesQuery,
  ProductDetailFieldsFragment,
  ProductInput,
  ProductTemplatesQuery,
  ProductType,
  StoreStatus,
} from '@/api/commerce/catalog';
import type { JsonSchema } from '@/api/operations';
import type { SubForm } from '@/engine/form/dependent';
import { formDataOf, inputNodesForm, nodeValuesOf, type InputNode } from '@/engine/form/input-nodes';

/** The types the form can edit; any other type is a future type, shown read-only. */
export const KNOWN_PRODUCT_TYPES = ['DELIVERY', 'VOUCHER', 'VOUCHER_TICKET', 'GOODS', 'SERVICE'] as const;

export function isKnownProductType(type: string): type is ProductType {
  return (KNOWN_PRODUCT_TYPES as readonly string[]).includes(type);
}

/** Types whose buyers choose how to receive (GOODS). */
export function hasReceiveMethods(type: ProductType): boolean {
  return type === 'GOODS';
}

/** Types that are used within a number of days after purchase. */
export function hasValidDays(type: ProductType): boolean {
  return type === 'SERVICE' || type === 'VOUCHER' || type === 'VOUCHER_TICKET';
}

/** A store's status in a sentence (the refusal to create a product names it). */
export const STORE_STATUS_LABEL: Record<StoreStatus, string> = {
  ACTIVE: '운영 중',
  PENDING: '심사 중',
  INACTIVE: '운영 중지',
  BLOCKED: '이용 제한',
  REJECTED: '반려',
  DELETED: '삭제',
};

/** Spec 001 §4: products are created only while the store is ACTIVE or PENDING. */
export function storeAllowsProducts(status: StoreStatus | null | undefined): boolean {
  return status === 'ACTIVE' || status === 'PENDING';
}

/** The discount rate of a sale price, rounded to whole percent (0 when there is none). */
export function discountRate(price: number | null | undefined, salePrice: number | null | undefined): number {
  if (!price || price <= 0 || salePrice === null || salePrice === undefined || salePrice >= price) return 0;
  return Math.round(((price - salePrice) / price) * 100);
}

export interface SimpleOptionValue {
  readonly name: string;
  readonly stock: number;
  readonly stockFree: boolean;
  readonly additionalPrice: number;
}

/** A simple option with the spec's defaults: stock 0, additional price 0, stock limited. */
export function simpleOptionDefaults(option: {
  readonly name?: string | null;
  readonly stock?: number | null;
  readonly stockFree?: boolean | null;
  readonly additionalPrice?: { readonly amount?: number | null } | number | null;
}): SimpleOptionValue {
  const additionalPrice =
    typeof option.additionalPrice === 'number' ? option.additionalPrice : (option.additionalPrice?.amount ?? 0);
  return {
    name: (option.name ?? '').trim(),
    stock: option.stock ?? 0,
    stockFree: option.stockFree ?? false,
    additionalPrice,
  };
}

export interface ContentBlock {
  readonly type: string;
  readonly text: string;
}

/** The product's content blocks (a JSON string); empty when it does not parse (spec 001 §3). */
export function parseContent(content: string | null | undefined): ContentBlock[] {
  if (!content) return [];
  try {
    const parsed: unknown = JSON.parse(content);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((block: unknown) =>
      typeof block === 'object' && block !== null && typeof (block as ContentBlock).text === 'string'
        ? [{ type: String((block as ContentBlock).type ?? 'paragraph'), text: (block as ContentBlock).text }]
        : [],
    );
  } catch {
    return [];
  }
}

/** Paragraphs typed in a text area as content blocks (JSON string). */
export function contentOfText(text: string): string {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return JSON.stringify(paragraphs.map((paragraph) => ({ type: 'paragraph', text: paragraph })));
}

/** The content blocks as text for the text area (paragraphs separated by a blank line). */
export function textOfContent(content: string | null | undefined): string {
  return parseContent(content)
    .map((block) => block.text)
    .join('\n\n');
}

/** A saved product as the form edits it: ProductInput's shape, content as paragraphs. */
export function productFormData(product: ProductDetailFieldsFragment): Partial<ProductInput> {
  return {
    type: product.type,
    name: product.name,
    categoryId: product.categories.at(-1)?.id ?? '',
    price: product.price,
    salePrice: product.salePrice,
    stockFree: product.stockFree,
    ...(product.stockFree ? {} : { stock: product.stock }),
    ...(hasReceiveMethods(product.type) ? { receiveMethods: product.receiveMethods } : {}),
    ...(hasValidDays(product.type) ? { validDays: product.validDays } : {}),
    simpleOptions: product.simpleOptions.map(simpleOptionDefaults),
    attributes: product.attributes.map(({ attributeId, value }) => ({ attributeId, value })),
    templates: product.templates.map((template) => ({
      templateId: template.id,
      nodes: template.inputGroups.flatMap((group) => group.nodes.map(({ dataKey, value }) => ({ dataKey, value }))),
    })),
    thumbnailUrls: product.thumbnails.map((image) => image.url),
    content: textOfContent(product.content),
  };
}

/**
 * What a save sends: the type's own fields only (other types' receive methods and valid days are
 * fixed), the sale price defaulting to the price, options with the spec's defaults, content blocks.
 */
export function productInputOf(data: Partial<ProductInput>): ProductInput {
  const type = data.type ?? 'DELIVERY';
  const price = data.price ?? 0;
  const stockFree = data.stockFree ?? false;
  const { stock, ...rest } = data;
  return {
    ...rest,
    type,
    name: (data.name ?? '').trim(),
    categoryId: data.categoryId ?? '',
    price,
    salePrice: data.salePrice ?? price,
    stockFree,
    // Without a limit no stock is sent; with one, an empty stock is the form's required field, never 0.
    ...(stockFree || stock === undefined || stock === null ? {} : { stock }),
    receiveMethods: hasReceiveMethods(type)
      ? (data.receiveMethods ?? [])
      : type === 'DELIVERY'
        ? ['DELIVERY']
        : ['PICKUP'],
    validDays: hasValidDays(type) ? (data.validDays ?? 0) : 0,
    simpleOptions: (data.simpleOptions ?? []).map(simpleOptionDefaults),
    attributes: data.attributes ?? [],
    templates: data.templates ?? [],
    thumbnailUrls: data.thumbnailUrls ?? [],
    content: contentOfText(data.content ?? ''),
  };
}

type Attribute = ProductAttributesQuery['productAttributes'][number];
type Template = ProductTemplatesQuery['productTemplates'][number];
type StoredAttribute = NonNullable<ProductInput['attributes']>[number];
type StoredTemplate = NonNullable<ProductInput['templates']>[number];

/** A category's attributes as a sub-form: a choice where the attribute lists values, else text. */
export function attributesForm(attributes: readonly Attribute[]): SubForm {
  const properties: Record<string, JsonSchema> = {};
  const uiSchema: UiSchema = { 'ui:order': [...attributes.map((attribute) => attribute.id), '*'] };
  for (const attribute of attributes) {
    properties[attribute.id] =
      attribute.values.length > 0
        ? { type: 'string', title: attribute.name, enum: [...attribute.values] }
        : { type: 'string', title: attribute.name, maxLength: 200, pattern: '\\S' };
    // An optional choice is a select that can be emptied again (buttons cannot be unpicked).
    uiSchema[attribute.id] =
      attribute.values.length > 0
        ? { 'ui:widget': 'EnumChoice', 'ui:options': { compact: !attribute.required } }
        : { 'ui:widget': 'CountedText' };
  }
  const required = attributes.filter((attribute) => attribute.required).map((attribute) => attribute.id);
  return {
    schema: { type: 'object', title: '상품 속성', properties, ...(required.length > 0 ? { required } : {}) },
    uiSchema,
    toForm: (stored) =>
      Object.fromEntries(
        (Array.isArray(stored) ? (stored as StoredAttribute[]) : [])
          .filter((item) => attributes.some((attribute) => attribute.id === item.attributeId) && item.value !== '')
          .map((item) => [item.attributeId, item.value]),
      ),
    toStored: (data) =>
      attributes.flatMap((attribute): StoredAttribute[] => {
        const value = data[attribute.id];
        return typeof value === 'string' && value.trim() !== ''
          ? [{ attributeId: attribute.id, value: value.trim() }]
          : [];
      }),
  };
}

/** A template's nodes as the engine's input nodes (the key is the node's dataKey). */
function inputNodes(group: Template['inputGroups'][number]): InputNode[] {
  return group.nodes.map((node) => ({
    key: node.dataKey,
    type: node.type,
    label: node.label,
    required: node.required,
    minimum: node.minimum ?? null,
  }));
}

/**
 * A category's templates as a sub-form: one section per template, one per input group, each node
 * drawn by its type. A node's value is the product's saved one, else the template's own, else the
 * default of its type (`""`, `"false"` for CHECKBOX).
 */
export function templatesForm(templates: readonly Template[]): SubForm {
  const properties: Record<string, JsonSchema> = {};
  const uiSchema: UiSchema = { 'ui:order': [...templates.map((template) => template.id), '*'] };
  for (const template of templates) {
    const groups: Record<string, JsonSchema> = {};
    const groupUi: UiSchema = { 'ui:order': [...template.inputGroups.map((group) => group.id), '*'] };
    for (const group of template.inputGroups) {
      const form = inputNodesForm(inputNodes(group));
      groups[group.id] = { ...form.schema, title: group.title };
      groupUi[group.id] = form.uiSchema;
    }
    properties[template.id] = { type: 'object', title: template.name, properties: groups };
    uiSchema[template.id] = groupUi;
  }
  return {
    schema: { type: 'object', title: '상품 정보 고시', properties },
    uiSchema,
    toForm: (stored) => {
      const saved = new Map(
        (Array.isArray(stored) ? (stored as StoredTemplate[]) : []).map((item) => [
          item.templateId,
          Object.fromEntries(item.nodes.map((node) => [node.dataKey, node.value])),
        ]),
      );
      return Object.fromEntries(
        templates.map((template) => [
          template.id,
          Object.fromEntries(
            template.inputGroups.map((group) => {
              const own = Object.fromEntries(
                group.nodes.map((node) => [node.dataKey, saved.get(template.id)?.[node.dataKey] ?? node.value]),
              );
              return [group.id, formDataOf(inputNodes(group), own)];
            }),
          ),
        ]),
      );
    },
    toStored: (data) =>
      templates.map((template): StoredTemplate => ({
        templateId: template.id,
        nodes: template.inputGroups.flatMap((group) => {
          const groups = (data[template.id] ?? {}) as Record<string, Record<string, unknown>>;
          return Object.entries(nodeValuesOf(inputNodes(group), groups[group.id] ?? {})).map(([dataKey, value]) => ({
            dataKey,
            value,
          }));
        }),
      })),
  };
}
