import { describe, expect, it } from 'vitest';
import {
  branchFileText,
  checkBranchFile,
  checkFileShape,
  checkFileText,
  MAX_BRANCH_FILE_BYTES,
  MAX_BRANCH_LINES,
} from './branch-file';

const csv = (text: string, name = '지점목록.csv', type = 'text/csv') => new File([text], name, { type });

describe('branch file pre-checks', () => {
  it('accepts a csv with the header and a few lines, saying how many', async () => {
    const result = await checkBranchFile(csv('\uFEFForiginBranchId,branchName\nDN-YN-001,연남점\nDN-SC-002,신촌점\n'));
    expect(result).toEqual({ ok: true, lines: 2 });
  });

  it('accepts the columns in another order and Excel’s csv type', () => {
    expect(checkFileShape({ name: 'a.CSV', type: 'application/vnd.ms-excel', size: 10 })).toBeUndefined();
    expect(checkFileText('branchName,originBranchId\n연남점,DN-YN-001')).toEqual({ ok: true, lines: 1 });
  });

  it('refuses what is not a csv by its name or type', () => {
    expect(checkFileShape({ name: '지점.xlsx', type: 'application/vnd.openxmlformats', size: 10 })).toBe(
      branchFileText.notCsv('지점.xlsx'),
    );
    expect(checkFileShape({ name: '지점.csv', type: 'image/png', size: 10 })).toBe(branchFileText.notCsv('지점.csv'));
  });

  it('refuses a file over 1MB and an empty one', () => {
    expect(checkFileShape({ name: 'a.csv', type: 'text/csv', size: MAX_BRANCH_FILE_BYTES + 1 })).toBe(
      branchFileText.tooBig('1.0'),
    );
    expect(checkFileShape({ name: 'a.csv', type: 'text/csv', size: 0 })).toBe(branchFileText.empty);
    expect(checkFileText('\n\n')).toEqual({ ok: false, message: branchFileText.empty });
  });

  it('refuses a wrong header, naming what the first line holds', () => {
    expect(checkFileText('지점코드,지점명\nDN-1,연남점')).toEqual({
      ok: false,
      message: branchFileText.header('지점코드,지점명'),
    });
  });

  it('refuses a file with no lines under the header, and one with too many', () => {
    expect(checkFileText('originBranchId,branchName\n')).toEqual({ ok: false, message: branchFileText.noLines });
    const lines = Array.from({ length: MAX_BRANCH_LINES + 1 }, (_, index) => `DN-${index},지점${index}`);
    expect(checkFileText(['originBranchId,branchName', ...lines].join('\n'))).toEqual({
      ok: false,
      message: branchFileText.tooManyLines(MAX_BRANCH_LINES + 1),
    });
    expect(checkFileText(['originBranchId,branchName', ...lines.slice(1)].join('\n'))).toEqual({
      ok: true,
      lines: MAX_BRANCH_LINES,
    });
  });

  it('checks the type before reading the file', async () => {
    expect(await checkBranchFile(csv('originBranchId,branchName\nA,B', '지점.txt', 'text/plain'))).toEqual({
      ok: false,
      message: branchFileText.notCsv('지점.txt'),
    });
  });
});
