import { describe, expect, it } from 'vitest';
import { helpProblems, lintRuleKeywords } from './lint-extensions';

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

describe('helpProblems (x-help, what a merchant reads under a field)', () => {
  it('takes Korean 해요체 and refuses developer words, plain endings and non-strings', () => {
    expect(lintRuleKeywords({ type: 'string', 'x-help': '고객에게 보여요.' })).toEqual([]);
    expect(helpProblems('고객에게 보여요.')).toEqual([]);
    expect(helpProblems(undefined)).toEqual([]);
    expect(helpProblems('스펙은 값을 말로만 적어서 값의 철자는 우리가 정했어요.')).toEqual(['개발자용 말: 스펙']);
    expect(helpProblems('한국 시간 HH:MM(00:00~23:59).')).toEqual([
      '해요체로 끝나지 않는 문장: "한국 시간 HH:MM(00:00~23:59)."',
    ]);
    expect(helpProblems(3)).toEqual(['must be a sentence']);
  });
});
