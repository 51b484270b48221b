/** Types of the finance service's settlement calls (finance.yaml, `settlement` tag; shapes designed). */
import type { components } from '@generated/openapi/finance';

type Schemas = components['schemas'];

export type SettlementService = Schemas['SettlementService'];
export type SettlementReport = Schemas['SettlementReport'];
export type SettlementReportStatus = Schemas['SettlementReportStatus'];
export type SettlementAmounts = Schemas['SettlementAmounts'];
export type Deposit = Schemas['Deposit'];
export type DepositStatus = Schemas['DepositStatus'];
export type DepositPage = Schemas['DepositPage'];
export type DepositRangeSummary = Schemas['DepositRangeSummary'];
export type ConfirmedOrder = Schemas['ConfirmedOrder'];
export type ConfirmedOrderPage = Schemas['ConfirmedOrderPage'];
