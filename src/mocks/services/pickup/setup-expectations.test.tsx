/**
 * A pickup setup step as the specification and the decisions give it, written here by hand (not read
 * from src/api/machines/pickup-setup.ts): spec 002 §4 (each step saved as a draft, then submitted
 * for inspection; BEFORE_INSPECTION, UNDER_INSPECTION, APPROVED, REJECTED), docs/decisions/pickup.md
 * "Gating" (a step is edited when 검수 전 or 반려, no step once the application is sent or approved)
 * and the decision of issue 23 (commit "Pickup setup: steps as a table": a rejected step is sent
 * again only once the rejected field changed, else a 400 on that field). Played on 102's 매장 정보
 * step against the mock; the setup page offers exactly what the step allows.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { answer, asAccount } from '@/mocks/testing/operation-calls';
import { tableCases, type ExpectationTable } from '@/testing/expectation-table';
import { renderRoute } from '@/testing/render-route';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';

type Row = 'NOT_STARTED' | 'DRAFTING' | 'UNDER_INSPECTION' | 'REJECTED' | 'APPROVED' | 'APPLICATION_SENT';
type Action = 'saveDraft' | 'requestInspection';
type State = 'DRAFTING' | 'UNDER_INSPECTION' | 'REJECTED';

const ACCOUNT = DEMO_ACCOUNT_IDS.inspection;
const BLURRY = 'https://images.dongnemarket.com/uploads/102/blurry.jpg';
const SHARP = 'https://images.dongnemarket.com/uploads/102/sharp.jpg';
const answers = (photo: string) => ({
  storeName: '한끼분식 합정점',
  storeAddress: { roadAddress: '서울특별시 마포구 독막로 21' },
  phoneNumber: '02-325-7788',
  restaurantCertificateImageUrls: [photo],
});

const step = (refused: string) => ({ refused, code: 'INVALID_STEP_STATUS' });
const UNDER = step('검수 중인 단계는 결과가 나올 때까지 바꿀 수 없어요.');
const APPROVED = step('승인된 단계는 바꿀 수 없어요.');
const SENT = step('입점 신청을 보낸 뒤에는 단계를 바꿀 수 없어요.');

// Sent answers carry the sharp photo: for the rejected row, the rejected (blurry) one changed.
const EXPECTED: ExpectationTable<Row, Action, State> = {
  NOT_STARTED: { saveDraft: { to: 'DRAFTING' }, requestInspection: { to: 'UNDER_INSPECTION' } },
  DRAFTING: { saveDraft: { to: 'DRAFTING' }, requestInspection: { to: 'UNDER_INSPECTION' } },
  UNDER_INSPECTION: { saveDraft: UNDER, requestInspection: UNDER },
  REJECTED: { saveDraft: { to: 'REJECTED' }, requestInspection: { to: 'UNDER_INSPECTION' } },
  APPROVED: { saveDraft: APPROVED, requestInspection: APPROVED },
  APPLICATION_SENT: { saveDraft: SENT, requestInspection: SENT },
};

const onboarding = () => mockRuntime.db.state.pickup.stores[String(ACCOUNT)]!.onboarding;

/** 102's 매장 정보 step (and its application) in the row's state; a rejection names the blurry photo. */
function stepIn(row: Row) {
  const application = onboarding();
  application.onboardingStatus = row === 'APPLICATION_SENT' ? 'UNDER_REVIEW' : 'NOT_SUBMITTED';
  Object.assign(application.storeInfo, {
    status: row === 'NOT_STARTED' || row === 'DRAFTING' || row === 'APPLICATION_SENT' ? 'BEFORE_INSPECTION' : row,
    draft: row === 'NOT_STARTED' ? null : answers(BLURRY),
    rejectReason:
      row === 'REJECTED'
        ? {
            title: '사진이 흐려요',
            content: '',
            field: 'restaurantCertificateImageUrls',
            rejectedValue: [BLURRY],
          }
        : null,
  });
}

/** The step's state in its own fields. */
function stateNow(): State | 'NOT_STARTED' | 'APPROVED' {
  const { status, draft } = onboarding().storeInfo;
  return status === 'BEFORE_INSPECTION' ? (draft ? 'DRAFTING' : 'NOT_STARTED') : status;
}

const KEYS = { saveDraft: 'pickup.saveStoreInfoDraft', requestInspection: 'pickup.submitStoreInfoInspection' } as const;

describe('pickup setup: the mock answers as the hand-written table says', () => {
  it.each(tableCases(EXPECTED))('%s × %s', async (row, action, expected) => {
    asAccount(ACCOUNT);
    stepIn(row);
    const before = stateNow();
    const result = await answer(KEYS[action], { body: answers(SHARP) });
    if ('to' in expected) {
      expect(result.status).toBe(200);
      expect(stateNow()).toBe(expected.to);
    } else {
      expect(result.status).toBe(409);
      expect(result.body).toMatchObject({ code: expected.code, message: expected.refused });
      expect(stateNow()).toBe(before);
    }
  });

  it('a rejected step sent again with the rejected photo unchanged is refused on that field', async () => {
    asAccount(ACCOUNT);
    stepIn('REJECTED');
    const result = await answer(KEYS.requestInspection, { body: answers(BLURRY) });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      errors: [
        {
          field: 'restaurantCertificateImageUrls',
          reason: '반려된 영업신고증 사진을 바꿔야 다시 검수를 요청할 수 있어요.',
        },
      ],
    });
    expect(stateNow()).toBe('REJECTED');
  });
});

/**
 * What the 매장 정보 panel offers: whether its fields take typing (편집, and the drafts saved from
 * it), and its request button (absent, or its label and whether it can be pressed).
 */
const SCREEN: Readonly<Record<Row, { editable: boolean; request?: { label: string; enabled: boolean } }>> = {
  NOT_STARTED: { editable: true, request: { label: '검수 요청', enabled: true } },
  DRAFTING: { editable: true, request: { label: '검수 요청', enabled: true } },
  UNDER_INSPECTION: { editable: false },
  // Opened with what was sent (the blurry photo): the button says what must change first.
  REJECTED: {
    editable: true,
    request: { label: '반려된 영업신고증 사진을 바꿔야 다시 검수를 요청할 수 있어요.', enabled: false },
  },
  APPROVED: { editable: false },
  APPLICATION_SENT: { editable: false },
};

describe('pickup setup: the 매장 정보 panel offers exactly what the step allows', () => {
  it.each(Object.keys(SCREEN) as Row[])('%s', async (row) => {
    stepIn(row);
    asAccount(ACCOUNT);
    renderRoute(`/profile/${ACCOUNT}/pickup/setup?step=store`);
    const panel = (await screen.findByLabelText('매장 이름')).closest('section')!;
    const name = within(panel).getByLabelText('매장 이름');
    const submit = panel.querySelector<HTMLButtonElement>('button[type="submit"]');
    expect({
      editable: !name.hasAttribute('disabled'),
      ...(submit ? { request: { label: submit.textContent?.trim(), enabled: !submit.disabled } } : {}),
    }).toEqual(SCREEN[row]);
  });
});
