import type {
  MutationAcceptOrderArgs,
  MutationCancelOrderArgs,
  MutationChangeInvoiceArgs,
  MutationCompleteDeliveryArgs,
  MutationConfirmPurchaseArgs,
  MutationDeleteInvoiceArgs,
  MutationStartDeliveryArgs,
  MutationVisitOrderArgs,
  QueryBulkDeliveryStartStatusArgs,
  QueryOrderSheetArgs,
  QueryOrdersByStoreArgs,
  QueryOrdersByStoreCursorArgs,
  StoreOrderFilter,
} from '@generated/graphql/commerce/schema';
import { GraphqlMockError, type GraphqlContext, type RootResolvers } from '../../core/graphql';
import { toKstIso, writtenDateOf } from '../../core/time';
import type { MockState } from '../../state';
import { financeBulkUploads } from './finance-uploads';
import { ownOrder, ownStore, requireOwnAccount, resolver, storeOrders } from './access';
import { cursorPage, offsetPage, toOrderSheet } from './model';
import type { CommerceOrderAction } from '@/api/machines/commerce-order';
import { invoiceMoveRefusal, moveRefusal } from './order-actions';
import type { OrderRow, StoreRow } from './state';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_CANCEL_REASON = 100;

function matches(filter: StoreOrderFilter | null | undefined) {
  if (filter?.startDate && !DATE.test(filter.startDate))
    throw new GraphqlMockError('startDate는 YYYY-MM-DD로 보내 주세요.', 'BAD_USER_INPUT');
  if (filter?.endDate && !DATE.test(filter.endDate))
    throw new GraphqlMockError('endDate는 YYYY-MM-DD로 보내 주세요.', 'BAD_USER_INPUT');
  const keyword = filter?.keyword?.trim().toLowerCase() ?? '';
  return (order: OrderRow) => {
    // The business account buys nothing from its own store: the BUYER view is empty.
    if (filter?.role === 'BUYER') return false;
    if (filter?.statuses?.length && !filter.statuses.includes(order.status)) return false;
    const day = writtenDateOf(order.orderedAt);
    if (filter?.startDate && day < filter.startDate) return false;
    if (filter?.endDate && day > filter.endDate) return false;
    if (keyword && !keywordHaystack(order).includes(keyword) && !phoneMatches(order, keyword)) return false;
    return !filter?.userId || order.buyer.userId === filter.userId;
  };
}

/** What a merchant with a customer on the phone may be told: the order number, the buyer's nickname, the recipient's name (and a phone number, `phoneMatches`). */
function keywordHaystack(order: OrderRow): string {
  return [order.orderNumber, order.buyer.nickname, order.deliveryAddress?.recipientName ?? '', order.customerInfo.name]
    .join('\n')
    .toLowerCase();
}

/** A phone number typed with or without hyphens and spaces (010-2148-1452, 010 2148 1452) is read as its digits. */
const PHONE_TYPED = /^[\d\s-]{8,}$/;

/** Whether a typed phone number is the buyer's contact (안심번호) or the recipient's. */
function phoneMatches(order: OrderRow, keyword: string): boolean {
  if (!PHONE_TYPED.test(keyword)) return false;
  const digits = keyword.replace(/\D/g, '');
  return [order.customerInfo.phoneNumber, order.deliveryAddress?.phoneNumber ?? '']
    .map((phone) => phone.replace(/\D/g, ''))
    .some((phone) => phone !== '' && phone.includes(digits));
}

/** Orders by store, order sheet, order actions and the bulk delivery-start upload status. */
export function orderResolvers(state: MockState, context: GraphqlContext): RootResolvers {
  const now = () => toKstIso(context.now);
  const listOf = (store: StoreRow, filter: StoreOrderFilter | null | undefined) => ({
    matching: storeOrders(state, store).filter(matches(filter)),
  });
  const answer = (order: OrderRow) =>
    toOrderSheet(
      order,
      state.commerce.orders.filter((candidate) => candidate.storeId === order.storeId),
    );
  /** A plain action: a move the order table refuses is a CONFLICT error; otherwise apply and answer the order. */
  const act = (orderSheetId: string, action: CommerceOrderAction, apply: (order: OrderRow) => void) => {
    const order = ownOrder(state, orderSheetId, context);
    const refused = moveRefusal(order, action);
    if (refused) throw new GraphqlMockError(refused.message, 'CONFLICT');
    apply(order);
    return answer(order);
  };

  return {
    ordersByStore: resolver<QueryOrdersByStoreArgs>(({ baId, filter, page, size }) => {
      const { matching } = listOf(ownStore(state, baId, context), filter);
      const result = offsetPage(matching, page ?? 1, size ?? 10);
      return { ...result, items: result.items.map(answer) };
    }),
    ordersByStoreCursor: resolver<QueryOrdersByStoreCursorArgs>(({ baId, filter, first, after }) => {
      const { matching } = listOf(ownStore(state, baId, context), filter);
      const result = cursorPage(matching, first ?? 20, after);
      return { ...result, nodes: result.nodes.map(answer) };
    }),
    orderSheet: resolver<QueryOrderSheetArgs>(({ orderSheetId }) => answer(ownOrder(state, orderSheetId, context))),
    acceptOrder: resolver<MutationAcceptOrderArgs>(({ orderSheetId }) =>
      act(orderSheetId, 'accept', (order) => {
        order.status = 'ORDER_ACCEPTED';
        order.acceptedAt = now();
        if (order.receiveMethod === 'DELIVERY') order.deliveryStatus = 'DELIVERY_PREPARE';
      }),
    ),
    cancelOrder: resolver<MutationCancelOrderArgs>(({ orderSheetId, reason }) => {
      const trimmed = reason.trim();
      if (!trimmed || trimmed.length > MAX_CANCEL_REASON)
        throw new GraphqlMockError('취소 사유를 1~100자로 입력해 주세요.', 'BAD_USER_INPUT');
      return act(orderSheetId, 'cancel', (order) => {
        order.status = 'ORDER_CANCELED';
        order.cancelInfo = { canceledAt: now(), canceledBy: 'SELLER', reason: trimmed };
      });
    }),
    confirmPurchase: resolver<MutationConfirmPurchaseArgs>(({ orderSheetId }) =>
      act(orderSheetId, 'confirmPurchase', (order) => {
        order.status = 'PURCHASE_CONFIRMED';
        order.purchaseConfirmedAt = now();
      }),
    ),
    completeDelivery: resolver<MutationCompleteDeliveryArgs>(({ orderSheetId }) =>
      act(orderSheetId, 'completeDelivery', (order) => {
        order.deliveryStatus = 'DELIVERY_COMPLETED';
        order.deliveryCompletedAt = now();
      }),
    ),
    visitOrder: resolver<MutationVisitOrderArgs>(({ orderSheetId }) =>
      act(orderSheetId, 'visit', (order) => {
        order.deliveryStatus = 'DELIVERY_COMPLETED';
        order.deliveryCompletedAt = now();
      }),
    ),
    deleteInvoice: resolver<MutationDeleteInvoiceArgs>(({ orderSheetId }) =>
      act(orderSheetId, 'deleteInvoice', (order) => {
        order.deliveryStatus = 'DELIVERY_PREPARE';
        order.deliveryTracking = null;
        order.deliveryStartedAt = null;
      }),
    ),
    startDelivery: resolver<MutationStartDeliveryArgs>(({ input }) => {
      const order = ownOrder(state, input.orderSheetId, context);
      const refused = invoiceMoveRefusal(order, 'startDelivery', input.company, input.invoice);
      if (refused) return refused;
      order.deliveryStatus = 'DELIVERY_STARTED';
      order.deliveryTracking = { company: input.company, invoice: input.invoice, registeredAt: now() };
      order.deliveryStartedAt = now();
      return { __typename: 'StartDeliveryPayload', orderSheet: answer(order) };
    }),
    changeInvoice: resolver<MutationChangeInvoiceArgs>(({ input }) => {
      const order = ownOrder(state, input.orderSheetId, context);
      const refused = invoiceMoveRefusal(order, 'changeInvoice', input.company, input.invoice);
      if (refused) return refused;
      order.deliveryTracking = { company: input.company, invoice: input.invoice, registeredAt: now() };
      return { __typename: 'ChangeInvoicePayload', orderSheet: answer(order) };
    }),
    bulkDeliveryStartStatus: resolver<QueryBulkDeliveryStartStatusArgs>(({ baId, uploadId }) => {
      const accountId = requireOwnAccount(baId, context);
      // Newest first; on a tie (same second) the upload made through the finance call wins.
      const uploads = [...financeBulkUploads(state, context.now), ...state.commerce.bulkUploads]
        .filter((upload) => upload.baId === accountId)
        .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
      const upload = uploadId ? uploads.find((candidate) => candidate.id === uploadId) : uploads[0];
      if (uploadId && !upload) throw new GraphqlMockError('업로드 기록을 찾을 수 없어요.', 'NOT_FOUND');
      if (!upload) return null;
      const { baId: _baId, ...status } = upload;
      return status;
    }),
  };
}
