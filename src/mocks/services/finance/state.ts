import type { components } from '@generated/openapi/finance';

type Schemas = components['schemas'];

export type SettlementService = Schemas['SettlementService'];
export type DepositStatus = Schemas['DepositStatus'];
export type VatPayStatus = Schemas['VatPayStatus'];
export type DeliveryUploadStatus = Schemas['DeliveryUploadStatus'];
export type SettlementReportStatus = Schemas['SettlementReportStatus'];

/**
 * One purchase-confirmed order inside a weekly deposit, read from the order itself (ledger.ts);
 * payment and settlement amounts are computed from it (model.ts), so totals always reconcile.
 */
export interface ConfirmedOrderRow {
  id: number;
  accountId: number;
  depositDocId: string;
  /** The order's id on the order screens (the settlement line links to it). */
  orderId: string;
  orderNumber: string;
  service: SettlementService;
  orderName: string;
  payStatus: Exclude<VatPayStatus, 'CANCELED'>;
  confirmedAt: string;
  salesAmount: number;
  discountAmount: number;
  /** 중개 수수료; the VAT and the fee total are computed from the two fees (model.ts). */
  serviceFeeAmount: number;
  /** 결제 수수료 (card / pay processing). */
  paymentFeeAmount: number;
}

/** A weekly deposit of one service (ledger.ts); its amounts are the sums of its confirmed orders. */
export interface DepositRow {
  depositDocId: string;
  accountId: number;
  service: SettlementService;
  registrationId: number;
  periodStartDate: string;
  periodEndDate: string;
  depositDate: string;
  /** Set when the payout is held (status HELD); otherwise the status follows the deposit date. */
  holdReason: string | null;
}

/** A fully canceled payment: never settled, but listed in the VAT report. */
export interface CanceledPaymentRow {
  accountId: number;
  orderId: string;
  orderNumber: string;
  service: SettlementService;
  orderName: string;
  canceledAt: string;
  amount: number;
}

export type SettlementRegistrationRow = Schemas['SettlementRegistration'];

/**
 * A delivery-start excel upload. The commerce GraphQL "bulk delivery-start upload status" query
 * reads these rows (through `deliveryUploadView` in model.ts, which advances the status with time).
 */
export interface DeliveryUploadRow {
  id: number;
  accountId: number;
  storeId: number;
  fileName: string;
  createdAt: string;
  status: DeliveryUploadStatus;
  totalCount: number;
  successCount: number;
  failureCount: number;
  /** The rows that failed, with their reasons (csv uploads; shown once processing ends). */
  failures?: { rowNumber: number; orderSheetId: string | null; reason: string }[];
}

/** A weekly payout held back (status HELD), by its deposit number. */
export interface DepositHoldRow {
  accountId: number;
  depositDocId: string;
  reason: string;
}

/** What finance stores itself; confirmed orders, deposits and canceled payments are read from the orders (ledger.ts). */
export interface FinanceState {
  registrations: SettlementRegistrationRow[];
  holds: DepositHoldRow[];
  deliveryUploads: DeliveryUploadRow[];
}
