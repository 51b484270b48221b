/**
 * The product screens' rules as pure functions (spec 001 §3, §4): template and simple-option
 * defaults, the discount, the content blocks, and which types the form knows.
 */
import type { InputNodeType, ProductTemplatesQuery, ProductType, StoreStatus } from '@/api/commerce/catalog';

/** The types the form can edit; any other type is a future type, shown read-only. */
export const KNOWN_PRODUCT_TYPES = ['DELIVERY', 'VOUCHER', 'VOUCHER_TICKET', 'GOODS', 'SERVICE'] as const;

export function isKnownProductType(type: string): type is ProductType {
  return (KNOWN_PRODUCT_TYPES as readonly string[]).includes(type);
}

/** Types whose buyers choose how to receive (GOODS) or that are always delivered. */
export function hasReceiveMethods(type: ProductType): boolean {
  return type === 'GOODS';
}

/** Types that are used within a number of days after purchase. */
export function hasValidDays(type: ProductType): boolean {
  return type === 'SERVICE' || type === 'VOUCHER' || type === 'VOUCHER_TICKET';
}

/** Spec 001 §4: products are created only while the store is ACTIVE or PENDING. */
export function storeAllowsProducts(status: StoreStatus | null | undefined): boolean {
  return status === 'ACTIVE' || status === 'PENDING';
}

/** The discount rate of a sale price, rounded to whole percent (0 when there is none). */
export function discountRate(price: number | null | undefined, salePrice: number | null | undefined): number {
  if (!price || price <= 0 || salePrice === null || salePrice === undefined || salePrice >= price) return 0;
  return Math.round(((price - salePrice) / price) * 100);
}

type Template = ProductTemplatesQuery['productTemplates'][number];

/** A template node's default value (spec 001 §3): the string "false" for CHECKBOX, else empty. */
export function nodeDefault(type: InputNodeType): string {
  return type === 'CHECKBOX' ? 'false' : '';
}

/**
 * The values of a template's nodes by dataKey: the product's saved value, else the template's own
 * value, else the default of the node's type.
 */
export function templateValues(
  template: Template,
  saved: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const group of template.inputGroups)
    for (const node of group.nodes)
      values[node.dataKey] = saved[node.dataKey] ?? (node.value || nodeDefault(node.type));
  return values;
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
}): SimpleOptionValue & { readonly hasAdditionalPrice: boolean } {
  const additionalPrice =
    typeof option.additionalPrice === 'number' ? option.additionalPrice : (option.additionalPrice?.amount ?? 0);
  return {
    name: option.name ?? '',
    stock: option.stock ?? 0,
    stockFree: option.stockFree ?? false,
    additionalPrice,
    hasAdditionalPrice: additionalPrice > 0,
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
    .split(/\n{2,}|\r\n\r\n/)
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
