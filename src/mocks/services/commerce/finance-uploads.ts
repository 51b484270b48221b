/**
 * Delivery excel uploads made through the finance REST call (`POST /external/api/v1/delivery-excel/upload`)
 * seen as commerce bulk delivery-start uploads, so `BulkDeliveryStartStatus` follows an upload the
 * merchant just made.
 */
import type { MockState } from '../../state';
import { deliveryUploadView } from '../finance/model';
import type { BulkUploadRow } from './state';

/** Newest first (uploads of the same second keep that order when sorted by time). */
export function financeBulkUploads(state: MockState, now: Date): BulkUploadRow[] {
  return [...state.finance.deliveryUploads].reverse().map((row) => {
    const view = deliveryUploadView(row, now);
    return {
      id: `delivery-excel-${row.id}`,
      baId: row.accountId,
      fileName: row.fileName,
      status: view.status === 'COMPLETED' || view.status === 'FAILED' ? view.status : 'PROCESSING',
      totalCount: view.totalCount,
      successCount: view.successCount,
      failureCount: view.failureCount,
      failures: [],
      uploadedAt: row.createdAt,
      completedAt: null,
    };
  });
}
