/** Test helper: one commerce order action sent as the screens send it, answered as accepted or refused with its sentence. */
import {
  AcceptOrderDocument,
  CancelOrderDocument,
  ChangeInvoiceDocument,
  CompleteDeliveryDocument,
  ConfirmPurchaseDocument,
  DeleteInvoiceDocument,
  StartDeliveryDocument,
  VisitOrderDocument,
} from '@generated/graphql/commerce/graphql';
import type { CommerceOrderAction } from '@/api/machines/commerce-order';
import { send } from './test-client';

export interface ActionAnswer {
  readonly accepted: boolean;
  readonly message: string | undefined;
}

const plain = (answer: { errors: { message: string }[] }): ActionAnswer => ({
  accepted: answer.errors.length === 0,
  message: answer.errors[0]?.message,
});

/** Sends `action` on the order (an invoice action with a valid CJ invoice). */
export async function runOrderAction(orderSheetId: string, action: CommerceOrderAction): Promise<ActionAnswer> {
  const invoice = { orderSheetId, company: 'CJ' as const, invoice: '568012345678' };
  switch (action) {
    case 'accept':
      return plain(await send(AcceptOrderDocument, { orderSheetId }));
    case 'cancel':
      return plain(await send(CancelOrderDocument, { orderSheetId, reason: '재고가 없어요.' }));
    case 'completeDelivery':
      return plain(await send(CompleteDeliveryDocument, { orderSheetId }));
    case 'visit':
      return plain(await send(VisitOrderDocument, { orderSheetId }));
    case 'confirmPurchase':
      return plain(await send(ConfirmPurchaseDocument, { orderSheetId }));
    case 'deleteInvoice':
      return plain(await send(DeleteInvoiceDocument, { orderSheetId }));
    case 'startDelivery': {
      const answer = (await send(StartDeliveryDocument, { input: invoice })).data!.startDelivery;
      return answer.__typename === 'StartDeliveryPayload'
        ? { accepted: true, message: undefined }
        : { accepted: false, message: answer.message };
    }
    case 'changeInvoice': {
      const sent = await send(ChangeInvoiceDocument, { input: invoice });
      if (!sent.data) throw new Error(JSON.stringify(sent.errors));
      const answer = sent.data.changeInvoice;
      return answer.__typename === 'ChangeInvoicePayload'
        ? { accepted: true, message: undefined }
        : { accepted: false, message: answer.message };
    }
  }
}
