import { describe, expect, it } from 'vitest';
import type { DeliveryStatus, OrderStatus, ReceiveMethod, StartDeliveryMutation } from '@/api/commerce-orders';
import { csvText } from '@/lib/csv';
import { readSheetBytes, rowTexts } from '@/lib/spreadsheet/read';
import { carrierOf, SHEET_HEADER } from './delivery-sheet';
import { filtersOf, serverFilter } from './order-filters';
import {
  acceptable,
  actionsFor,
  conflictMessage,
  invoiceProblem,
  normalizeInvoice,
  refusalOf,
  type OrderAction,
} from './order-rules';

describe('actions by order state (spec 001 §4)', () => {
  it.each<[OrderStatus, DeliveryStatus, ReceiveMethod, OrderAction[]]>([
    ['ORDER_PENDING', 'BEFORE_DELIVERY', 'DELIVERY', []],
    ['PAYMENT_PENDING', 'BEFORE_DELIVERY', 'DELIVERY', []],
    ['PAYMENT_COMPLETED', 'BEFORE_DELIVERY', 'DELIVERY', ['accept', 'cancel']],
    ['PAYMENT_COMPLETED', 'BEFORE_DELIVERY', 'PICKUP', ['accept', 'cancel']],
    // 배송 완료 only after 배송 시작; no cancel once the goods left (delete the invoice first).
    ['ORDER_ACCEPTED', 'DELIVERY_PREPARE', 'DELIVERY', ['startDelivery', 'cancel']],
    ['ORDER_ACCEPTED', 'BEFORE_DELIVERY', 'DELIVERY', ['startDelivery', 'cancel']],
    ['ORDER_ACCEPTED', 'DELIVERY_STARTED', 'DELIVERY', ['completeDelivery', 'changeInvoice', 'deleteInvoice']],
    ['ORDER_ACCEPTED', 'DELIVERY_COMPLETED', 'DELIVERY', ['confirmPurchase']],
    ['ORDER_ACCEPTED', 'BEFORE_DELIVERY', 'PICKUP', ['visit', 'cancel']],
    ['ORDER_ACCEPTED', 'DELIVERY_COMPLETED', 'PICKUP', ['confirmPurchase']],
    ['ORDER_CANCELED', 'BEFORE_DELIVERY', 'DELIVERY', []],
    ['PURCHASE_CONFIRMED', 'DELIVERY_COMPLETED', 'DELIVERY', []],
  ])('%s / %s / %s offers %j', (status, deliveryStatus, receiveMethod, actions) => {
    expect(actionsFor({ status, deliveryStatus, receiveMethod })).toEqual(actions);
  });

  it('bulk accept takes only the paid orders of a selection', () => {
    const orders = [
      { id: 'a', status: 'PAYMENT_COMPLETED', deliveryStatus: 'BEFORE_DELIVERY', receiveMethod: 'DELIVERY' },
      { id: 'b', status: 'ORDER_ACCEPTED', deliveryStatus: 'DELIVERY_PREPARE', receiveMethod: 'DELIVERY' },
      { id: 'c', status: 'PAYMENT_COMPLETED', deliveryStatus: 'BEFORE_DELIVERY', receiveMethod: 'PICKUP' },
    ] as const;
    expect(acceptable(orders).map((order) => order.id)).toEqual(['a', 'c']);
  });
});

type Answer = StartDeliveryMutation['startDelivery'];

describe('typed errors of the invoice actions (spec 001 §8)', () => {
  it('INVALID_INVOICE goes on the invoice field and names the carrier', () => {
    const answer: Answer = {
      __typename: 'InvalidInvoiceError',
      message: 'x',
      code: 'INVALID_INVOICE',
      company: 'POST_OFFICE',
      invoice: '123',
    };
    expect(refusalOf(answer)).toEqual({
      on: 'invoice',
      message: '우체국택배에서 쓰지 않는 송장 번호예요. 숫자 10~14자리인지 확인하고 다시 입력해 주세요.',
    });
  });

  it('an invalid delivery status goes on the order with the status in Korean', () => {
    const answer: Answer = {
      __typename: 'InvalidDeliveryStatusError',
      message: 'x',
      deliveryStatus: 'DELIVERY_STARTED',
    };
    expect(refusalOf(answer)).toEqual({
      on: 'order',
      message: '지금 배송 상태(배송 중)에서는 할 수 없어요. 주문을 새로 불러왔어요.',
    });
  });

  it('an invalid order status goes on the order with its own sentence', () => {
    const answer: Answer = { __typename: 'InvalidOrderStatusError', message: 'x', orderStatus: 'ORDER_CANCELED' };
    expect(refusalOf(answer)).toEqual({
      on: 'order',
      message: '지금 주문 상태(주문 취소)에서는 할 수 없어요. 주문을 새로 불러왔어요.',
    });
  });

  it('three different sentences for the three errors', () => {
    const sentences = new Set(
      (
        [
          { __typename: 'InvalidInvoiceError', message: '', code: 'INVALID_INVOICE', company: 'CJ', invoice: '1' },
          { __typename: 'InvalidDeliveryStatusError', message: '', deliveryStatus: 'DELIVERY_PREPARE' },
          { __typename: 'InvalidOrderStatusError', message: '', orderStatus: 'ORDER_ACCEPTED' },
        ] satisfies Answer[]
      ).map((answer) => refusalOf(answer)?.message),
    );
    expect(sentences.size).toBe(3);
  });

  it('a success is no refusal; a CONFLICT of a plain action says the server and that the order refreshed', () => {
    expect(
      refusalOf({
        __typename: 'StartDeliveryPayload',
        orderSheet: {
          id: '1',
          status: 'ORDER_ACCEPTED',
          deliveryStatus: 'DELIVERY_STARTED',
          acceptedAt: null,
          deliveryStartedAt: null,
          deliveryCompletedAt: null,
          purchaseConfirmedAt: null,
          deliveryTracking: null,
          cancelInfo: null,
        },
      }),
    ).toBeUndefined();
    expect(conflictMessage('CONFLICT', '이미 취소된 주문이에요.')).toBe(
      '이미 취소된 주문이에요. 주문을 새로 불러왔어요.',
    );
    expect(conflictMessage('BAD_USER_INPUT', '취소 사유')).toBeUndefined();
  });

  it('checks the invoice field before a call: empty, then digits only (hyphens and spaces dropped)', () => {
    expect(invoiceProblem('  ')).toBe('송장 번호를 입력해 주세요.');
    expect(invoiceProblem('56O-1')).toBe('송장 번호는 숫자만 입력할 수 있어요.');
    expect(invoiceProblem('5600-0000-1234')).toBeUndefined();
    expect(normalizeInvoice('5600 0000-1234')).toBe('560000001234');
  });
});

describe('list filters from the address', () => {
  it('keeps tab, range and buyer, and builds the server filter of each tab', () => {
    const filters = filtersOf(new URLSearchParams('tab=new&from=2026-11-01&to=2026-11-20&buyer=7&buyerName=이웃'));
    expect(serverFilter(filters)).toEqual({
      role: 'SELLER',
      statuses: ['PAYMENT_COMPLETED'],
      startDate: '2026-11-01',
      endDate: '2026-11-20',
      userId: '7',
    });
    expect(serverFilter(filters, 'all')).not.toHaveProperty('statuses');
    expect(filtersOf(new URLSearchParams('tab=nope&from=11/01')).tab).toBe('all');
    expect(filtersOf(new URLSearchParams('from=11/01')).from).toBeUndefined();
  });
});

describe('delivery sheet', () => {
  it('reads carriers by Korean name or code', () => {
    expect(carrierOf('CJ대한통운')).toBe('CJ');
    expect(carrierOf(' post_office ')).toBe('POST_OFFICE');
    expect(carrierOf('택배')).toBeUndefined();
  });

  it('writes CSV with a BOM that reads back the same', async () => {
    const text = csvText(SHEET_HEADER.slice(0, 3), [['1', '한진택배', '"5", 6']]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const sheet = await readSheetBytes(new TextEncoder().encode(text));
    expect(rowTexts(sheet.rows)).toEqual([[...SHEET_HEADER.slice(0, 3)], ['1', '한진택배', '"5", 6']]);
  });
});
