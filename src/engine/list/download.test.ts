/**
 * The follower CSV as the console downloads it (issue 14): UTF-8 with a BOM, Korean headers, the
 * file name read from Content-Disposition; and the date range of list figures read from the URL.
 */
import { describe, expect, it } from 'vitest';
import { callOperation, fileNameOf } from '@/api/operations';
import { rangeOf } from './ListStats';

describe('follower CSV download', () => {
  it('is UTF-8 with a BOM, Korean headers and the server’s file name', async () => {
    const { data, fileName } = await callOperation<Blob>('customer.downloadFollowersCsv', {
      account: '101',
      query: { bookmarked: true },
    });
    const bytes = new Uint8Array(await data.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8').decode(bytes.subarray(3));
    expect(text.split('\r\n')[0]).toBe('닉네임,동네,단골 맺은 날,방문 횟수,즐겨찾기,메모');
    expect(fileName).toMatch(/^단골목록_\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('reads UTF-8 and plain file names', () => {
    expect(fileNameOf(`attachment; filename*=UTF-8''${encodeURIComponent('단골 목록.csv')}`)).toBe('단골 목록.csv');
    expect(fileNameOf('attachment; filename="followers.csv"')).toBe('followers.csv');
    expect(fileNameOf(null)).toBeUndefined();
  });
});

describe('figures’ date range in the address', () => {
  const range = { start: 'startDate', end: 'endDate' };
  it('takes two dates in order, else leaves the default to the server', () => {
    expect(rangeOf(new URLSearchParams('startDate=2026-11-01&endDate=2026-11-25'), range)).toEqual({
      start: '2026-11-01',
      end: '2026-11-25',
    });
    expect(rangeOf(new URLSearchParams('startDate=2026-11-25&endDate=2026-11-01'), range)).toBeUndefined();
    expect(rangeOf(new URLSearchParams('startDate=어제'), range)).toBeUndefined();
  });
});
