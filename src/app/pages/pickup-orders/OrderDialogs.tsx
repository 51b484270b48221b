/**
 * 접수 and 취소 dialogs. 접수: one press on a preparation time accepts (the last choice first), or a
 * typed number of minutes. 취소: a reason is required (presets or typed), then a confirm step.
 */
import { Button, Flex, Input, InputNumber, Modal, Radio } from 'antd';
import { useId, useState } from 'react';
import { BusyButton } from '@/components/actions/BusyButton';
import { wrapFocus } from '@/components/dialog/wrap-focus';
import { ErrorState } from '@/components/feedback/ErrorState';
import { useBodyFieldRule } from '@/engine/form/use-body-field-rule';
import { dayjs, formatWon, joinText, KST } from '@/lib/format';
import { boardCopy } from './copy';
import {
  CANCEL_REASON_MAX,
  CANCEL_REASONS,
  cancelReasonOf,
  estimatedPreparationTime,
  prepPresetsWithLast,
  type PickupOrder,
} from './order-rules';

interface AcceptDialogProps {
  readonly order: PickupOrder;
  readonly lastMinutes: number | undefined;
  readonly onAccept: (minutes: number, estimated: string) => void;
  readonly onClose: () => void;
}

/** The accept request's preparation time rule (pickup.yaml `AcceptOrderRequest.preparationMinutes`). */
const ACCEPT_BODY = { estimatedPreparationTime: estimatedPreparationTime(1) };

export function AcceptDialog({ order, lastMinutes, onAccept, onClose }: AcceptDialogProps) {
  const copy = boardCopy.acceptDialog;
  const rule = useBodyFieldRule('pickup.acceptOrder', 'preparationMinutes', ACCEPT_BODY);
  const [typed, setTyped] = useState<number | null>(null);
  const [typedError, setTypedError] = useState<string | undefined>(undefined);
  const questionId = useId();
  const errorId = `${questionId}-error`;
  const accept = (minutes: number) => onAccept(minutes, estimatedPreparationTime(minutes));
  // A remembered time leads only while the rule still takes it.
  const last = rule.ready && lastMinutes !== undefined && !rule.issueOf(lastMinutes) ? lastMinutes : undefined;
  const presets = prepPresetsWithLast(last);
  const submitTyped = () => {
    const issue = rule.issueOf(typed);
    if (issue || typed === null) setTypedError(issue);
    else accept(typed);
  };
  return (
    <Modal
      open
      title={copy.title(order.orderNumber)}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      modalRender={(node) => <div onKeyDown={wrapFocus}>{node}</div>}
    >
      <p id={questionId}>{copy.question}</p>
      <div role="group" aria-labelledby={questionId} className="prep-presets">
        {presets.map((minutes, index) => (
          <Button
            key={minutes}
            size="large"
            type={index === 0 && last !== undefined ? 'primary' : 'default'}
            onClick={() => accept(minutes)}
            aria-describedby={index === 0 && last !== undefined ? `${questionId}-last` : undefined}
          >
            {copy.preset(minutes)}
          </Button>
        ))}
      </div>
      {last !== undefined ? (
        <p id={`${questionId}-last`} className="order-hint">
          {copy.last}: {copy.preset(last)}
        </p>
      ) : null}
      {rule.error ? (
        <ErrorState compact error={rule.error} onRetry={rule.retry} />
      ) : (
        <Flex gap={8} align="end" style={{ marginTop: 16 }} wrap>
          <label>
            <div>{copy.typed}</div>
            <InputNumber
              value={typed}
              // Whole minutes: a phone opens its number pad (iOS reads the pattern), not the Korean keyboard.
              inputMode="numeric"
              pattern="[0-9]*"
              onChange={(value) => {
                setTyped(value);
                setTypedError(undefined);
              }}
              onPressEnter={submitTyped}
              status={typedError ? 'error' : undefined}
              aria-invalid={typedError ? true : undefined}
              aria-describedby={typedError ? errorId : undefined}
            />
          </label>
          <Button onClick={submitTyped} disabled={!rule.ready}>
            {copy.submitTyped}
          </Button>
        </Flex>
      )}
      {typedError ? (
        <p id={errorId} role="alert" className="order-error">
          {typedError}
        </p>
      ) : typed !== null && rule.ready && !rule.issueOf(typed) ? (
        <p className="order-hint">{copy.readyAt(dayjs(estimatedPreparationTime(typed)).tz(KST).format('HH:mm'))}</p>
      ) : null}
    </Modal>
  );
}

interface CancelDialogProps {
  readonly order: PickupOrder;
  readonly busy: boolean;
  readonly onCancelOrder: (reason: string) => void;
  readonly onClose: () => void;
}

export function CancelDialog({ order, busy, onCancelOrder, onClose }: CancelDialogProps) {
  const copy = boardCopy.cancelDialog;
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const [typed, setTyped] = useState('');
  const [step, setStep] = useState<'reason' | 'confirm'>('reason');
  const [missing, setMissing] = useState(false);
  const reason = cancelReasonOf(choice, typed);
  const labelId = useId();
  const next = () => {
    if (!reason) setMissing(true);
    else setStep('confirm');
  };
  return (
    <Modal
      open
      title={step === 'reason' ? copy.title(order.orderNumber) : copy.confirmTitle}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(node) => <div onKeyDown={wrapFocus}>{node}</div>}
      footer={
        step === 'reason' ? (
          <Flex justify="end" gap={8}>
            <Button onClick={onClose}>{copy.keep}</Button>
            <Button type="primary" onClick={next}>
              {copy.next}
            </Button>
          </Flex>
        ) : (
          <Flex justify="end" gap={8}>
            <Button onClick={() => setStep('reason')}>{copy.back}</Button>
            <BusyButton type="primary" danger busy={busy} onClick={() => onCancelOrder(reason)}>
              {copy.confirm}
            </BusyButton>
          </Flex>
        )
      }
    >
      {step === 'reason' ? (
        <>
          <p id={labelId}>
            {copy.reason} <span className="order-hint">{copy.reasonHint}</span>
          </p>
          <Radio.Group
            aria-labelledby={labelId}
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value as string);
              setMissing(false);
            }}
          >
            <Flex vertical gap={8}>
              {CANCEL_REASONS.map((preset) => (
                <Radio key={preset} value={preset}>
                  {preset}
                </Radio>
              ))}
              <Radio value="custom">{copy.custom}</Radio>
            </Flex>
          </Radio.Group>
          {choice === 'custom' ? (
            <Input.TextArea
              style={{ marginTop: 8 }}
              aria-label={copy.custom}
              placeholder={copy.customPlaceholder}
              maxLength={CANCEL_REASON_MAX}
              showCount
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setMissing(false);
              }}
            />
          ) : null}
          {missing ? (
            <p role="alert" className="order-error">
              {copy.required}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p>
            <strong>{cancelledOrderText(order)}</strong>
            {copy.confirmWhat}
          </p>
          <p>{copy.confirmBody}</p>
          <p>
            {copy.reason}: <strong>{reason}</strong>
          </p>
        </>
      )}
    </Modal>
  );
}

/** The order a cancel names: "주문번호 A-1024 · 단골손님 · 아메리카노 외 1개 · 9,000원". */
export function cancelledOrderText(order: PickupOrder & { readonly customer?: { readonly nickname: string } }): string {
  return joinText([
    boardCopy.orderNumber(order.orderNumber),
    order.customer?.nickname,
    order.title,
    formatWon(order.finalPrice),
  ]);
}
