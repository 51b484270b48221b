/**
 * Types of the finance service's calls the console makes (finance.yaml): settlement reports,
 * deposits and their confirmed orders (shapes designed), the VAT report's pay statuses and the
 * delivery excel upload. The pickup and store settlement pages share them.
 */
import type { components } from '@generated/openapi/finance';

type Schemas = components['schemas'];

export type SettlementService = Schemas['SettlementService'];
export type SettlementReport = Schemas['SettlementReport'];
export type SettlementReportLine = Schemas['SettlementReportLine'];
export type SettlementReportStatus = Schemas['SettlementReportStatus'];
export type SettlementAmounts = Schemas['SettlementAmounts'];
export type Deposit = Schemas['Deposit'];
export type DepositStatus = Schemas['DepositStatus'];
export type DepositPage = Schemas['DepositPage'];
export type DepositRangeSummary = Schemas['DepositRangeSummary'];
export type ConfirmedOrder = Schemas['ConfirmedOrder'];
export type ConfirmedOrderPage = Schemas['ConfirmedOrderPage'];
export type VatPayStatus = Schemas['VatPayStatus'];
export type DeliveryExcelUpload = Schemas['DeliveryExcelUpload'];
