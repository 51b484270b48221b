import { describe, expect, it } from 'vitest';
import {
  endOfKstDay,
  formatBusinessNumber,
  formatDate,
  formatDateTime,
  formatDeadline,
  formatNumber,
  formatPhone,
  formatWon,
  fromKstWallClock,
  joinText,
  kstToday,
  profileThumbnailUrl,
  toKstWallClock,
} from './format';

describe('format', () => {
  it('adds thousands separators and the won unit', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatWon(12000)).toBe('12,000원');
    expect(formatWon(0)).toBe('0원');
  });

  it('prints a business registration number as on the certificate (3-2-5 digits)', () => {
    expect(formatBusinessNumber('1050123455')).toBe('105-01-23455');
    expect(formatBusinessNumber('１０５-01-23455')).toBe('105-01-23455');
    expect(formatBusinessNumber('12345')).toBe('12345');
  });

  it('joins non-empty parts with a spaced middle dot', () => {
    expect(joinText(['카페', null, '', '망원동', 3])).toBe('카페 · 망원동 · 3');
  });

  it('shows instants in Asia/Seoul regardless of the offset they carry', () => {
    expect(formatDateTime('2026-11-21T00:30:00Z')).toBe('2026.11.21 09:30');
    expect(formatDateTime('2026-11-20T23:59:00-05:00')).toBe('2026.11.21 13:59');
    // Seoul's summer time of 1988 (UTC+10) still comes from the time-zone rules, not the fixed offset.
    expect(formatDateTime('1988-07-01T00:00:00Z')).toBe('1988.07.01 10:00');
    expect(formatDate('2026-12-31T15:00:00Z')).toBe('2027.01.01');
  });

  it('round-trips a picker value through the KST wall clock', () => {
    const wall = toKstWallClock('2026-12-31T14:59:00Z');
    expect(wall.format('YYYY-MM-DD HH:mm')).toBe('2026-12-31 23:59');
    expect(fromKstWallClock(wall)).toBe('2026-12-31T23:59:00+09:00');
  });
});

describe('deadlines (a day that means its end in KST)', () => {
  it('takes today in Seoul, not in the browser', () => {
    // 09:30 in Seoul is still the previous evening in Los Angeles.
    expect(kstToday(new Date('2026-11-25T00:30:00Z'))).toBe('2026-11-25');
    expect(kstToday(new Date('2026-11-25T15:30:00Z'))).toBe('2026-11-26');
  });

  it('ends a picked day at 23:59:59 KST and shows it as such', () => {
    expect(endOfKstDay('2026-12-31')).toBe('2026-12-31T23:59:59+09:00');
    expect(formatDeadline(endOfKstDay('2026-12-31'))).toBe('2026.12.31 23:59까지');
    expect(formatDeadline('2026-12-31T14:59:59Z')).toBe('2026.12.31 23:59까지');
  });
});

describe('formatDiscount', () => {
  it('says the discount with its unit', async () => {
    const { formatDiscount } = await import('./format');
    expect(formatDiscount({ discountMethod: 'RATE', discountValue: 15 })).toBe('15% 할인');
    expect(formatDiscount({ discountMethod: 'AMOUNT', discountValue: 1000 })).toBe('1,000원 할인');
    expect(formatDiscount(null)).toBe('');
  });
});

describe('profileThumbnailUrl (spec 000 §9)', () => {
  it.each([
    [
      'https://images.dongnemarket.com/business/101/256x256.png',
      'https://images.dongnemarket.com/business/101/80x80.png',
    ],
    ['https://images.dongnemarket.com/u/1/640x640.jpg?v=2', 'https://images.dongnemarket.com/u/1/80x80.jpg?v=2'],
    ['https://images.dongnemarket.com/u/1/320x320.jpg', 'https://images.dongnemarket.com/u/1/320x320.jpg'],
    ['https://images.dongnemarket.com/u/1/1256x2566.jpg', 'https://images.dongnemarket.com/u/1/1256x2566.jpg'],
  ])('%s → %s', (url, expected) => {
    expect(profileThumbnailUrl(url)).toBe(expected);
  });

  it('leaves a missing image missing', () => {
    expect(profileThumbnailUrl(null)).toBeUndefined();
    expect(profileThumbnailUrl('')).toBeUndefined();
  });
});

describe('formatPhone', () => {
  it('writes a number stored as digits the way people write it', () => {
    expect(formatPhone('023257789')).toBe('02-325-7789');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('0311234567')).toBe('031-123-4567');
    expect(formatPhone('050712345678')).toBe('0507-1234-5678');
    expect(formatPhone('15881234')).toBe('1588-1234');
    expect(formatPhone('010 1234 5678')).toBe('010-1234-5678');
  });

  it('leaves what it does not know as it is', () => {
    expect(formatPhone('1234')).toBe('1234');
    expect(formatPhone('내선 12')).toBe('내선 12');
  });
});
