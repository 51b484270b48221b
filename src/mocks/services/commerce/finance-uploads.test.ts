import { describe, expect, it } from 'vitest';
import { callOperation } from '@/api/operations';
import { storeBusinessAccountId } from '@/api/session';
import { BulkDeliveryStartStatusDocument } from '@generated/graphql/commerce/graphql';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { send } from './test-client';

describe('bulk delivery-start status of an excel uploaded through the finance service', () => {
  it('shows the new upload as the latest one, processing at first', async () => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    const file = new File(['주문번호,택배사,송장번호\nC2611200001,CJ대한통운,612345678901\n'], '배송시작.csv', {
      type: 'text/csv',
    });
    const upload = await callOperation<{ data: { uploadId: number } }>('finance.uploadDeliveryExcel', {
      body: { file, storeId: 7101 },
    });
    const { data, errors } = await send(BulkDeliveryStartStatusDocument, { baId: String(DEMO_ACCOUNT_IDS.active) });
    expect(errors).toEqual([]);
    expect(data?.bulkDeliveryStartStatus).toMatchObject({
      id: `delivery-excel-${upload.data.data.uploadId}`,
      fileName: '배송시작.csv',
      status: 'PROCESSING',
      totalCount: 1,
    });
  });
});
