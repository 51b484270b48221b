import { describe, expect, it } from 'vitest';
import { csvText } from './csv';

describe('csvText', () => {
  it('starts with a byte-order mark and ends lines with CRLF', () => {
    const text = csvText(['입금일', '지급액'], [['2026-11-25', 12000]]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe('입금일,지급액\r\n2026-11-25,12000\r\n');
  });

  it('quotes cells with commas, quotes or line breaks, and leaves empty cells empty', () => {
    const text = csvText(['a', 'b', 'c'], [['아메리카노, 라떼', '"특가"', null]]);
    expect(text.slice(1).split('\r\n')[1]).toBe('"아메리카노, 라떼","""특가""",');
  });
});
