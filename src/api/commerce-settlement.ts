/** Types of the finance calls the commerce pages make (settlement, deposits, VAT report, delivery excel). */
import type { components } from '@generated/openapi/finance';

type Schemas = components['schemas'];

export type SettlementService = Schemas['SettlementService'];
export type SettlementReportStatus = Schemas['SettlementReportStatus'];
export type DepositStatus = Schemas['DepositStatus'];
export type VatPayStatus = Schemas['VatPayStatus'];
export type SettlementAmounts = Schemas['SettlementAmounts'];
export type SettlementReport = Schemas['SettlementReport'];
export type SettlementReportLine = Schemas['SettlementReportLine'];
export type Deposit = Schemas['Deposit'];
export type ConfirmedOrder = Schemas['ConfirmedOrder'];
export type DepositPage = Schemas['DepositPage'];
export type ConfirmedOrderPage = Schemas['ConfirmedOrderPage'];
export type DepositRangeSummary = Schemas['DepositRangeSummary'];
export type DeliveryExcelUpload = Schemas['DeliveryExcelUpload'];
