/**
 * The store request's steps as a table: how far the merchant's request is (the business number
 * checked and the 준비 사항 confirmed, then the terms agreed) decides which step may be opened.
 * Opening a step the table refuses leads to the first step not done, with the table's sentence;
 * going back keeps what was typed (the checklist's draft lives on the browser until the request is
 * sent). "Terms agreed" is the server's answer for the signed-in person, and the mock refuses a
 * request from a person who did not agree in the table's words (issue 40).
 * The result page (신청 완료) shows the server's request and is always open.
 */
import { defineMachine } from '@/lib/machine';

/** What the table reads of a request in progress. */
export interface StoreRequestProgress {
  /** The business number passed the check (or the check was down) and every 준비 사항 is confirmed. */
  readonly checklistDone: boolean;
  /** The server recorded the signed-in person's agreement to the store terms for this request. */
  readonly termsAgreed: boolean;
}

export type StoreRequestState = 'checklist' | 'terms' | 'settlement';

export type StoreRequestAction = 'openChecklist' | 'openTerms' | 'openSettlement' | 'send';

export function storeRequestStateOf(progress: StoreRequestProgress): StoreRequestState {
  if (!progress.checklistDone) return 'checklist';
  return progress.termsAgreed ? 'settlement' : 'terms';
}

const NEEDS: Readonly<Record<StoreRequestState, string>> = {
  checklist: '먼저 사업자 등록번호를 확인하고 준비 사항을 모두 체크해 주세요.',
  terms: '먼저 스토어 이용약관에 동의해 주세요.',
  settlement: '',
};

export const storeRequestMachine = defineMachine<StoreRequestState, StoreRequestAction, StoreRequestProgress>({
  name: '스토어 입점 신청 단계',
  stateOf: storeRequestStateOf,
  table: {
    checklist: {
      openChecklist: { to: 'checklist' },
    },
    terms: {
      openChecklist: { to: 'terms' },
      openTerms: { to: 'terms' },
    },
    settlement: {
      openChecklist: { to: 'settlement' },
      openTerms: { to: 'settlement' },
      openSettlement: { to: 'settlement' },
      // Sent: the draft is cleared, a new request starts from the checklist.
      send: { to: 'checklist' },
    },
  },
  refusal: (_action, state) => NEEDS[state],
  actions: ['openChecklist', 'openTerms', 'openSettlement', 'send'],
  stateLabels: { checklist: '입점 조건 확인 중', terms: '이용약관 동의 전', settlement: '정산 계좌 등록' },
  actionLabels: {
    openChecklist: '입점 조건 확인 열기',
    openTerms: '이용약관 동의 열기',
    openSettlement: '정산 계좌 등록 열기',
    send: '입점 신청',
  },
});
