/** The reservation operation answers 200 with a body its schema accepts; 404 and 400 as documented. */
import { describe, expect, it } from 'vitest';
import { ResponseError } from '@/api/errors';
import { callOperation, type OperationArgs, type OperationKey } from '@/api/operations';
import { storeBusinessAccountId } from '@/api/session';
import { operationKeys } from '@/mocks/core/catalog';
import { validateResponse } from '@/mocks/core/validation';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { seedCustomers } from '../customers';

const KEY: OperationKey = 'reservation.listCustomerReservations';
const customerId = seedCustomers[0]!.id;

async function answer(args: OperationArgs): Promise<{ status: number; body: unknown }> {
  try {
    const { status, data } = await callOperation(KEY, args);
    return { status, body: data };
  } catch (error) {
    if (error instanceof ResponseError) return { status: error.status, body: error.body };
    throw error;
  }
}

describe('reservation mock responses', () => {
  it('has exactly the one operation this test covers', () => {
    expect([...operationKeys].filter((key) => key.startsWith('reservation.'))).toEqual([KEY]);
  });

  it('answers with a 200 body its schema accepts, for every demo account and filter', async () => {
    const calls: OperationArgs[] = [
      { path: { id: customerId } },
      { path: { id: customerId }, query: { status: 'CANCELED', page: 1, size: 5, timezone: 'America/New_York' } },
      { path: { id: seedCustomers[20]!.id } },
    ];
    for (const accountId of Object.values(DEMO_ACCOUNT_IDS)) {
      storeBusinessAccountId(accountId);
      for (const args of calls) {
        const { status, body } = await answer(args);
        expect({ accountId, status }).toEqual({ accountId, status: 200 });
        expect(await validateResponse(KEY, 200, body)).toEqual([]);
      }
    }
  });

  it('answers an unknown customer with 404 and an unknown time zone with 400', async () => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    const notFound = await answer({ path: { id: 1 } });
    expect(notFound.status).toBe(404);
    expect(await validateResponse(KEY, 404, notFound.body)).toEqual([]);
    const badZone = await answer({ path: { id: customerId }, query: { timezone: 'Mars/Olympus' } });
    expect(badZone.status).toBe(400);
    expect(badZone.body).toMatchObject({ errors: [{ field: 'timezone' }] });
    expect(await validateResponse(KEY, 400, badZone.body)).toEqual([]);
  });
});
