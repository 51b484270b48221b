/**
 * 영업 임시 중지 as a table: an active store that is open, on a break or closed by its hours may be
 * paused (for a while or until resumed); a paused store may be resumed. A store that is not
 * active (준비 중, 운영 중지, 반려) is neither. The board offers exactly this; the mock answers
 * anything else with a 409 in the table's sentence, and reopens a store by itself at `closedUntil`.
 */
import { defineMachine } from '@/lib/machine';
import type { StoreOperationInfo } from '../pickup-orders';

export type StorePauseState = StoreOperationInfo['operationStatus'];
export type StorePauseAction = 'pause' | 'resume';
export type StorePauseRecord = Pick<StoreOperationInfo, 'status' | 'operationStatus'>;

const STATE_LABELS: Readonly<Record<StorePauseState, string>> = {
  OPEN: '영업 중',
  BREAK_TIME: '휴게 시간',
  CLOSED: '영업 종료',
  MANUALLY_CLOSED: '영업 임시 중지',
};

const active = (store: StorePauseRecord) =>
  store.status === 'ACTIVE' || '운영 중인 매장만 영업을 임시로 멈출 수 있어요.';

export const pickupStorePauseMachine = defineMachine<StorePauseState, StorePauseAction, StorePauseRecord>({
  name: '픽업 매장 영업 임시 중지',
  stateOf: (store) => store.operationStatus,
  actions: ['pause', 'resume'],
  table: {
    OPEN: { pause: { to: 'MANUALLY_CLOSED', when: active } },
    BREAK_TIME: { pause: { to: 'MANUALLY_CLOSED', when: active } },
    CLOSED: { pause: { to: 'MANUALLY_CLOSED', when: active } },
    MANUALLY_CLOSED: { resume: { to: 'OPEN' } },
  },
  // Not "영업 중 상태라 다시 열 영업이 없어요" (issue 40): the merchant hears what is, not the table.
  refusal: (action) =>
    action === 'pause' ? '이미 영업을 임시로 멈춘 매장이에요.' : '영업을 임시로 멈춘 매장이 아니에요.',
  stateLabels: STATE_LABELS,
  actionLabels: { pause: '영업 임시 중지', resume: '영업 재개' },
});
