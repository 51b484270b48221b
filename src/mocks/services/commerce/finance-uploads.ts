/**
 * Delivery excel uploads made through the finance REST call (`POST /external/api/v1/delivery-excel/upload`)
 * seen as commerce bulk delivery-start uploads, so `BulkDeliveryStartStatus` follows an upload the
 * merchant just made.
 */
import type { MockState } from '../../state';
import { toKstIso } from '../../core/time';
import { deliveryUploadView } from '../finance/model';
import type { BulkUploadRow } from './state';

/** How long the finance service takes to process an upload (finance/model.ts). */
const PROCESSING_MS = 30_000;

/** Newest first (uploads of the same second keep that order when sorted by time). */
export function financeBulkUploads(state: MockState, now: Date): BulkUploadRow[] {
  return [...state.finance.deliveryUploads].reverse().map((row) => {
    const view = deliveryUploadView(row, now);
    const done = view.status === 'COMPLETED' || view.status === 'FAILED';
    return {
      id: `delivery-excel-${row.id}`,
      baId: row.accountId,
      fileName: row.fileName,
      status: view.status === 'COMPLETED' || view.status === 'FAILED' ? view.status : 'PROCESSING',
      totalCount: view.totalCount,
      successCount: view.successCount,
      failureCount: view.failureCount,
      failures: done ? (row.failures ?? []) : [],
      uploadedAt: row.createdAt,
      completedAt: done ? toKstIso(new Date(new Date(row.createdAt).getTime() + PROCESSING_MS)) : null,
    };
  });
}
