import { describe, expect, it } from 'vitest';
import { summaryErrors } from './ErrorSummary';

describe('the error summary', () => {
  it('names each field once, with its first sentence', () => {
    const errors = [
      { property: '.phone', stack: '.phone 전화번호는 02-123-4567처럼 입력해 주세요.' },
      { property: '.phone', stack: '.phone 13자까지 입력할 수 있어요.' },
      { property: '.phone', stack: '.phone 전화번호는 02-123-4567처럼 입력해 주세요.' },
      { property: '.name', stack: '.name 필수 항목이에요.' },
    ];
    expect(summaryErrors(errors).map((error) => error.stack)).toEqual([
      '.phone 전화번호는 02-123-4567처럼 입력해 주세요.',
      '.name 필수 항목이에요.',
    ]);
  });
});
