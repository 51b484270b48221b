/**
 * The names of the rule keywords of `rule-keywords.ts`, with no dependency: codegen reads them
 * under Node's own module loader (the serve smoke's Playwright loads codegen), where the catalogue's
 * imports (dayjs plugins) do not resolve. `rule-keywords.test.ts` keeps the two lists equal.
 */
export const RULE_KEYWORD_NAMES = [
  'x-not-above',
  'x-not-above-count',
  'x-above',
  'x-below',
  'x-after',
  'x-not-past',
  'x-unique-by',
] as const;
