/** Order transitions, typed delivery errors and the CONFLICT answers of refused moves. */
import { describe, expect, it } from 'vitest';
import {
  AcceptOrderDocument,
  CancelOrderDocument,
  ChangeInvoiceDocument,
  CompleteDeliveryDocument,
  ConfirmPurchaseDocument,
  DeleteInvoiceDocument,
  OrderSheetDocument,
  OrdersByStoreDocument,
  StartDeliveryDocument,
  VisitOrderDocument,
} from '@generated/graphql/commerce/graphql';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import type { OrderRow } from './state';
import { expectData, send } from './test-client';

const orderWhere = (match: (order: OrderRow) => boolean) => mockRuntime.db.state.commerce.orders.find(match)!.id;
const paidDelivery = () =>
  orderWhere((order) => order.status === 'PAYMENT_COMPLETED' && order.receiveMethod === 'DELIVERY');

describe('commerce order transitions', () => {
  it('accepts, starts delivery, completes and confirms, visible in later reads', async () => {
    const orderSheetId = paidDelivery();
    await expectData(AcceptOrderDocument, { orderSheetId });
    await expectData(StartDeliveryDocument, { input: { orderSheetId, company: 'LOTTE', invoice: '312345678901' } });
    const sheet = (await expectData(OrderSheetDocument, { orderSheetId })).orderSheet;
    expect(sheet).toMatchObject({
      status: 'ORDER_ACCEPTED',
      deliveryStatus: 'DELIVERY_STARTED',
      deliveryTracking: { company: 'LOTTE', invoice: '312345678901' },
    });
    expect(sheet.acceptedAt).toMatch(/\+09:00$/);
    await expectData(CompleteDeliveryDocument, { orderSheetId });
    await expectData(ConfirmPurchaseDocument, { orderSheetId });
    const confirmed = await expectData(OrdersByStoreDocument, {
      baId: String(DEMO_ACCOUNT_IDS.active),
      filter: { statuses: ['PURCHASE_CONFIRMED'] },
      size: 50,
    });
    expect(confirmed.ordersByStore.items.map((order) => order.id)).toContain(orderSheetId);
  });

  it('answers typed errors from startDelivery', async () => {
    const paid = paidDelivery();
    const notAccepted = await expectData(StartDeliveryDocument, {
      input: { orderSheetId: paid, company: 'CJ', invoice: '568012345678' },
    });
    expect(notAccepted.startDelivery).toMatchObject({
      __typename: 'InvalidOrderStatusError',
      orderStatus: 'PAYMENT_COMPLETED',
    });
    await expectData(AcceptOrderDocument, { orderSheetId: paid });
    const badInvoice = await expectData(StartDeliveryDocument, {
      input: { orderSheetId: paid, company: 'POST_OFFICE', invoice: '12-34' },
    });
    expect(badInvoice.startDelivery).toMatchObject({
      __typename: 'InvalidInvoiceError',
      code: 'INVALID_INVOICE',
      company: 'POST_OFFICE',
      invoice: '12-34',
    });
    const inDelivery = orderWhere((order) => order.deliveryStatus === 'DELIVERY_STARTED');
    const again = await expectData(StartDeliveryDocument, {
      input: { orderSheetId: inDelivery, company: 'CJ', invoice: '568012345678' },
    });
    expect(again.startDelivery).toMatchObject({
      __typename: 'InvalidDeliveryStatusError',
      deliveryStatus: 'DELIVERY_STARTED',
    });
    const pickup = orderWhere((order) => order.status === 'ORDER_ACCEPTED' && order.receiveMethod === 'PICKUP');
    const pickupStart = await expectData(StartDeliveryDocument, {
      input: { orderSheetId: pickup, company: 'CJ', invoice: '568012345678' },
    });
    expect(pickupStart.startDelivery).toMatchObject({ __typename: 'InvalidDeliveryStatusError' });
  });

  it('changes or deletes an invoice only while in delivery', async () => {
    const prepared = orderWhere((order) => order.deliveryStatus === 'DELIVERY_PREPARE');
    const change = await expectData(ChangeInvoiceDocument, {
      input: { orderSheetId: prepared, company: 'CJ', invoice: '568012345678' },
    });
    expect(change.changeInvoice).toMatchObject({ __typename: 'InvalidDeliveryStatusError' });
    expect((await send(DeleteInvoiceDocument, { orderSheetId: prepared })).errors).toEqual([
      expect.objectContaining({ code: 'CONFLICT' }),
    ]);
    const started = orderWhere((order) => order.deliveryStatus === 'DELIVERY_STARTED');
    const badInvoice = await expectData(ChangeInvoiceDocument, {
      input: { orderSheetId: started, company: 'SLX', invoice: '123' },
    });
    expect(badInvoice.changeInvoice).toMatchObject({ __typename: 'InvalidInvoiceError', code: 'INVALID_INVOICE' });
  });

  it('cancels until the goods leave, recording the cancel info; in delivery the invoice is deleted first', async () => {
    const started = orderWhere((order) => order.deliveryStatus === 'DELIVERY_STARTED');
    const refused = await send(CancelOrderDocument, { orderSheetId: started, reason: '배송지 오류로 취소해요.' });
    expect(refused.errors[0]?.code).toBe('CONFLICT');
    expect(refused.errors[0]?.message).toContain('송장을 삭제한 뒤 취소해 주세요');
    await expectData(DeleteInvoiceDocument, { orderSheetId: started });
    const canceled = await expectData(CancelOrderDocument, {
      orderSheetId: started,
      reason: '배송지 오류로 취소해요.',
    });
    expect(canceled.cancelOrder).toMatchObject({
      status: 'ORDER_CANCELED',
      cancelInfo: { canceledBy: 'SELLER', reason: '배송지 오류로 취소해요.' },
    });
    for (const done of [
      orderWhere((order) => order.status === 'PURCHASE_CONFIRMED'),
      orderWhere((order) => order.status === 'ORDER_ACCEPTED' && order.deliveryStatus === 'DELIVERY_COMPLETED'),
    ])
      expect((await send(CancelOrderDocument, { orderSheetId: done, reason: '변심' })).errors).toEqual([
        expect.objectContaining({ code: 'CONFLICT' }),
      ]);
    const paid = paidDelivery();
    const blank = await send(CancelOrderDocument, { orderSheetId: paid, reason: '  ' });
    expect(blank.errors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT' })]);
  });

  it('completes a 택배 delivery only after it started (an invoice registered)', async () => {
    const prepared = orderWhere((order) => order.deliveryStatus === 'DELIVERY_PREPARE');
    const refused = await send(CompleteDeliveryDocument, { orderSheetId: prepared });
    expect(refused.errors[0]?.code).toBe('CONFLICT');
    expect(refused.errors[0]?.message).toContain('먼저 송장을 등록해');
    await expectData(StartDeliveryDocument, {
      input: { orderSheetId: prepared, company: 'CJ', invoice: '568012345678' },
    });
    expect((await expectData(CompleteDeliveryDocument, { orderSheetId: prepared })).completeDelivery).toMatchObject({
      deliveryStatus: 'DELIVERY_COMPLETED',
    });
  });

  it('refuses moves out of order with CONFLICT', async () => {
    const pending = orderWhere((order) => order.status === 'PAYMENT_PENDING');
    const delivery = orderWhere((order) => order.status === 'ORDER_ACCEPTED' && order.receiveMethod === 'DELIVERY');
    const pickup = orderWhere((order) => order.status === 'ORDER_ACCEPTED' && order.receiveMethod === 'PICKUP');
    const refusals = [
      await send(AcceptOrderDocument, { orderSheetId: pending }),
      await send(ConfirmPurchaseDocument, { orderSheetId: pending }),
      await send(ConfirmPurchaseDocument, {
        orderSheetId: orderWhere((order) => order.deliveryStatus === 'DELIVERY_PREPARE'),
      }),
      await send(VisitOrderDocument, { orderSheetId: delivery }),
      await send(CompleteDeliveryDocument, { orderSheetId: pickup }),
    ];
    expect(refusals.map((answer) => answer.errors[0]?.code)).toEqual(Array(5).fill('CONFLICT'));
  });

  it('keeps orders to their store: another account gets NOT_FOUND', async () => {
    const answer = await send(OrderSheetDocument, { orderSheetId: paidDelivery() }, DEMO_ACCOUNT_IDS.inspection);
    expect(answer.errors).toEqual([expect.objectContaining({ code: 'NOT_FOUND' })]);
  });
});

describe('order search (a merchant with a customer on the phone)', () => {
  const search = async (keyword: string) =>
    (
      await expectData(OrdersByStoreDocument, {
        baId: String(DEMO_ACCOUNT_IDS.active),
        filter: { keyword },
        size: 100,
      })
    ).ordersByStore;

  it('finds orders by a part of the order number, the buyer nickname or the recipient name', async () => {
    const orders = mockRuntime.db.state.commerce.orders;
    const delivery = orders.find((order) => order.deliveryAddress)!;
    const byNumber = await search(` ${delivery.orderNumber.slice(-6)} `);
    expect(byNumber.items.map((order) => order.id)).toContain(delivery.id);
    expect(byNumber.items.every((order) => order.orderNumber.includes(delivery.orderNumber.slice(-6)))).toBe(true);

    const byBuyer = await search(delivery.buyer.nickname);
    expect(byBuyer.totalCount).toBe(orders.filter((order) => order.buyer.nickname === delivery.buyer.nickname).length);

    const recipient = delivery.deliveryAddress!.recipientName;
    const byRecipient = await search(recipient);
    expect(byRecipient.totalCount).toBeGreaterThan(0);
    const named = orders.filter(
      (order) =>
        order.deliveryAddress?.recipientName === recipient ||
        order.customerInfo.name === recipient ||
        order.buyer.nickname.includes(recipient),
    );
    expect(byRecipient.items.map((order) => order.id).sort()).toEqual(named.map((order) => order.id).sort());
    expect((await search('없는주문-xyz')).totalCount).toBe(0);
  });

  // Issue 40's careless pass: the caller gives the number they ordered with, typed as it is said.
  it('finds orders by the phone number of the buyer or the recipient, however it is typed', async () => {
    const orders = mockRuntime.db.state.commerce.orders;
    const delivery = orders.find((order) => order.deliveryAddress)!;
    const recipientPhone = delivery.deliveryAddress!.phoneNumber;
    const digits = recipientPhone.replace(/\D/g, '');
    const withPhone = (phone: string) =>
      orders
        .filter((order) => [order.deliveryAddress?.phoneNumber, order.customerInfo.phoneNumber].includes(phone))
        .map((order) => order.id)
        .sort();
    for (const typed of [recipientPhone, digits, `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`])
      expect((await search(typed)).items.map((order) => order.id).sort()).toEqual(withPhone(recipientPhone));
    // The 안심번호 the order shows as the buyer's contact.
    const safe = delivery.customerInfo.phoneNumber;
    expect((await search(safe)).items.map((order) => order.id)).toContain(delivery.id);
  });
});
