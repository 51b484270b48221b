/**
 * The store request's steps as the specification and the decisions give them, written here by hand
 * (not read from src/api/machines/store-request.ts): spec 001 §3 (a request carries
 * `agreedToTermsOfServiceAt`) and §4 (REQUESTED, then APPROVED or REJECTED), and
 * docs/decisions/commerce-catalog.md "Store request (designed steps)", "Resume where they left" and
 * "Consent belongs to a person and to the server": 입점 조건 확인 (the business number checked, every
 * 준비 사항 confirmed), then 이용약관 동의 (the signed-in person's own agreement, recorded by the
 * server), then 정산 계좌 등록 and 입점 신청; a step opened before the ones ahead of it are done leads
 * to the first step not done, with why; a request is refused unless its sender agreed, and its
 * business number is checked again.
 *
 * Each row is a merchant's progress: what this browser holds of the checklist, and whom the server
 * knows to have agreed. 입점 신청 is played through its GraphQL call (the server sees the checklist as
 * the number it is sent), the steps by opening their pages. 103 has no store; it is seeded dormant
 * and only an active account may request one, so it is made active first.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreateStoreRequestDocument, StoreInfoDocument } from '@generated/graphql/commerce/graphql';
import { storeBusinessAccountId } from '@/api/session';
import { mockRuntime } from '@/mocks/node';
import { allowedIn, type ExpectationTable } from '@/testing/expectation-table';
import { renderRoute } from '@/testing/render-route';
import { DEMO_ACCOUNT_IDS, DEMO_BUSINESS_USER_ID } from '../auth/seed';
import { expectData, send } from './test-client';

type Row = 'checklist' | 'checklistAgreed' | 'terms' | 'termsAgreedByOther' | 'settlement';
type Step = 'checklist' | 'terms' | 'settlement';
type Action = 'openChecklist' | 'openTerms' | 'openSettlement' | 'send';
/** The step a page shows, or the request sent. */
type State = Step | 'sent';

const BA = DEMO_ACCOUNT_IDS.dormant;
const ME = String(DEMO_BUSINESS_USER_ID);
/** Another person of the account, say a manager. */
const SOMEONE_ELSE = '9301';

const CHECKLIST_FIRST = { refused: '먼저 사업자 등록번호를 확인하고 준비 사항을 모두 체크해 주세요.' };
const TERMS_FIRST = { refused: '먼저 스토어 이용약관에 동의해 주세요.' };
const bad = (refused: string) => ({ refused, code: 'BAD_USER_INPUT' });
const NUMBER_NOT_CHECKED = bad('확인되지 않는 사업자 등록번호예요. 입점 조건 확인 단계에서 번호를 다시 확인해 주세요.');

const EXPECTED: ExpectationTable<Row, Action, State> = {
  checklist: {
    openChecklist: { to: 'checklist' },
    openTerms: CHECKLIST_FIRST,
    openSettlement: CHECKLIST_FIRST,
    // The first step not done is the one said, not a later one.
    send: NUMBER_NOT_CHECKED,
  },
  // Agreed, then changed the number: the number is checked again before anything else.
  checklistAgreed: {
    openChecklist: { to: 'checklist' },
    openTerms: CHECKLIST_FIRST,
    openSettlement: CHECKLIST_FIRST,
    send: NUMBER_NOT_CHECKED,
  },
  terms: {
    openChecklist: { to: 'checklist' },
    openTerms: { to: 'terms' },
    openSettlement: TERMS_FIRST,
    send: bad(TERMS_FIRST.refused),
  },
  // Another person's agreement is not this person's.
  termsAgreedByOther: {
    openChecklist: { to: 'checklist' },
    openTerms: { to: 'terms' },
    openSettlement: TERMS_FIRST,
    send: bad(TERMS_FIRST.refused),
  },
  settlement: {
    openChecklist: { to: 'checklist' },
    openTerms: { to: 'terms' },
    openSettlement: { to: 'settlement' },
    send: { to: 'sent' },
  },
};

/** Where a step opened out of turn leads: the first step not done. */
const FIRST_NOT_DONE: Readonly<Record<Row, Step>> = {
  checklist: 'checklist',
  checklistAgreed: 'checklist',
  terms: 'terms',
  termsAgreedByOther: 'terms',
  settlement: 'settlement',
};

const REQUIREMENTS = [
  '통신판매업 신고를 마쳤어요.',
  '판매할 상품의 사진과 설명을 준비했어요.',
  '정산받을 사업자 명의 계좌가 있어요.',
];
const GOOD_NUMBER = '2208112341';
/** One digit off: it fails the check digit. */
const WRONG_NUMBER = '2208112342';

/** Each row: the number on the checklist (as the check last saw it) and who agreed. */
const SETUPS: Readonly<
  Record<Row, { typed: string; checked: string; outcome: 'valid' | 'invalid'; agreedBy: string | null }>
> = {
  checklist: { typed: '220-81-12342', checked: WRONG_NUMBER, outcome: 'invalid', agreedBy: null },
  checklistAgreed: { typed: '220-81-12342', checked: GOOD_NUMBER, outcome: 'valid', agreedBy: ME },
  terms: { typed: '220-81-12341', checked: GOOD_NUMBER, outcome: 'valid', agreedBy: null },
  termsAgreedByOther: { typed: '220-81-12341', checked: GOOD_NUMBER, outcome: 'valid', agreedBy: SOMEONE_ELSE },
  settlement: { typed: '220-81-12341', checked: GOOD_NUMBER, outcome: 'valid', agreedBy: ME },
};

const digits = (typed: string) => typed.replace(/\D/g, '');

/** 103, active, with the row's checklist on this browser and the row's agreement on the server. */
function progressIn(row: Row) {
  const { state } = mockRuntime.db;
  state.auth.businessAccounts.find((account) => account.id === BA)!.status = 'ACTIVE';
  const setup = SETUPS[row];
  localStorage.setItem(
    `dongne.storeRequestDraft.${BA}`,
    JSON.stringify({
      businessNumber: setup.typed,
      checkedNumber: setup.checked,
      businessCheck: setup.outcome,
      requirements: REQUIREMENTS,
    }),
  );
  if (setup.agreedBy)
    state.commerce.termsAgreements.push({
      baId: String(BA),
      agreedBy: setup.agreedBy,
      agreedAt: '2026-11-25T09:00:00+09:00',
      requestId: null,
    });
}

const requested = () =>
  mockRuntime.db.state.commerce.storeRequests.filter((row) => row.baId === String(BA) && row.status === 'REQUESTED');

describe('store request: the mock answers 입점 신청 as the hand-written table says', () => {
  it.each(Object.keys(EXPECTED) as Row[])('%s × send', async (row) => {
    progressIn(row);
    const expected = EXPECTED[row].send;
    // What the settlement step sends: the checklist's number as typed, and the agreement.
    const answer = await send(
      CreateStoreRequestDocument,
      { input: { baId: String(BA), agreedToTermsOfService: true, businessNumber: digits(SETUPS[row].typed) } },
      BA,
    );
    const info = (await expectData(StoreInfoDocument, { baId: String(BA) }, BA)).storeInfo;
    if ('to' in expected) {
      expect(answer.errors).toEqual([]);
      // Sent: under review, and the agreement went with it (the next request is agreed anew).
      expect(requested()).toHaveLength(1);
      expect(info).toMatchObject({ storeRequest: { status: 'REQUESTED' }, termsAgreement: null });
    } else {
      expect(answer.errors).toEqual([{ message: expected.refused, code: expected.code }]);
      expect(requested()).toEqual([]);
      expect(info.termsAgreement?.agreedBy ?? null).toBe(SETUPS[row].agreedBy === ME ? ME : null);
    }
  });
});

const STEPS: readonly Step[] = ['checklist', 'terms', 'settlement'];
const OPEN: Readonly<Record<Step, Action>> = {
  checklist: 'openChecklist',
  terms: 'openTerms',
  settlement: 'openSettlement',
};
const ROUTES: Readonly<Record<Step, string>> = {
  checklist: 'requirements-check-list',
  terms: 'terms',
  settlement: 'settlement-info',
};
const HEADINGS: Readonly<Record<Step, string>> = {
  checklist: '입점 조건 확인',
  terms: '이용약관 동의',
  settlement: '정산 계좌 등록',
};
const ACTIONS: readonly Action[] = ['openChecklist', 'openTerms', 'openSettlement', 'send'];

describe('store request: the steps open, and 입점 신청하기 is offered, exactly as the table allows', () => {
  it.each(Object.keys(EXPECTED) as Row[])('%s', async (row) => {
    progressIn(row);
    storeBusinessAccountId(BA);
    const offered: Action[] = [];
    for (const step of STEPS) {
      const expected = EXPECTED[row][OPEN[step]];
      const view = renderRoute(`/profile/${BA}/store/request/${ROUTES[step]}`);
      const shown = 'to' in expected ? step : FIRST_NOT_DONE[row];
      expect(await screen.findByRole('heading', { name: HEADINGS[shown], level: 1 })).toBeTruthy();
      expect(view.router.state.location.pathname).toBe(`/profile/${BA}/store/request/${ROUTES[shown]}`);
      if ('to' in expected) offered.push(OPEN[step]);
      else expect(screen.getByText(expected.refused)).toBeTruthy();
      if (shown === 'settlement' && screen.queryByRole('button', { name: '입점 신청하기' })) offered.push('send');
      view.unmount();
    }
    expect(offered).toEqual(allowedIn(EXPECTED, row, ACTIONS));
  });
});
