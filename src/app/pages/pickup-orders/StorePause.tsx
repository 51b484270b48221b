/**
 * 영업 임시 중지 on the board: a banner while the store is paused ("영업 임시 중지 중 · 15:30까지",
 * with 영업 재개), and the pause itself, which asks for how long and says what customers will see.
 * What may be done when is the pause table's (src/api/machines/pickup-store-pause.ts); the store
 * reopens by itself at the chosen time (the server's `nextUpdateTime`), so the banner asks again.
 */
import { Alert, Button, Modal, Radio } from 'antd';
import { useState } from 'react';
import { pickupStorePauseMachine, type StorePauseAction } from '@/api/machines/pickup-store-pause';
import { useStoreOperationData } from '@/api/pickup-order-hooks';
import type { StoreOperationInfo } from '@/api/pickup-orders';
import { serverNow } from '@/api/server-clock';
import { BusyButton } from '@/components/actions/BusyButton';
import { wrapFocus } from '@/components/dialog/wrap-focus';
import { errorMessage } from '@/components/feedback/error-message';
import { toast } from '@/components/toast/toast-store';
import { dayjs, KST } from '@/lib/format';
import { can } from '@/lib/machine';

/** How long a pause lasts: minutes, the rest of today (until the next opening), or until resumed. */
export type PauseChoice = '30m' | '60m' | 'today' | 'untilResumed';

export const PAUSE_CHOICES: readonly { readonly value: PauseChoice; readonly label: string }[] = [
  { value: '30m', label: '30분' },
  { value: '60m', label: '1시간' },
  { value: 'today', label: '오늘 영업 종료' },
  { value: 'untilResumed', label: '다시 열 때까지' },
];

const hhmm = (time: { readonly hour: number; readonly minute: number }) => time.hour * 60 + time.minute;

/** When a pause chosen now ends (ISO, KST), or null for 다시 열 때까지. 오늘 영업 종료: the next opening. */
export function closedUntilOf(
  choice: PauseChoice,
  schedule: StoreOperationInfo['operationSchedule'],
  now: Date = new Date(serverNow()),
): string | null {
  const at = dayjs(now).tz(KST).second(0).millisecond(0);
  if (choice === '30m') return at.add(30, 'minute').format();
  if (choice === '60m') return at.add(1, 'hour').format();
  if (choice === 'untilResumed') return null;
  const opens = schedule.open24Hours ? 0 : hhmm(schedule.businessHours.startTime);
  const today = at.startOf('day').add(opens, 'minute');
  return (today.isAfter(at) ? today : today.add(1, 'day')).format();
}

/** "15:30까지", "내일 10:00까지", "11.28 10:00까지", or "다시 열 때까지". */
export function pausedUntilText(until: string | null, now: Date = new Date(serverNow())): string {
  if (!until) return '다시 열 때까지';
  const end = dayjs(until).tz(KST);
  const today = dayjs(now).tz(KST).startOf('day');
  const days = end.startOf('day').diff(today, 'day');
  const prefix = days === 0 ? '' : days === 1 ? '내일 ' : `${end.format('MM.DD')} `;
  return `${prefix}${end.format('HH:mm')}까지`;
}

/** The store's operation and the pause call, with what the pause machine offers and 영업 재개. */
export function useStoreOperation() {
  const { info, closure } = useStoreOperationData();
  const offers = (action: StorePauseAction) => (info.data ? can(pickupStorePauseMachine, info.data, action) : false);
  const resume = () =>
    closure
      .mutateAsync({ closed: false })
      .then(() => toast.success('영업을 다시 시작했어요. 새 주문을 받아요.'))
      .catch((error: unknown) => toast.error(errorMessage(error)));
  return { info, closure, offers, resume };
}

/** The board's banner while the store is paused: until when, and 영업 재개. */
export function StorePauseBanner() {
  const { info, closure, offers, resume } = useStoreOperation();
  const operation = info.data;
  if (!operation || operation.operationStatus !== 'MANUALLY_CLOSED') return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      className="store-pause-banner"
      style={{ marginBottom: 16 }}
      title={`영업 임시 중지 중 · ${pausedUntilText(operation.nextUpdateTime)}`}
      description="지금은 새 주문을 받지 않아요. 이미 받은 주문은 그대로 처리할 수 있어요."
      action={
        offers('resume') ? (
          <BusyButton type="primary" busy={closure.isPending} onClick={() => void resume()}>
            영업 재개
          </BusyButton>
        ) : null
      }
    />
  );
}

/** 영업 임시 중지: for how long, what customers will see, then a confirm in the danger style. */
export function PauseDialog({ onClose }: { readonly onClose: () => void }) {
  const { info, closure } = useStoreOperation();
  const [choice, setChoice] = useState<PauseChoice>('30m');
  const operation = info.data;
  const until = operation ? closedUntilOf(choice, operation.operationSchedule) : null;
  const untilText = pausedUntilText(until);
  return (
    <Modal
      open
      title="영업을 임시로 멈출까요?"
      onCancel={onClose}
      destroyOnHidden
      modalRender={(node) => <div onKeyDown={wrapFocus}>{node}</div>}
      okText="영업 임시 중지"
      cancelText="닫기"
      okButtonProps={{ danger: true, loading: closure.isPending, disabled: !operation }}
      onOk={() =>
        closure
          .mutateAsync({ closed: true, closedUntil: until })
          .then(() => {
            toast.success(`영업을 임시로 멈췄어요 · ${untilText}`);
            onClose();
          })
          .catch((error: unknown) => toast.error(errorMessage(error)))
      }
    >
      <p id="pause-length">얼마나 멈출까요?</p>
      <Radio.Group
        aria-labelledby="pause-length"
        value={choice}
        onChange={(event) => setChoice(event.target.value as PauseChoice)}
        options={PAUSE_CHOICES.map((each) => ({ value: each.value, label: each.label }))}
      />
      <p style={{ marginTop: 16 }}>
        <strong>{untilText}</strong> 새 주문을 받지 않아요.
      </p>
      <p>
        고객에게는 <strong>‘잠시 주문을 받지 않아요’</strong>로 보이고
        {until
          ? ` ${dayjs(until).tz(KST).format('HH:mm')}에 저절로 다시 열어요.`
          : ' 영업 재개를 누를 때까지 그대로예요.'}{' '}
        이미 받은 주문은 그대로 처리할 수 있어요.
      </p>
    </Modal>
  );
}

/** 영업 임시 중지 or 영업 재개, as the table offers them for the store now. */
export function PauseButton() {
  const { offers, closure, resume } = useStoreOperation();
  const [open, setOpen] = useState(false);
  if (offers('resume'))
    return (
      <BusyButton busy={closure.isPending} onClick={() => void resume()}>
        영업 재개
      </BusyButton>
    );
  if (!offers('pause')) return null;
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        영업 임시 중지
      </Button>
      {open ? <PauseDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
