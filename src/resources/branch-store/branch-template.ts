/**
 * The bulk registration template (an xlsx made in the browser): the header 지점코드, 지점명 in
 * bold, frozen, and the 지점코드 column typed as text for the rows to fill, so a code typed as 0012
 * stays 0012. No example lines: a template uploaded as it is registers nothing.
 */
import { workbookBlob } from '@/lib/spreadsheet/write';
import { BRANCH_FILE_COLUMNS } from './branch-file';

/** Rows whose 지점코드 is already text, for the merchant to type into (more than a file may carry). */
export const BRANCH_TEMPLATE_ROWS = 500;
export const TEMPLATE_FILE_NAME = '지점_일괄등록_양식.xlsx';

export function branchTemplateWorkbook(): Promise<Blob> {
  return workbookBlob(
    [{ header: BRANCH_FILE_COLUMNS.originBranchId[0], text: true }, { header: BRANCH_FILE_COLUMNS.branchName[0] }],
    Array.from({ length: BRANCH_TEMPLATE_ROWS }, () => []),
    '지점 일괄 등록',
  );
}
