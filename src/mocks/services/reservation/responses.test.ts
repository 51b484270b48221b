/** The reservation operation answers 200 with a body its schema accepts; 404 and 400 as documented. */
import { describe, expect, it } from 'vitest';
import type { OperationArgs, OperationKey } from '@/api/operations';
import { validateResponse } from '@/mocks/core/validation';
import { answer, expectEveryOperationAnswers, type Step } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { seedCustomers } from '../customers';

const KEY: OperationKey = 'reservation.listCustomerReservations';
const customerId = seedCustomers[0]!.id;

const CALLS: OperationArgs[] = [
  { path: { id: customerId } },
  { path: { id: customerId }, query: { status: 'CANCELED', page: 1, size: 5, timezone: 'America/New_York' } },
  { path: { id: seedCustomers[20]!.id } },
];

/** Every call, for every demo account. */
const STEPS: Step[] = Object.values(DEMO_ACCOUNT_IDS).flatMap((accountId) =>
  CALLS.map((args): Step => [KEY, () => args, accountId]),
);

describe('reservation mock responses', () => {
  expectEveryOperationAnswers('reservation', STEPS, {
    answersTitle: 'answers with a 200 body its schema accepts, for every demo account and filter',
  });

  it('answers an unknown customer with 404 and an unknown time zone with 400', async () => {
    const notFound = await answer(KEY, { path: { id: 1 } }, DEMO_ACCOUNT_IDS.active);
    expect(notFound.status).toBe(404);
    expect(await validateResponse(KEY, 404, notFound.body)).toEqual([]);
    const badZone = await answer(KEY, { path: { id: customerId }, query: { timezone: 'Mars/Olympus' } });
    expect(badZone.status).toBe(400);
    expect(badZone.body).toMatchObject({ errors: [{ field: 'timezone' }] });
    expect(await validateResponse(KEY, 400, badZone.body)).toEqual([]);
  });
});
