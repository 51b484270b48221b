/**
 * The actions an order offers in its state (the order table, via order-rules `actionsFor`), as buttons with their
 * dialogs. A refusal or a failed call is said on the order (or, for an invoice, in the dialog under
 * the field); the order has refreshed by then.
 */
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { BusyButton } from '@/components/actions/BusyButton';
import { toast } from '@/components/toast/toast-store';
import { orderCopy } from './copy';
import { CancelDialog, ConfirmDialog, InvoiceDialog, type SubmitResult } from './OrderDialogs';
import { actionsFor, cancelRefusal, type OrderAction } from './order-rules';
import { actionErrorMessage, useOrderActions, type ActionInput, type OrderSheet } from './use-orders';

type Confirmed = Extract<OrderAction, 'completeDelivery' | 'visit' | 'confirmPurchase' | 'deleteInvoice'>;
const CONFIRMED: readonly OrderAction[] = ['completeDelivery', 'visit', 'confirmPurchase', 'deleteInvoice'];

export function OrderActions({ order }: { readonly order: OrderSheet }) {
  const run = useOrderActions();
  const [open, setOpen] = useState<OrderAction>();
  const [busy, setBusy] = useState<OrderAction>();
  const [notice, setNotice] = useState<string>();
  const actions = actionsFor(order);
  // An accepted order that can no longer be canceled says why (the table's sentence): the goods left.
  const cancelNote = order.status === 'ORDER_ACCEPTED' ? cancelRefusal(order) : undefined;
  const subject = {
    orderNumber: order.orderNumber,
    buyerNickname: order.buyer.nickname,
    paymentAmount: order.amounts.paymentAmount,
    paymentMethod: order.paymentMethod,
  };

  /** Runs an action; answers what a dialog shows when it did not go through. */
  const submit = async (action: OrderAction, input: ActionInput = {}): Promise<SubmitResult> => {
    setNotice(undefined);
    try {
      const outcome = await run(order.id, action, input);
      if (!outcome.ok) return outcome.refusal;
      toast.success(orderCopy.done[action]);
      setOpen(undefined);
      return undefined;
    } catch (error) {
      return { on: 'order', message: actionErrorMessage(error) };
    }
  };

  const accept = async () => {
    setBusy('accept');
    const result = await submit('accept');
    setBusy(undefined);
    if (result) setNotice(result.message);
  };

  if (actions.length === 0) return <p className="order-muted">{orderCopy.fields.noActions}</p>;
  return (
    <Flex vertical gap={12}>
      {notice ? (
        <Alert type="warning" showIcon role="alert" title={notice} closable={{ onClose: () => setNotice(undefined) }} />
      ) : null}
      <Flex gap={8} wrap>
        {actions.map((action) =>
          action === 'accept' ? (
            <BusyButton key={action} type="primary" busy={busy === 'accept'} onClick={() => void accept()}>
              {orderCopy.action.accept}
            </BusyButton>
          ) : (
            <Button
              key={action}
              type={
                action === 'startDelivery' || action === 'confirmPurchase' || action === 'visit' ? 'primary' : 'default'
              }
              danger={action === 'cancel'}
              onClick={() => {
                setNotice(undefined);
                setOpen(action);
              }}
            >
              {orderCopy.action[action]}
            </Button>
          ),
        )}
      </Flex>
      {cancelNote ? <p className="order-muted">{cancelNote}</p> : null}
      {open === 'cancel' ? (
        <CancelDialog
          order={subject}
          onSubmit={(reason) => submit('cancel', { reason })}
          onClose={() => setOpen(undefined)}
        />
      ) : null}
      {open === 'startDelivery' || open === 'changeInvoice' ? (
        <InvoiceDialog
          mode={open === 'startDelivery' ? 'start' : 'change'}
          initial={order.deliveryTracking ?? undefined}
          onSubmit={(company, invoice) => submit(open, { company, invoice })}
          onClose={() => setOpen(undefined)}
        />
      ) : null}
      {open && CONFIRMED.includes(open) ? (
        <ConfirmDialog
          title={orderCopy.action[open]}
          order={subject}
          question={orderCopy.confirm[open as Confirmed]}
          confirmLabel={orderCopy.action[open]}
          onConfirm={() => submit(open)}
          onClose={() => setOpen(undefined)}
        />
      ) : null}
    </Flex>
  );
}
