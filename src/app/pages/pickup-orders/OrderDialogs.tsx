/**
 * 접수 and 취소 dialogs. 접수: one press on a preparation time accepts (the last choice first), or a
 * typed number of minutes. 취소: a reason is required (presets or typed), then a confirm step.
 */
import { Button, Flex, Input, InputNumber, Modal, Radio } from 'antd';
import { useId, useState } from 'react';
import { BusyButton } from '@/components/actions/BusyButton';
import { wrapFocus } from '@/components/dialog/wrap-focus';
import { dayjs, KST } from '@/lib/format';
import { boardCopy } from './copy';
import {
  CANCEL_REASON_MAX,
  CANCEL_REASONS,
  cancelReasonOf,
  estimatedPreparationTime,
  PREP_MAX,
  PREP_MIN,
  prepPresetsWithLast,
  type PickupOrder,
} from './order-rules';

interface AcceptDialogProps {
  readonly order: PickupOrder;
  readonly lastMinutes: number | undefined;
  readonly onAccept: (minutes: number, estimated: string) => void;
  readonly onClose: () => void;
}

export function AcceptDialog({ order, lastMinutes, onAccept, onClose }: AcceptDialogProps) {
  const copy = boardCopy.acceptDialog;
  const [typed, setTyped] = useState<number | null>(null);
  const [typedError, setTypedError] = useState(false);
  const questionId = useId();
  const accept = (minutes: number) => onAccept(minutes, estimatedPreparationTime(minutes));
  const presets = prepPresetsWithLast(lastMinutes);
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
            type={index === 0 && lastMinutes !== undefined ? 'primary' : 'default'}
            onClick={() => accept(minutes)}
            aria-describedby={index === 0 && lastMinutes !== undefined ? `${questionId}-last` : undefined}
          >
            {copy.preset(minutes)}
          </Button>
        ))}
      </div>
      {lastMinutes !== undefined ? (
        <p id={`${questionId}-last`} className="order-hint">
          {copy.last}: {copy.preset(presets[0]!)}
        </p>
      ) : null}
      <Flex gap={8} align="end" style={{ marginTop: 16 }} wrap>
        <label>
          <div>{copy.typed}</div>
          <InputNumber
            min={PREP_MIN}
            max={PREP_MAX}
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setTypedError(false);
            }}
            status={typedError ? 'error' : undefined}
            aria-invalid={typedError || undefined}
          />
        </label>
        <Button
          onClick={() => {
            if (typed === null || !Number.isInteger(typed) || typed < PREP_MIN || typed > PREP_MAX) setTypedError(true);
            else accept(typed);
          }}
        >
          {copy.submitTyped}
        </Button>
      </Flex>
      {typedError ? (
        <p role="alert" className="order-error">
          {copy.typedInvalid}
        </p>
      ) : typed ? (
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
          <p>{copy.confirmBody}</p>
          <p>
            {copy.reason}: <strong>{reason}</strong>
          </p>
        </>
      )}
    </Modal>
  );
}
