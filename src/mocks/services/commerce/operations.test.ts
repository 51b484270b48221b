/** Every commerce document, called the way a screen would, answers success data from the mock. */
import { afterAll, describe, expect, it } from 'vitest';
import * as documents from '@generated/graphql/commerce/graphql';
import {
  AcceptOrderDocument,
  AgreeToStoreTermsDocument,
  BulkDeliveryStartStatusDocument,
  BusinessStatusCheckDocument,
  CancelOrderDocument,
  ChangeInvoiceDocument,
  CompleteDeliveryDocument,
  ConfirmPurchaseDocument,
  CreateProductDocument,
  CreateStoreRequestDocument,
  DeleteInvoiceDocument,
  DeleteProductDocument,
  ExperimentGroupDocument,
  ManageProductPageDocument,
  MinConditionPriceDocument,
  OrderSheetDocument,
  OrdersByStoreCursorDocument,
  OrdersByStoreDocument,
  PayAuthCodeDocument,
  ProductAttributesDocument,
  ProductCategoriesDocument,
  ProductDetailDocument,
  ProductGroupCountsDocument,
  ProductsByStoreCursorDocument,
  ProductsByStoreDocument,
  ProductTemplatesDocument,
  RejectedReasonsDocument,
  RequestOpenAlarmDocument,
  SaveSettlementInfoDocument,
  SettlementAccountCheckDocument,
  SettlementInfoDocument,
  StartDeliveryDocument,
  StoreDeliverySettingDocument,
  StoreInfoDocument,
  StorePreviewDocument,
  UpdateMinConditionPriceDocument,
  UpdateProductDocument,
  UpdateProductStatusDocument,
  UpdateStoreDeliverySettingDocument,
  VisitOrderDocument,
  type ProductInput,
} from '@generated/graphql/commerce/graphql';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { withCheckDigit } from './model';
import type { OrderRow } from './state';
import { foodNotice } from './product-fixtures';
import { calledOperations, expectData } from './test-client';

const baId = String(DEMO_ACCOUNT_IDS.active);
const commerce = () => mockRuntime.db.state.commerce;
const orderWhere = (match: (order: OrderRow) => boolean) => commerce().orders.find(match)!.id;
const productInput: ProductInput = {
  name: '망원 시그니처 드립백 세트',
  type: 'DELIVERY',
  price: 18_000,
  salePrice: 16_000,
  stock: 40,
  categoryId: 'cat-dripbag',
  simpleOptions: [
    { name: '10개입', stock: 20 },
    { name: '20개입', stock: 20, additionalPrice: 14_000 },
  ],
  attributes: [
    { attributeId: 'attr-origin', value: '과테말라' },
    { attributeId: 'attr-roast', value: '미디엄' },
  ],
  templates: foodNotice(),
  thumbnailUrls: ['https://images.dongnemarket.com/commerce/products/new/1/640x640.png'],
  content: '[{"type":"paragraph","text":"매주 볶은 원두로 만들어요."}]',
};

const operationNames = Object.entries(documents)
  .filter(([key]) => key.endsWith('Document'))
  .map(([key]) => key.replace(/Document$/, ''));

describe('commerce documents answer success data', () => {
  afterAll(() => {
    expect([...calledOperations].sort()).toEqual([...operationNames].sort());
    expect(operationNames).toHaveLength(40);
  });

  it('store settings and checks', async () => {
    expect((await expectData(StoreDeliverySettingDocument, { baId })).storeDeliverySetting.type).toBe(
      'CONDITIONAL_FREE',
    );
    const updated = await expectData(UpdateStoreDeliverySettingDocument, {
      baId,
      input: { type: 'FIXED', feeAmount: 3_500, description: '평일 오후 2시 전 주문은 그날 보내요.' },
    });
    expect(updated.updateStoreDeliverySetting).toMatchObject({ type: 'FIXED', fee: { amount: 3_500 } });
    expect((await expectData(MinConditionPriceDocument, { baId })).minConditionPrice.minConditionPrice).toBe(10_000);
    const price = await expectData(UpdateMinConditionPriceDocument, { baId, minConditionPrice: 15_000 });
    expect(price.updateMinConditionPrice.minConditionPrice).toBe(15_000);
    const check = await expectData(BusinessStatusCheckDocument, { businessNumber: withCheckDigit('220811234') });
    expect(check.businessStatusCheck).toMatchObject({ valid: true, circuitBreak: false, isAlreadyRegistered: false });
    const account = await expectData(SettlementAccountCheckDocument, {
      input: { bankName: '국민은행', accountNumber: '94370201234567' },
    });
    expect(account.settlementAccountCheck).toMatchObject({ valid: true, holder: '김동네', circuitBreak: false });
  });

  it('products', async () => {
    const page = await expectData(ProductsByStoreDocument, { baId, statuses: ['ACTIVE'], page: 1, size: 5 });
    expect(page.productsByStore).toMatchObject({ page: 1, size: 5, hasNext: true });
    const counts = await expectData(ProductGroupCountsDocument, { baId });
    expect(counts.onSale.totalCount).toBe(page.productsByStore.totalCount);
    const searched = await expectData(ProductsByStoreDocument, { baId, query: '원두', sort: 'PRICE_DESC' });
    expect(searched.productsByStore.items.every((item) => item.name.includes('원두'))).toBe(true);
    const cursor = await expectData(ProductsByStoreCursorDocument, { baId, first: 10 });
    const next = await expectData(ProductsByStoreCursorDocument, {
      baId,
      first: 10,
      after: cursor.productsByStoreCursor.pageInfo.endCursor,
    });
    expect(next.productsByStoreCursor.nodes[0]!.id).not.toBe(cursor.productsByStoreCursor.nodes[0]!.id);
    const created = (await expectData(CreateProductDocument, { baId, input: productInput })).createProduct;
    expect(created).toMatchObject({ status: 'PENDING', discount: { amount: 2_000, rate: 11 } });
    const updated = await expectData(UpdateProductDocument, {
      productId: created.id,
      input: { ...productInput, name: '망원 시그니처 드립백 세트(리뉴얼)' },
    });
    expect(updated.updateProduct.name).toBe('망원 시그니처 드립백 세트(리뉴얼)');
    // Inspection is the reviewer's (the demo passes it); the merchant then stops selling.
    commerce().products.find((product) => product.id === created.id)!.status = 'ACTIVE';
    const status = await expectData(UpdateProductStatusDocument, { productId: created.id, status: 'INACTIVE' });
    expect(status.updateProductStatus.status).toBe('INACTIVE');
    const detail = await expectData(ProductDetailDocument, { productId: created.id });
    expect(detail.product.simpleOptions[1]).toMatchObject({
      additionalPrice: { amount: 14_000 },
      hasAdditionalPrice: true,
    });
    expect(detail.product.categories.map((category) => category.name)).toEqual(['커피', '드립백']);
    expect((await expectData(DeleteProductDocument, { productId: created.id })).deleteProduct.deletedProductId).toBe(
      created.id,
    );
    expect((await expectData(ProductCategoriesDocument, {})).productCategories.length).toBeGreaterThan(10);
    expect((await expectData(ProductAttributesDocument, { categoryId: 'cat-mug' })).productAttributes).toEqual([
      expect.objectContaining({ id: 'attr-material' }),
    ]);
    const templates = await expectData(ProductTemplatesDocument, { categoryId: 'cat-beans' });
    expect(templates.productTemplates[0]!.inputGroups[1]!.nodes).toContainEqual(
      expect.objectContaining({ type: 'CHECKBOX', value: 'false' }),
    );
    const manage = await expectData(ManageProductPageDocument, { baId });
    expect(manage.onSale.items.every((product) => product.status === 'ACTIVE')).toBe(true);
    expect(manage.onSale.items).toHaveLength(10);
    expect(manage.stopped.items.map((product) => product.status).sort()).toEqual(
      expect.arrayContaining(['BANNED', 'INACTIVE', 'REJECTED']),
    );
    const rejected = await expectData(RejectedReasonsDocument, { baId });
    expect(rejected.rejectedReasons.rejectedProductCount).toBe(2);
  });

  it('orders and their actions', async () => {
    const list = await expectData(OrdersByStoreDocument, { baId, filter: { statuses: ['PAYMENT_COMPLETED'] } });
    expect(list.ordersByStore.items.every((order) => order.status === 'PAYMENT_COMPLETED')).toBe(true);
    const cursor = await expectData(OrdersByStoreCursorDocument, { baId, first: 15 });
    expect(cursor.ordersByStoreCursor).toMatchObject({ totalCount: 70, pageInfo: { hasNextPage: true } });
    const sheetId = orderWhere((order) => order.couponName !== null);
    const sheet = (await expectData(OrderSheetDocument, { orderSheetId: sheetId })).orderSheet;
    expect(sheet.amounts.couponDiscountAmount).toBeGreaterThan(0);

    const paid = orderWhere((order) => order.status === 'PAYMENT_COMPLETED' && order.receiveMethod === 'DELIVERY');
    expect((await expectData(AcceptOrderDocument, { orderSheetId: paid })).acceptOrder.status).toBe('ORDER_ACCEPTED');
    const started = await expectData(StartDeliveryDocument, {
      input: { orderSheetId: paid, company: 'CJ', invoice: '568012345678' },
    });
    expect(started.startDelivery).toMatchObject({ __typename: 'StartDeliveryPayload' });
    const changed = await expectData(ChangeInvoiceDocument, {
      input: { orderSheetId: paid, company: 'HANJIN', invoice: '4123456789012' },
    });
    expect(changed.changeInvoice).toMatchObject({
      __typename: 'ChangeInvoicePayload',
      orderSheet: { deliveryTracking: { company: 'HANJIN', invoice: '4123456789012' } },
    });
    const deleted = await expectData(DeleteInvoiceDocument, { orderSheetId: paid });
    expect(deleted.deleteInvoice).toMatchObject({ deliveryStatus: 'DELIVERY_PREPARE', deliveryTracking: null });
    await expectData(StartDeliveryDocument, { input: { orderSheetId: paid, company: 'CJ', invoice: '568012345678' } });
    const completed = await expectData(CompleteDeliveryDocument, { orderSheetId: paid });
    expect(completed.completeDelivery.deliveryStatus).toBe('DELIVERY_COMPLETED');
    const confirmed = await expectData(ConfirmPurchaseDocument, { orderSheetId: paid });
    expect(confirmed.confirmPurchase.status).toBe('PURCHASE_CONFIRMED');

    const pickup = orderWhere((order) => order.status === 'ORDER_ACCEPTED' && order.receiveMethod === 'PICKUP');
    expect((await expectData(VisitOrderDocument, { orderSheetId: pickup })).visitOrder.deliveryStatus).toBe(
      'DELIVERY_COMPLETED',
    );
    const cancelable = orderWhere((order) => order.status === 'PAYMENT_COMPLETED');
    const canceled = await expectData(CancelOrderDocument, { orderSheetId: cancelable, reason: '재고가 떨어졌어요.' });
    expect(canceled.cancelOrder.cancelInfo).toMatchObject({ canceledBy: 'SELLER', reason: '재고가 떨어졌어요.' });
    const upload = await expectData(BulkDeliveryStartStatusDocument, { baId });
    expect(upload.bulkDeliveryStartStatus?.status).toBe('PROCESSING');
  });

  it('store request, settlement and the rest', async () => {
    const dormant = String(DEMO_ACCOUNT_IDS.dormant);
    // 103 has no store but is seeded dormant, and a dormant account may not ask for one (issue 40).
    mockRuntime.db.state.auth.businessAccounts.find((account) => account.id === DEMO_ACCOUNT_IDS.dormant)!.status =
      'ACTIVE';
    // The sender agrees to the store terms first: the server records it for them (issue 40).
    const agreed = await expectData(AgreeToStoreTermsDocument, { baId: dormant }, DEMO_ACCOUNT_IDS.dormant);
    expect(agreed.agreeToStoreTerms).toMatchObject({ baId: dormant, agreedBy: '9001' });
    const request = await expectData(
      CreateStoreRequestDocument,
      { input: { baId: dormant, agreedToTermsOfService: true, businessNumber: '2208112341' } },
      DEMO_ACCOUNT_IDS.dormant,
    );
    expect(request.createStoreRequest).toMatchObject({ unavailability: null, storeRequest: { status: 'REQUESTED' } });
    const info = await expectData(StoreInfoDocument, { baId: dormant }, DEMO_ACCOUNT_IDS.dormant);
    expect(info.storeInfo).toMatchObject({ store: null, requestUnavailability: 'ALREADY_REQUESTED' });
    const active = await expectData(StoreInfoDocument, { baId });
    expect(active.storeInfo.store).toMatchObject({ name: '동네커피 망원점', status: 'ACTIVE', isSeller: true });
    const alarm = await expectData(RequestOpenAlarmDocument, { baId: dormant }, DEMO_ACCOUNT_IDS.dormant);
    expect(alarm.requestOpenAlarm.baId).toBe(dormant);
    const saved = await expectData(
      SaveSettlementInfoDocument,
      { input: { baId: dormant, bankName: '우리은행', accountNumber: '1002123456789', accountHolder: '이빵집' } },
      DEMO_ACCOUNT_IDS.dormant,
    );
    expect(saved.saveSettlementInfo.maskedAccountNumber).toBe('100*******789');
    const read = await expectData(SettlementInfoDocument, { baId: dormant }, DEMO_ACCOUNT_IDS.dormant);
    expect(read.settlementInfo?.accountHolder).toBe('이빵집');
    const group = await expectData(ExperimentGroupDocument, { businessId: baId });
    expect(group.experimentGroup.group).toBe('TREATMENT');
    const code = await expectData(PayAuthCodeDocument, { deviceId: 'web-console-7f3a' });
    expect(code.payAuthCode.code).toMatch(/^\d{6}$/);
    const preview = await expectData(StorePreviewDocument, { baId });
    expect(preview.storePreview).toMatchObject({ id: 'store-101', name: '동네커피 망원점', status: 'ACTIVE' });
    expect((await expectData(StorePreviewDocument, { baId: dormant })).storePreview).toBeNull();
  });
});
