/**
 * Bulk branch registrations (spec 001 §7; /profile/{baId}/branch-store/bulk-history): newest
 * first (sort=createdAt,DESC), each with its counts, the lines that failed and the uploaded file
 * with every line's result to download.
 */
import { DownloadButton } from '@/components/actions/DownloadButton';
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import type { ListItemOf } from '@/engine/resource/typing';

type Registration = ListItemOf<'branch', 'get', '/api/v2/business_account_branch_registrations'>;

/** "3·6행" for the failed lines, as Excel numbers rows (the header is row 1); the file download has each line's reason. */
function failedLines(registration: Registration): string {
  if (registration.failures.length === 0) return '없음';
  const rows = registration.failures.map((failure) => failure.rowNumber);
  const shown = rows.slice(0, 5).join('·');
  return rows.length > 5 ? `${shown}행 외 ${rows.length - 5}행` : `${shown}행`;
}

export const branchRegistrationResource = defineResource('branch', (r) => ({
  name: 'branchRegistration',
  label: '일괄 등록 기록',
  routes: { list: paths.accountAdmin.branchHistory },

  list: r.list('get', '/api/v2/business_account_branch_registrations', {
    title: '지점 일괄 등록 기록',
    columns: [
      { field: 'fileName', title: '파일' },
      'status',
      'totalCount',
      'successCount',
      'failureCount',
      { field: 'failures', title: '실패한 행', render: (_, row) => failedLines(row) },
      'createdAt',
      {
        field: 'id',
        title: '파일 받기',
        render: (_, row) => (
          <DownloadButton
            size="small"
            operation="branch.downloadBranchRegistrationFile"
            path={{ id: row.id }}
            fileName={row.fileName}
            aria-label={`${row.fileName} 처리 결과 받기`}
          >
            결과 받기
          </DownloadButton>
        ),
      },
    ],
    fixedQuery: { sort: 'createdAt,DESC' },
    emptyText: '아직 파일로 등록한 기록이 없어요. 지점 일괄 등록에서 csv 파일을 올려 주세요.',
  }),
}));
