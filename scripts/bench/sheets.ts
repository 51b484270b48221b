/**
 * Checking a merchant's delivery file before upload (issue 26): a 1,000-row workbook and a
 * 1,000-row CP949 csv (what Korean Excel saves), picked in 엑셀로 배송 시작 at 1× CPU. The time is
 * taken in the page, from the file input's change to the "1,000줄을 올릴 수 있어요" line, so it
 * holds reading the bytes, loading the spreadsheet libraries (a fresh context each run: cold) and
 * the worker's parse and checks. While it runs, the longest main-thread task is recorded too.
 */
import * as XLSX from '@e965/xlsx';
import type { Browser } from '@playwright/test';
import { cp949Bytes } from '../../src/testing/spreadsheet-fixtures';
import { median } from './measure';
import { routeToMock, type NodeMock } from './node-mock';

const ORDERS_PATH = '/profile/101/order';
const ROWS = 1000;

export interface SheetCheckResult {
  readonly file: string;
  readonly bytes: number;
  readonly medianMs: number;
  readonly runsMs: number[];
  /** The longest main-thread task while the file was read (the page stays responsive below ~50 ms). */
  readonly medianLongestTaskMs: number;
}

function rows(): (string | number)[][] {
  const header = ['주문번호', '택배사', '송장번호', '주문 상태', '받는 분', '연락처', '주소'];
  const body = Array.from({ length: ROWS }, (_, index) => [
    `20261127-${String(index).padStart(4, '0')}`,
    index % 2 ? 'CJ대한통운' : '우체국택배',
    String(560000000000 + index),
    '배송 준비 중',
    '김동네',
    `010${String(10000000 + index)}`,
    '서울 마포구 양화로 45 동네빌딩 3층',
  ]);
  return [header, ...body];
}

export function benchFiles(): { name: string; bytes: Uint8Array; mimeType: string }[] {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows()), 'Sheet1');
  const xlsx = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
  const csv = cp949Bytes(
    rows()
      .map((row) => row.join(','))
      .join('\r\n'),
  );
  return [
    {
      name: '배송_1000줄.xlsx',
      bytes: xlsx,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    { name: '배송_1000줄_CP949.csv', bytes: csv, mimeType: 'text/csv' },
  ];
}

export async function measureSheetChecks(
  browser: Browser,
  origin: string,
  nodeMock: NodeMock,
  runs: number,
): Promise<SheetCheckResult[]> {
  const results: SheetCheckResult[] = [];
  for (const file of benchFiles()) {
    const runsMs: number[] = [];
    const longest: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR' });
      await routeToMock(context, nodeMock.handlers, origin);
      const page = await context.newPage();
      await page.goto(`${origin}${ORDERS_PATH}`);
      await page.getByRole('button', { name: '엑셀로 배송 시작' }).click();
      const input = page.getByRole('dialog').getByLabel('배송 엑셀 파일');
      await input.waitFor({ state: 'attached' });
      await page.evaluate(() => {
        const state = window as unknown as { sheetStart?: number; sheetMs?: number; longTask?: number };
        state.longTask = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (state.sheetStart !== undefined && state.sheetMs === undefined)
              state.longTask = Math.max(state.longTask ?? 0, entry.duration);
        }).observe({ type: 'longtask' });
        const field = document.querySelector<HTMLInputElement>('input[type="file"]')!;
        field.addEventListener('change', () => (state.sheetStart ??= performance.now()), { capture: true });
        const hint = document.getElementById(field.getAttribute('aria-describedby')!)!;
        const observer = new MutationObserver(() => {
          if (state.sheetStart === undefined || !hint.textContent?.includes('1,000줄을 올릴 수 있어요')) return;
          state.sheetMs = performance.now() - state.sheetStart;
          observer.disconnect();
        });
        observer.observe(hint, { childList: true, subtree: true, characterData: true });
      });
      await input.setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.bytes) });
      const ms = await page.waitForFunction(() => (window as unknown as { sheetMs?: number }).sheetMs, undefined, {
        timeout: 30_000,
      });
      runsMs.push(Math.round(Number(await ms.jsonValue())));
      longest.push(Math.round(await page.evaluate(() => (window as unknown as { longTask: number }).longTask)));
      await context.close();
    }
    results.push({
      file: file.name,
      bytes: file.bytes.byteLength,
      medianMs: median(runsMs),
      runsMs,
      medianLongestTaskMs: median(longest),
    });
  }
  return results;
}
