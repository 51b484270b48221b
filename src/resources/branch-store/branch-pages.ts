/**
 * The branch overview (/profile/{baId}/branch-store) and the bulk upload (/bulk-regist), pages of
 * the branch-store resource. The overview: what the merchant can do, how many branches there are
 * by status, the latest file registrations and this account's brand coupon as a branch. Both ask
 * first whether the account may register branches: a brand-less account is told why, the
 * overview without its register links, the upload without its form.
 */
import { paths } from '@/config/paths';
import { figure, pageGate, panelRead, rowsPanel, viewPanel } from '@/engine/page/define-page';
import type { PageDef } from '@/engine/page/types';
import { BranchBulkUpload } from './BranchBulkUpload';
import { BrandCoupon } from './BrandCoupon';
import { branchPageCopy as text } from './branch-page-copy';

const creatable = (holdsPanels: boolean) =>
  pageGate(panelRead('branch', '/api/v2/business_account_branches/check/creatable'), {
    title: text.notCreatableTitle,
    blocked: (answer) => (answer.creatable ? undefined : (answer.message ?? '')),
    holdsPanels,
  });

/** How many branches there are (of one status): one row asked, the total read. */
const branchCount = (label: string, status?: 'ACTIVE' | 'PENDING' | 'CLOSED') =>
  figure(
    label,
    panelRead('branch', '/api/v2/business_account_branches/search', {
      query: { page: 0, size: 1, ...(status ? { status } : {}) },
    }),
    (page) => page.totalCount,
    '곳',
  );

export const branchOverviewPage: PageDef = {
  title: text.overviewTitle,
  description: text.overviewDescription,
  gate: creatable(false),
  panels: [
    {
      kind: 'links',
      title: text.actionsTitle,
      links: [
        { label: text.list, route: paths.accountAdmin.branchList, primary: true },
        { label: text.create, route: paths.accountAdmin.branchCreate, gated: true },
        { label: text.bulk, route: paths.accountAdmin.branchBulk, gated: true },
        { label: text.history, route: paths.accountAdmin.branchHistory },
      ],
    },
    {
      kind: 'figures',
      title: text.countTitle,
      figures: [
        branchCount(text.countLabels.ALL),
        branchCount(text.countLabels.ACTIVE, 'ACTIVE'),
        branchCount(text.countLabels.PENDING, 'PENDING'),
        branchCount(text.countLabels.CLOSED, 'CLOSED'),
      ],
    },
    rowsPanel('branch', '/api/v2/business_account_branch_registrations', {
      title: text.latestTitle,
      columns: ['createdAt', 'fileName', 'status', 'successCount', 'totalCount'],
      query: { sort: 'createdAt,DESC' },
      pageSize: 3,
      onePage: true,
      emptyText: text.latestEmpty,
    }),
    viewPanel({
      title: text.couponTitle,
      reads: {
        metadata: panelRead('business-account', '/api/v2/business_account_branch_metadata/{id}', {
          missing: text.couponNotBranch,
        }),
      },
      component: BrandCoupon,
    }),
  ],
};

export const branchBulkPage: PageDef = {
  title: text.bulkTitle,
  description: text.bulkDescription,
  back: { label: text.toOverview, route: paths.accountAdmin.branchOverview },
  links: [{ label: text.history, route: paths.accountAdmin.branchHistory }],
  gate: creatable(true),
  panels: [viewPanel({ reads: {}, component: BranchBulkUpload })],
};
