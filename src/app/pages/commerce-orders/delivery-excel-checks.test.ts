import { describe, expect, it } from 'vitest';
import { csvText } from '@/lib/csv';
import { checkCopy, checkSheet, MAX_FILE_BYTES, MAX_ROWS, readSheetFile } from './delivery-excel-checks';

const text = (value: string) => new TextEncoder().encode(value.slice(0, 8));
const csv = (body: string, name = '배송.csv') => ({ name, size: body.length, head: text(body), text: body });

describe('delivery file pre-checks', () => {
  it('refuses other types, empty and too large files', () => {
    expect(checkSheet({ name: '배송.pdf', size: 10, head: new Uint8Array(8) })).toEqual({
      ok: false,
      problem: checkCopy.type,
    });
    expect(checkSheet({ name: '배송', size: 10, head: new Uint8Array(8) })).toMatchObject({ problem: checkCopy.type });
    expect(checkSheet({ name: '배송.csv', size: 0, head: new Uint8Array(0), text: '' })).toMatchObject({
      problem: checkCopy.empty,
    });
    expect(checkSheet({ name: '배송.XLSX', size: MAX_FILE_BYTES + 1, head: new Uint8Array(8) })).toMatchObject({
      problem: checkCopy.tooLarge,
    });
  });

  it('checks a workbook by its signature', () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]);
    expect(checkSheet({ name: 'a.xlsx', size: 100, head: zip })).toEqual({ ok: true, kind: 'xlsx' });
    expect(checkSheet({ name: 'a.xls', size: 100, head: ole })).toEqual({ ok: true, kind: 'xls' });
    expect(checkSheet({ name: 'a.xlsx', size: 100, head: text('주문번호,') })).toMatchObject({
      problem: checkCopy.mismatch,
    });
    expect(checkSheet({ name: 'a.csv', size: 100, head: zip, text: 'PK' })).toMatchObject({
      problem: checkCopy.mismatch,
    });
  });

  it('needs the header row 주문번호, 택배사, 송장번호 and at least one row', () => {
    expect(checkSheet(csv('주문,택배,송장\n1,CJ,1\n'))).toMatchObject({ problem: checkCopy.header });
    expect(checkSheet(csv('택배사,주문번호,송장번호\n1,CJ,1\n'))).toMatchObject({ problem: checkCopy.header });
    expect(checkSheet(csv('\uFEFF주문번호,택배사,송장번호,받는 분\n\n'))).toMatchObject({ problem: checkCopy.noRows });
    const many = csvText(
      ['주문번호', '택배사', '송장번호'],
      Array.from({ length: MAX_ROWS + 1 }, () => ['1', 'CJ', '1']),
    );
    expect(checkSheet(csv(many))).toMatchObject({ problem: checkCopy.tooManyRows });
  });

  it('passes a filled template with its data rows', () => {
    const body = csvText(
      ['주문번호', '택배사', '송장번호', '받는 분'],
      [['20261124-1822', 'CJ대한통운', '560012345678', '박지우']],
    );
    expect(checkSheet(csv(body))).toEqual({
      ok: true,
      kind: 'csv',
      header: ['주문번호', '택배사', '송장번호', '받는 분'],
      rows: [['20261124-1822', 'CJ대한통운', '560012345678', '박지우']],
    });
  });

  it('reads the signature and a csv text from a picked file', async () => {
    const file = new File(['\uFEFF주문번호,택배사,송장번호\n1,CJ,2\n'], '배송.csv', { type: 'text/csv' });
    const read = await readSheetFile(file);
    expect(read.name).toBe('배송.csv');
    expect(read.text).toContain('주문번호');
    expect(checkSheet(read)).toMatchObject({ ok: true, kind: 'csv' });
  });
});
