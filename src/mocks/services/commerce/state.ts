import type {
  BulkDeliveryStartUpload,
  DeliverySetting,
  OpenAlarm,
  OrderBuyer,
  OrderSheet,
  Product,
  ProductAttribute,
  ProductCategory,
  ProductTemplate,
  SettlementInfo,
  StoreAddress,
  StoreRequest,
  StoreStatus,
  StoreTermsAgreement,
} from '@generated/graphql/commerce/schema';

/** A commerce store; its businessAccount is joined from the auth slice when answered. */
export interface StoreRow {
  id: string;
  baId: number;
  name: string;
  status: StoreStatus;
  isSeller: boolean;
  minConditionPrice: number;
  deliverySetting: DeliverySetting;
  openedAt: string;
  followersCount: number;
  addresses: StoreAddress[];
  phoneNumber: string | null;
  chatRoomScheme: string | null;
  businessNumber: string;
}

/** A product as stored: outOfStock and discount are derived when answered (model.ts). */
export type ProductRow = Omit<Product, '__typename' | 'outOfStock' | 'discount'> & {
  deleted: boolean;
  /** When it became REJECTED or BANNED (for the rejected-reasons list). */
  rejectedAt: string | null;
};

/** An order as stored: the buyer's purchase counts are derived from the store's orders. */
export type OrderRow = Omit<OrderSheet, '__typename' | 'buyer'> & {
  buyer: Omit<OrderBuyer, '__typename' | 'purchaseCounts'>;
};

export type BulkUploadRow = Omit<BulkDeliveryStartUpload, '__typename'> & { baId: number };

/** Settlement info with the full account number (answers show it masked). */
export type SettlementRow = Omit<SettlementInfo, '__typename' | 'maskedAccountNumber'> & { accountNumber: string };

export type StoreRequestRow = Omit<StoreRequest, '__typename'>;

/**
 * 설계 (issue 40): one person's agreement to the store terms for an account, open (`requestId`
 * null) until a request of the account is sent, then kept with that request.
 */
export type TermsAgreementRow = Omit<StoreTermsAgreement, '__typename'> & { requestId: string | null };

/** The commerce GraphQL slice: stores, catalog, products, orders, store requests with their terms agreements, and settlement. */
export interface CommerceState {
  stores: StoreRow[];
  categories: ProductCategory[];
  attributes: ProductAttribute[];
  templates: ProductTemplate[];
  products: ProductRow[];
  orders: OrderRow[];
  /** Bulk delivery-start uploads (the finance REST upload may record them instead once merged). */
  bulkUploads: BulkUploadRow[];
  storeRequests: StoreRequestRow[];
  termsAgreements: TermsAgreementRow[];
  settlements: SettlementRow[];
  openAlarms: OpenAlarm[];
}
