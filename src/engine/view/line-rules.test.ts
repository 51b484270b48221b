import { describe, expect, it } from 'vitest';
import { lineError } from './line-rules';

// The nickname of my info (auth NicknameUpdateRequest: 2–20, not blank) and the notification e-mail.
const nickname = { minLength: 2, maxLength: 20, pattern: '\\S' };
const email = { format: 'email', maxLength: 100 };

describe('lineError', () => {
  it('says a required value is missing, and counts characters, not bytes', () => {
    expect(lineError('  ', nickname, true)).toBe('필수 항목이에요.');
    expect(lineError('가', nickname, true)).toBe('2자 이상 입력해 주세요.');
    expect(lineError('가게', nickname, true)).toBeUndefined();
    expect(lineError('가'.repeat(21), nickname, true)).toBe('20자까지 입력할 수 있어요.');
  });

  it('takes an e-mail address only with an @ and a domain', () => {
    expect(lineError('shop.kr', email, true)).toBe('이메일 주소 형식으로 입력해 주세요.');
    expect(lineError('new@shop.kr', email, true)).toBeUndefined();
  });

  it('lets an optional value be empty', () => {
    expect(lineError('', email, false)).toBeUndefined();
  });
});
