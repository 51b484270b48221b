/**
 * The order actions' dialogs: 취소 (a reason), 배송 시작 and 송장 변경 (carrier and invoice), and a
 * confirm for the one-press actions. A dialog stays open with what was typed when the call fails;
 * a refused invoice is said under the invoice field, anything else above the buttons.
 */
import { Alert, Button, Flex, Input, Modal, Radio, Select } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import type { Carrier, PaymentMethod } from '@/api/commerce-orders';
import { BusyButton } from '@/components/actions/BusyButton';
import { wrapFocus } from '@/components/dialog/wrap-focus';
import { formatWon } from '@/lib/format';
import { orderCopy } from './copy';
import { CARRIERS, invoiceProblem, normalizeInvoice, type Refusal } from './order-rules';

export const CANCEL_REASON_MAX = 100;

interface DialogFrameProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly footer: ReactNode;
  readonly error: string | undefined;
}

function DialogFrame({ title, onClose, children, footer, error }: DialogFrameProps) {
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      modalRender={(node) => <div onKeyDown={wrapFocus}>{node}</div>}
    >
      <Flex vertical gap={12}>
        {children}
        {error ? <Alert type="error" showIcon role="alert" title={error} /> : null}
        <Flex justify="end" gap={8}>
          {footer}
        </Flex>
      </Flex>
    </Modal>
  );
}

/** What a dialog's submit answers: nothing when done (the dialog closes), else what to show. */
export type SubmitResult = undefined | Refusal;

/** The order a dialog acts on, named in bold: whose, which and how much. */
export interface DialogOrder {
  readonly orderNumber: string;
  readonly buyerNickname: string;
  readonly paymentAmount: number;
}

/** "김민지님의 주문 2611-0001 (23,000원)", the parts in bold. */
export function OrderSubject({ order }: { readonly order: DialogOrder }) {
  return (
    <>
      <strong>{orderCopy.dialogOrder.buyer(order.buyerNickname)}</strong>
      {orderCopy.dialogOrder.of}
      <strong>{orderCopy.dialogOrder.number(order.orderNumber)}</strong> (
      <strong>{formatWon(order.paymentAmount)}</strong>)
    </>
  );
}

interface CancelDialogProps {
  readonly order: DialogOrder & { readonly paymentMethod: PaymentMethod };
  readonly onSubmit: (reason: string) => Promise<SubmitResult>;
  readonly onClose: () => void;
}

const OTHER = 'other';

/** 주문 취소: a preset reason or 기타 with the merchant's words, and what the buyer gets back and when. */
export function CancelDialog({ order, onSubmit, onClose }: CancelDialogProps) {
  const copy = orderCopy.cancelDialog;
  const [choice, setChoice] = useState<string>();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const other = choice === OTHER;
  const submit = async () => {
    const trimmed = other ? reason.trim() : (choice ?? '');
    const found = !choice
      ? copy.choose
      : trimmed === ''
        ? copy.required
        : trimmed.length > CANCEL_REASON_MAX
          ? copy.tooLong(CANCEL_REASON_MAX)
          : undefined;
    setProblem(found);
    if (found) return;
    setBusy(true);
    setError(undefined);
    const result = await onSubmit(trimmed);
    setBusy(false);
    if (result) setError(result.message);
  };
  return (
    <DialogFrame
      title={copy.title}
      onClose={onClose}
      error={error}
      footer={
        <>
          <Button onClick={onClose}>{copy.close}</Button>
          <BusyButton type="primary" danger busy={busy} onClick={() => void submit()}>
            {copy.submit}
          </BusyButton>
        </>
      }
    >
      <p className="order-dialog-subject">
        <OrderSubject order={order} />
        {copy.consequence}
      </p>
      <Alert
        type="info"
        showIcon
        role="note"
        title={copy.refund(order.paymentMethod, formatWon(order.paymentAmount))}
      />
      <Radio.Group
        aria-labelledby={`${fieldId}-label`}
        value={choice}
        onChange={(event) => {
          setChoice(String(event.target.value));
          setProblem(undefined);
        }}
        {...(problem && !other
          ? { 'aria-invalid': true, 'aria-describedby': `${fieldId}-problem` }
          : { 'aria-describedby': `${fieldId}-hint` })}
      >
        <div id={`${fieldId}-label`}>{copy.reason}</div>
        <Flex vertical gap={4}>
          {copy.presets.map((preset) => (
            <Radio key={preset} value={preset}>
              {preset}
            </Radio>
          ))}
          <Radio value={OTHER}>{copy.other}</Radio>
        </Flex>
      </Radio.Group>
      {other ? (
        <Input.TextArea
          aria-label={copy.otherLabel}
          value={reason}
          rows={3}
          maxLength={CANCEL_REASON_MAX}
          showCount
          autoFocus
          placeholder={copy.placeholder}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(undefined);
          }}
          status={problem ? 'error' : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${fieldId}-problem` : `${fieldId}-hint`}
        />
      ) : null}
      {problem ? (
        <div id={`${fieldId}-problem`} className="field-error" role="alert">
          {problem}
        </div>
      ) : (
        <div id={`${fieldId}-hint`} className="order-muted">
          {copy.reasonHint}
        </div>
      )}
    </DialogFrame>
  );
}

interface InvoiceDialogProps {
  readonly mode: 'start' | 'change';
  readonly initial?: { readonly company: Carrier; readonly invoice: string } | undefined;
  readonly onSubmit: (company: Carrier, invoice: string) => Promise<SubmitResult>;
  readonly onClose: () => void;
}

export function InvoiceDialog({ mode, initial, onSubmit, onClose }: InvoiceDialogProps) {
  const copy = orderCopy.invoiceDialog;
  const [company, setCompany] = useState<Carrier | undefined>(initial?.company);
  const [invoice, setInvoice] = useState(initial?.invoice ?? '');
  const [carrierProblem, setCarrierProblem] = useState<string>();
  const [invoiceError, setInvoiceError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const carrierId = useId();
  const invoiceId = useId();
  const submit = async () => {
    const missingCarrier = company ? undefined : copy.carrierRequired;
    const badInvoice = invoiceProblem(invoice);
    setCarrierProblem(missingCarrier);
    setInvoiceError(badInvoice);
    if (!company || badInvoice) return;
    setBusy(true);
    setError(undefined);
    const result = await onSubmit(company, normalizeInvoice(invoice));
    setBusy(false);
    if (result?.on === 'invoice') setInvoiceError(result.message);
    else if (result) setError(result.message);
  };
  return (
    <DialogFrame
      title={mode === 'start' ? copy.startTitle : copy.changeTitle}
      onClose={onClose}
      error={error}
      footer={
        <>
          <Button onClick={onClose}>{copy.close}</Button>
          <BusyButton type="primary" busy={busy} onClick={() => void submit()}>
            {mode === 'start' ? copy.submitStart : copy.submitChange}
          </BusyButton>
        </>
      }
    >
      <label id={`${carrierId}-label`} htmlFor={carrierId}>
        {copy.carrier}
      </label>
      <Select<Carrier>
        id={carrierId}
        aria-labelledby={`${carrierId}-label`}
        value={company}
        placeholder={copy.carrierRequired}
        status={carrierProblem ? 'error' : undefined}
        onChange={(value) => {
          setCompany(value);
          setCarrierProblem(undefined);
        }}
        options={CARRIERS.map((carrier) => ({ value: carrier, label: orderCopy.carrier[carrier] }))}
      />
      {carrierProblem ? (
        <div className="field-error" role="alert">
          {carrierProblem}
        </div>
      ) : null}
      <label htmlFor={invoiceId}>{copy.invoice}</label>
      <Input
        id={invoiceId}
        value={invoice}
        inputMode="numeric"
        autoComplete="off"
        status={invoiceError ? 'error' : undefined}
        aria-invalid={invoiceError ? true : undefined}
        aria-describedby={`${invoiceId}-hint`}
        onChange={(event) => {
          setInvoice(event.target.value);
          setInvoiceError(undefined);
        }}
        onPressEnter={(event) => {
          if (!event.nativeEvent.isComposing) void submit();
        }}
      />
      <div
        id={`${invoiceId}-hint`}
        className={invoiceError ? 'field-error' : 'field-hint'}
        role={invoiceError ? 'alert' : undefined}
      >
        {invoiceError ?? copy.invoiceHint}
      </div>
    </DialogFrame>
  );
}

interface ConfirmDialogProps {
  readonly title: string;
  readonly order: DialogOrder;
  readonly question: string;
  readonly confirmLabel: string;
  readonly onConfirm: () => Promise<SubmitResult>;
  readonly onClose: () => void;
}

export function ConfirmDialog({ title, order, question, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    const result = await onConfirm();
    setBusy(false);
    if (result) setError(result.message);
  };
  return (
    <DialogFrame
      title={title}
      onClose={onClose}
      error={error}
      footer={
        <>
          <Button onClick={onClose}>{orderCopy.confirm.no}</Button>
          <BusyButton type="primary" busy={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </BusyButton>
        </>
      }
    >
      <p className="order-dialog-subject">
        <OrderSubject order={order} />
      </p>
      <p>{question}</p>
    </DialogFrame>
  );
}
