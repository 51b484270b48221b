/** Korean copy of the branch overview and bulk upload pages: headings, links and figures. */
import type { BranchStatus } from '@/api/branches';

export const branchPageCopy = {
  overviewTitle: '지점 관리',
  /** The back link to the overview, which is no list (issue 25). */
  toOverview: '지점 관리로',
  overviewDescription: '브랜드의 지점을 한 곳씩 또는 csv 파일로 한꺼번에 등록하고 관리해요.',
  countTitle: '지점 현황',
  countLabels: {
    ALL: '전체 지점',
    ACTIVE: '운영 중',
    PENDING: '프로필 연결 대기',
    CLOSED: '운영 종료',
  } satisfies Record<BranchStatus | 'ALL', string>,
  actionsTitle: '할 일',
  list: '지점 목록',
  create: '지점 등록',
  bulk: '지점 일괄 등록',
  history: '일괄 등록 기록',
  latestTitle: '최근 일괄 등록',
  latestEmpty: '아직 파일로 등록한 기록이 없어요.',
  notCreatableTitle: '이 계정은 지점을 등록할 수 없어요',
  couponTitle: '이 지점의 브랜드 쿠폰',
  couponNotBranch: '이 계정은 브랜드에 속한 지점이 아니라 붙일 브랜드 쿠폰이 없어요.',
  bulkTitle: '지점 일괄 등록',
  bulkDescription: 'csv나 엑셀 파일 하나로 지점을 최대 500곳까지 한꺼번에 등록해요.',
};
