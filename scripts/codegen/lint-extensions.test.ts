import { describe, expect, it } from 'vitest';
import { lintRuleKeywords } from './lint-extensions';

describe('lintRuleKeywords', () => {
  it('refuses a keyword it does not know', () => {
    expect(lintRuleKeywords({ type: 'string', 'x-made-up': true })).toEqual([
      'unknown keyword x-made-up (known: docs/schema-conventions.md, src/lib/rule-keywords.ts)',
    ]);
  });

  it('takes x-item-name only when it names one of the object’s own properties', () => {
    const day = { type: 'object', properties: { weekday: { type: 'string' }, openTime: { type: 'string' } } };
    expect(lintRuleKeywords({ ...day, 'x-item-name': 'weekday' })).toEqual([]);
    expect(lintRuleKeywords({ ...day, 'x-item-name': 'day' })).toEqual([
      "x-item-name must name one of the object's own properties",
    ]);
  });
});
