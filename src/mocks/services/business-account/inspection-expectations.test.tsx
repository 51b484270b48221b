/**
 * The business inspection as the specification and the decisions give it, written here by hand (not
 * read from src/api/machines/inspection.ts): spec 001 §4 (the server decides how an inspection's state
 * changes; a request is sent with `POST /api/v1/inspections`) and docs/decisions/inspection.md
 * ("Drafts": the saved request is refused with 409 while a request is pending, and kept after
 * sending; "Phase": a pending request is 검수 중, a request saved after the last result is 작성 중,
 * else the last result, else 검수 전; every phase but 검수 중 can edit, an approved account may write
 * a new request). The merchant's cells are played through their requests, the reviewer's through the
 * demo's inspector (the review is not part of the API); a step page offers saving exactly where the
 * table allows it.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '@generated/openapi/business-account';
import { mockRuntime } from '@/mocks/node';
import { toKstIso } from '@/mocks/core/time';
import { answer, asAccount, dataOf } from '@/mocks/testing/operation-calls';
import { allowedIn, tableCases, type ExpectationTable } from '@/testing/expectation-table';
import { renderRoute } from '@/testing/render-route';
import { resetDemoInspection, reviewDemoInspection } from '../../ui/business-inspection';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { inspectionRequest } from './inspection-fixtures';

type Schemas = components['schemas'];
type State = 'notStarted' | 'inProgress' | 'inReview' | 'rejected' | 'approved';
type Row = State | 'fixingAfterRejection';
type Action = 'save' | 'request' | 'approve' | 'reject';

const ACCOUNT = DEMO_ACCOUNT_IDS.active;
const MINUTE = 60_000;
const DAY = 86_400_000;

const pending = (refused: string) => ({ refused, code: 'INSPECTION_ALREADY_PENDING' });
const IN_REVIEW_SAVE = pending('검수 중에는 요청 내용을 바꿀 수 없어요.');
const IN_REVIEW_REQUEST = pending('검수가 진행 중이에요. 결과가 나온 뒤에 다시 요청해 주세요.');
/** The demo's inspector finds nothing to review (its panel says this sentence). */
const NOTHING_TO_REVIEW = { refused: '검수 중인 요청이 없어요.' };

/** Outside review the merchant writes and sends; the reviewer has nothing to decide. */
const writable = { save: { to: 'inProgress' }, request: { to: 'inReview' } } as const;
const notReviewed = { approve: NOTHING_TO_REVIEW, reject: NOTHING_TO_REVIEW } as const;

const EXPECTED: ExpectationTable<Row, Action, State> = {
  notStarted: { ...writable, ...notReviewed },
  inProgress: { ...writable, ...notReviewed },
  inReview: {
    save: IN_REVIEW_SAVE,
    request: IN_REVIEW_REQUEST,
    approve: { to: 'approved' },
    reject: { to: 'rejected' },
  },
  rejected: { ...writable, ...notReviewed },
  fixingAfterRejection: { ...writable, ...notReviewed },
  // A new request while the approval stands (its type or number changed).
  approved: { ...writable, ...notReviewed },
};

const ago = (ms: number) => toKstIso(new Date(Date.now() - ms));

/** What the merchant saves: the first step, confirmed. */
const STEP_ONE = { completedSteps: ['BIZPROFILE_INFO'], bizProfileConfirmed: true } as const;

/** A whole request, as the review page sends it. */
const REQUEST = inspectionRequest(ACCOUNT);

function saved(at: string): Schemas['InspectionDraft'] {
  return {
    businessAccountId: ACCOUNT,
    completedSteps: ['BIZPROFILE_INFO', 'BUSINESS_NUMBER'],
    bizProfileConfirmed: true,
    businessNumber: REQUEST.businessNumber,
    businessRegistrationImageUrls: [],
    answers: [],
    updatedAt: at,
  };
}

function inspection(state: Schemas['InspectionState'], requestedAgo: number, reviewedAgo?: number) {
  const rejected = state === 'REJECTED';
  return {
    id: 770_001,
    businessAccountId: ACCOUNT,
    inspectionSetId: REQUEST.inspectionSetId,
    businessNumber: REQUEST.businessNumber,
    businessType: REQUEST.businessType,
    state,
    requestedAt: ago(requestedAgo),
    reviewedAt: reviewedAgo === undefined ? null : ago(reviewedAgo),
    rejectionReason: rejected ? 'INVALID_INPUT' : null,
    rejectionMessage: rejected ? '입력한 사업자등록번호와 사업자등록증의 번호가 달라요.' : null,
  } satisfies Schemas['Inspection'];
}

/**
 * 101 in the row's state, every time in the past (the server's times are whole seconds, so what the
 * action does now is always later): a sent request keeps the draft it was sent from.
 */
function accountIn(row: Row) {
  expect(resetDemoInspection(mockRuntime, ACCOUNT)).toBe(true);
  const slice = mockRuntime.db.state.businessAccount;
  const setups: Record<Row, () => void> = {
    notStarted: () => undefined,
    inProgress: () => slice.inspectionDrafts.push(saved(ago(60 * MINUTE))),
    inReview: () => {
      slice.inspectionDrafts.push(saved(ago(DAY + MINUTE)));
      slice.inspections.push(inspection('PENDING', DAY));
    },
    rejected: () => {
      slice.inspectionDrafts.push(saved(ago(3 * DAY + MINUTE)));
      slice.inspections.push(inspection('REJECTED', 3 * DAY, DAY));
    },
    fixingAfterRejection: () => {
      slice.inspectionDrafts.push(saved(ago(60 * MINUTE)));
      slice.inspections.push(inspection('REJECTED', 3 * DAY, DAY));
    },
    approved: () => {
      slice.inspectionDrafts.push(saved(ago(30 * DAY + MINUTE)));
      slice.inspections.push(inspection('APPROVED', 30 * DAY, 29 * DAY));
    },
  };
  setups[row]();
}

type Latest = Schemas['InspectionSummary'] | null;
type Draft = Schemas['InspectionDraft'];

/** Saved after the last result (or with none): the decisions' 작성 중. */
function savedSince(latest: Latest, draft: Draft): boolean {
  if (draft.updatedAt === null) return false;
  if (latest === null) return true;
  return Date.parse(draft.updatedAt) > Date.parse(latest.reviewedAt ?? latest.requestedAt);
}

/** Each state in the API's own fields: the account's latest inspection and its saved request. */
const IS: Readonly<Record<State, (latest: Latest, draft: Draft) => boolean>> = {
  notStarted: (latest, draft) => latest === null && draft.updatedAt === null,
  inProgress: (latest, draft) => latest?.state !== 'PENDING' && savedSince(latest, draft),
  inReview: (latest) => latest?.state === 'PENDING',
  rejected: (latest, draft) => latest?.state === 'REJECTED' && !savedSince(latest, draft),
  approved: (latest, draft) => latest?.state === 'APPROVED' && !savedSince(latest, draft),
};

/** Where 101 is, read through the API as the inspection pages read it. */
async function stateNow(): Promise<State[]> {
  const detail = await dataOf<{ inspection: Latest }>('business-account.getBusinessAccount', { path: { id: ACCOUNT } });
  const draft = await dataOf<Draft>('business-account.getInspectionDraft');
  return (Object.keys(IS) as State[]).filter((state) => IS[state](detail.inspection, draft));
}

/** The merchant's call (status and body), or whether the demo's inspector decided a request. */
async function play(action: Action): Promise<{ status: number; body: unknown } | boolean> {
  switch (action) {
    case 'save':
      return answer('business-account.saveInspectionDraft', { body: STEP_ONE });
    case 'request':
      return answer('business-account.createInspection', { body: REQUEST });
    case 'approve':
      return reviewDemoInspection(mockRuntime, ACCOUNT, 'business', 'APPROVED');
    case 'reject':
      return reviewDemoInspection(mockRuntime, ACCOUNT, 'business', 'INVALID_BUSINESS_LICENSE');
  }
}

describe('business inspection: the mock answers as the hand-written table says', () => {
  it.each(tableCases(EXPECTED))('%s × %s', async (row, action, expected) => {
    asAccount(ACCOUNT);
    accountIn(row);
    const before = await stateNow();
    const result = await play(action);
    if (typeof result === 'boolean') expect(result).toBe('to' in expected);
    else if ('to' in expected) expect(result.status).toBe(200);
    else {
      expect(result.status).toBe(409);
      expect(result.body).toMatchObject({ code: expected.code, message: expected.refused });
    }
    expect(await stateNow()).toEqual('to' in expected ? [expected.to] : before);
  });
});

describe('business inspection: a step page offers saving exactly where the table allows it', () => {
  it.each(Object.keys(EXPECTED) as Row[])('%s', async (row) => {
    asAccount(ACCOUNT);
    accountIn(row);
    renderRoute(`/profile/${ACCOUNT}/inspection/business-number`);
    // The step's form is drawn once the account, its draft and its business info are read.
    await waitFor(() => expect(document.querySelector('#root_businessNumber')).not.toBeNull());
    const offered = (['save'] as const).filter(() => screen.queryByRole('button', { name: '임시 저장' }) !== null);
    expect(offered).toEqual(allowedIn(EXPECTED, row, ['save']));
  });
});
