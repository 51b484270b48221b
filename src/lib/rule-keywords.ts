/**
 * The catalogue of the console's own schema keywords for rules JSON Schema cannot say alone
 * (docs/schema-conventions.md "Rules"). Each keyword is declared once here: its ajv definition
 * (used by the form's validator and by the mock server's request check, so both refuse the same
 * thing), its Korean sentence, and a violating and a passing value for the contract tests, which
 * find every use of a keyword in the schemas and try both.
 *
 * A keyword names another field by a path: `price` is a sibling in the same object, `/stock` a
 * field of the request body's root (an option's stock against the product's).
 */
import { formatNumber } from './format';
import { messages, withSubjectParticle, withTopicParticle } from './messages';

export interface SchemaNode {
  readonly [keyword: string]: unknown;
}

/** Where the keyword sits and what it compares with, as the sentence needs them. */
export interface RuleContext {
  /** The failing field's own schema. */
  readonly schema: SchemaNode;
  /** The field's Korean title. */
  readonly title: string;
  /** The title of the field the keyword names (`x-not-above: price` → 정가), when it names one. */
  readonly otherTitle?: string;
}

/** What a contract test needs to try a keyword: the object holding the field, before the change. */
export interface CaseInput {
  readonly keywordValue: unknown;
  readonly schema: SchemaNode;
  /** The object that holds the field (siblings set), for keywords that compare with a sibling. */
  readonly holder: Record<string, unknown>;
  /** The request body root (for `/field` references). */
  readonly root: Record<string, unknown>;
  readonly now: Date;
}

/** A value change that violates or satisfies the keyword; `set` writes it into the holder/root. */
export interface RuleCases {
  readonly violate: (input: CaseInput) => void;
  readonly satisfy: (input: CaseInput) => void;
}

export interface RuleKeyword extends RuleCases {
  readonly keyword: string;
  /** What a schema may write as the keyword's value (codegen refuses anything else). */
  readonly valueCheck: (value: unknown, node: SchemaNode) => string | undefined;
  /** The data type the keyword applies to (other types pass). */
  readonly dataType: 'number' | 'string' | 'array';
  /** Whether the value at `path` breaks the rule; answers the params of the error, or undefined. */
  readonly test: (
    value: unknown,
    keywordValue: unknown,
    at: DataPlace,
    now: Date,
  ) => Record<string, unknown> | undefined;
  /** The Korean sentence of a failure (`x-messages[keyword]` on the field wins). */
  readonly sentence: (params: Readonly<Record<string, unknown>>, context: RuleContext) => string;
}

/** Where a value sits in the data being validated (ajv's data context). */
export interface DataPlace {
  readonly parentData: unknown;
  readonly rootData: unknown;
}

/** The value another field holds: `name` beside the value, `/name` at the root. */
export function referencedValue(reference: string, at: DataPlace): unknown {
  const [source, path] = reference.startsWith('/') ? [at.rootData, reference.slice(1)] : [at.parentData, reference];
  let current: unknown = source;
  for (const part of path.split('/').filter(Boolean)) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isReference = (value: unknown) =>
  typeof value === 'string' && /^\/?[A-Za-z_][A-Za-z0-9_]*(\/[A-Za-z_][A-Za-z0-9_]*)*$/.test(value)
    ? undefined
    : 'must name a field: a sibling (`price`) or a root field (`/stock`)';

function amount(value: unknown, schema: SchemaNode): string {
  if (!isNumber(value)) return '';
  const unit = schema['x-unit'] === 'WON' ? '원' : schema['x-kind'] === 'percent' ? '%' : '';
  return `${formatNumber(value)}${unit}`;
}

function writeReference(input: CaseInput, value: unknown) {
  const reference = String(input.keywordValue);
  const target = reference.startsWith('/') ? input.root : input.holder;
  target[reference.replace(/^\//, '')] = value;
}

/**
 * A number compared with another field's: `fails` says when the pair breaks the rule, `says` how the
 * sentence ends, and `cases` the field's value that breaks it and one that keeps it beside `base`.
 */
function fieldComparison(
  keyword: string,
  fails: (value: number, other: number) => boolean,
  says: string,
  cases: { readonly base: number; readonly violate: number; readonly satisfy: number },
): RuleKeyword {
  const write = (input: CaseInput, value: number) => {
    writeReference(input, cases.base);
    input.holder.__value = value;
  };
  return {
    keyword,
    dataType: 'number',
    valueCheck: isReference,
    test: (value, reference, at) => {
      const other = referencedValue(String(reference), at);
      return isNumber(value) && isNumber(other) && fails(value, other) ? { limit: other, field: reference } : undefined;
    },
    sentence: (params, { schema, title, otherTitle }) =>
      `${withTopicParticle(title)} ${otherTitle ?? ''}${params.limit === undefined ? '' : `(${amount(params.limit, schema)})`}${says}`,
    violate: (input) => write(input, cases.violate),
    satisfy: (input) => write(input, cases.satisfy),
  };
}

/** 판매가 ≤ 정가, an option's stock ≤ the product's, a coupon's discount ≤ its minimum order. */
const notAbove = fieldComparison('x-not-above', (value, other) => value > other, '보다 클 수 없어요.', {
  base: 1000,
  violate: 1001,
  satisfy: 1000,
});

/** 무료 배송 기준 금액 > 배송비. */
const above = fieldComparison('x-above', (value, other) => value <= other, '보다 커야 해요.', {
  base: 3000,
  violate: 3000,
  satisfy: 30000,
});

/** 할인 금액 < 가격: a menu never sells for 0원 through its discount. */
const below = fieldComparison('x-below', (value, other) => value >= other, '보다 작아야 해요.', {
  base: 4500,
  violate: 4500,
  satisfy: 4490,
});

/** A number not above how many items a sibling list holds (최대 선택 수 ≤ 옵션 항목 수). */
const notAboveCount: RuleKeyword = {
  keyword: 'x-not-above-count',
  dataType: 'number',
  valueCheck: isReference,
  test: (value, reference, at) => {
    const other = referencedValue(String(reference), at);
    return isNumber(value) && Array.isArray(other) && value > other.length
      ? { limit: other.length, field: reference }
      : undefined;
  },
  sentence: (params, { title, otherTitle }) =>
    `${withTopicParticle(title)} ${otherTitle ?? '항목'} 수${typeof params.limit === 'number' ? `(${formatNumber(params.limit)}개)` : ''}보다 클 수 없어요.`,
  violate: (input) => {
    writeReference(input, listOf(input, 1));
    input.holder.__value = 2;
  },
  satisfy: (input) => {
    writeReference(input, listOf(input, 2));
    input.holder.__value = 2;
  },
};

/** `count` items like the referenced list's first (told apart by a name, when items have one). */
function listOf(input: CaseInput, count: number): unknown[] {
  const reference = String(input.keywordValue);
  const target = reference.startsWith('/') ? input.root : input.holder;
  const current: unknown = target[reference.replace(/^\//, '')];
  const first: unknown = Array.isArray(current) && current.length > 0 ? current[0] : {};
  return Array.from({ length: count }, (_, index) =>
    typeof first === 'object' && first !== null
      ? { ...(first as Record<string, unknown>), ...('name' in first ? { name: `항목 ${index + 1}` } : {}) }
      : first,
  );
}

/** A date-time after another field's (마감 > 시작). */
const after: RuleKeyword = {
  keyword: 'x-after',
  dataType: 'string',
  valueCheck: isReference,
  test: (value, reference, at) => {
    const other = referencedValue(String(reference), at);
    if (typeof value !== 'string' || typeof other !== 'string') return undefined;
    const [mine, theirs] = [Date.parse(value), Date.parse(other)];
    if (Number.isNaN(mine) || Number.isNaN(theirs)) return undefined;
    return mine <= theirs ? { field: reference } : undefined;
  },
  sentence: (_params, { title, otherTitle }) => `${withTopicParticle(title)} ${otherTitle ?? ''}보다 뒤여야 해요.`,
  violate: (input) => {
    const start = new Date(input.now.getTime() + 10 * DAY);
    writeReference(input, start.toISOString());
    input.holder.__value = new Date(start.getTime() - DAY).toISOString();
  },
  satisfy: (input) => {
    const start = new Date(input.now.getTime() + 10 * DAY);
    writeReference(input, start.toISOString());
    input.holder.__value = new Date(start.getTime() + DAY).toISOString();
  },
};

const DAY = 86_400_000;

/** A date-time that does not lie in the past (a coupon's expiry, a vote's deadline). */
const notPast: RuleKeyword = {
  keyword: 'x-not-past',
  dataType: 'string',
  valueCheck: (value, node) =>
    value !== true ? 'may only be true' : node.format !== 'date-time' ? 'needs format: date-time' : undefined,
  test: (value, enabled, _at, now) => {
    if (enabled !== true || typeof value !== 'string') return undefined;
    const time = Date.parse(value);
    return !Number.isNaN(time) && time < now.getTime() ? {} : undefined;
  },
  sentence: () => messages.validation.notPast,
  violate: (input) => {
    input.holder.__value = new Date(input.now.getTime() - DAY).toISOString();
  },
  satisfy: (input) => {
    input.holder.__value = new Date(input.now.getTime() + 30 * DAY).toISOString();
  },
};

/** The key a text is compared by: trimmed, spaces folded, case ignored (" 사이즈" = "사이즈"). */
export function sameTextKey(value: unknown): string {
  return typeof value === 'string'
    ? value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()
    : JSON.stringify(value);
}

/** Items of a list unique by a property (option names, choice texts); the later duplicate fails. */
const uniqueBy: RuleKeyword = {
  keyword: 'x-unique-by',
  dataType: 'array',
  valueCheck: (value) =>
    typeof value === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(value) ? undefined : 'must name an item property',
  test: (value, property) => {
    if (!Array.isArray(value)) return undefined;
    const seen = new Set<string>();
    for (const [index, item] of value.entries()) {
      const text = (item as Record<string, unknown> | null)?.[String(property)];
      if (text === undefined || text === null || text === '') continue;
      const key = sameTextKey(text);
      if (seen.has(key)) return { index, property, value: text };
      seen.add(key);
    }
    return undefined;
  },
  // The error sits on the duplicate item's property, so `title` is that property's (옵션 이름).
  sentence: (params, { title }) =>
    `같은 ${withSubjectParticle(title || '이름')} 이미 있어요: ${String(params.value).trim()}`,
  violate: (input) => {
    const item = firstItem(input);
    input.holder.__value = [item, { ...item }];
  },
  satisfy: (input) => {
    const item = firstItem(input);
    const property = String(input.keywordValue);
    input.holder.__value = [
      { ...item, [property]: '레귤러' },
      { ...item, [property]: '라지' },
    ];
  },
};

function firstItem(input: CaseInput): Record<string, unknown> {
  const current: unknown = input.holder.__value;
  const item: unknown = Array.isArray(current) && current.length > 0 ? current[0] : {};
  return { ...(item as Record<string, unknown>), [String(input.keywordValue)]: '레귤러' };
}

/** Every keyword the console adds to JSON Schema, by name. */
export const RULE_KEYWORDS: Readonly<Record<string, RuleKeyword>> = Object.fromEntries(
  [notAbove, notAboveCount, above, below, after, notPast, uniqueBy].map((rule) => [rule.keyword, rule]),
);

/**
 * The catalogue keywords of one schema node that a value breaks, as ajv reports them (keyword,
 * params, the data's pointer: a duplicate list item's property for `x-unique-by`). One check for
 * every validator: the forms' compiled ones leave these keywords to run time
 * (`runtimeIssues` in schema-rules.ts), the ajv keywords below call the same `test`.
 */
export function ruleIssues(
  node: SchemaNode,
  value: unknown,
  at: DataPlace & { readonly instancePath: string },
  now: Date,
): { instancePath: string; keyword: string; params: Record<string, unknown> }[] {
  const issues: { instancePath: string; keyword: string; params: Record<string, unknown> }[] = [];
  for (const [keyword, keywordValue] of Object.entries(node)) {
    const rule = RULE_KEYWORDS[keyword];
    if (!rule || !hasType(value, rule.dataType)) continue;
    const params = rule.test(value, keywordValue, at, now);
    if (params) issues.push({ instancePath: at.instancePath + itemPath(params), keyword, params });
  }
  return issues;
}

function hasType(value: unknown, type: RuleKeyword['dataType']): boolean {
  return type === 'array'
    ? Array.isArray(value)
    : typeof value === type && (type !== 'number' || Number.isFinite(value));
}

/** `x-unique-by` points at the duplicate item's property. */
function itemPath(params: Readonly<Record<string, unknown>>): string {
  return typeof params.index === 'number' ? `/${params.index}/${String(params.property)}` : '';
}

/** The ajv keyword definitions of the catalogue (`for (const k of ajvRuleKeywords()) ajv.addKeyword(k)`). */
export function ajvRuleKeywords(now: () => Date = () => new Date()) {
  return Object.values(RULE_KEYWORDS).map((rule) => ({
    keyword: rule.keyword,
    type: rule.dataType,
    errors: true as const,
    validate: function check(
      this: unknown,
      keywordValue: unknown,
      data: unknown,
      _parentSchema?: unknown,
      dataCxt?: { parentData: unknown; rootData: unknown; instancePath: string },
    ): boolean {
      const params = rule.test(data, keywordValue, dataCxt ?? { parentData: undefined, rootData: undefined }, now());
      const self = check as unknown as { errors?: unknown[] };
      if (!params) {
        self.errors = [];
        return true;
      }
      const index = itemPath(params);
      self.errors = [
        {
          keyword: rule.keyword,
          params,
          message: rule.keyword,
          ...(index ? { instancePath: `${dataCxt?.instancePath ?? ''}${index}` } : {}),
        },
      ];
      return false;
    },
  }));
}

/** The sentence of a catalogue keyword's failure, or undefined for a keyword not in the catalogue. */
export function describeRule(
  keyword: string,
  params: Readonly<Record<string, unknown>>,
  context: RuleContext,
): string | undefined {
  return RULE_KEYWORDS[keyword]?.sentence(params, context);
}
