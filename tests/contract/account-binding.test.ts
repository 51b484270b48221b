/**
 * Who a call acts for is settled before what it asks (issue 40). The schemas bind a path's account
 * to the header (`x-bind: account`, "Account-Id 헤더와 같아요"): a path naming another account than
 * the `Account-Id` header, even one the user also has, is refused as a foreign account is (403),
 * and a foreign account is refused before the body's field rules are read.
 */
import { describe, expect, it } from 'vitest';
import type { OperationArgs, OperationKey } from '@/api/operations';
import { catalogEntry } from '@/mocks/core/catalog';
import { sampleFromSchema } from '@/mocks/core/sample';
import { DEMO_ACCOUNT_IDS } from '@/mocks/services/auth/seed';
import { answer, asAccount } from '@/mocks/testing/operation-calls';

const { active, inspection } = DEMO_ACCOUNT_IDS;
/** An account no demo user is a member of. */
const FOREIGN = 999;
const SAVE_BASE_INFO: OperationKey = 'business-account.updateBusinessAccountBaseInfo';

/** The status and error code of a call made with this `Account-Id` header. */
async function outcome(key: OperationKey, header: number, args: OperationArgs) {
  asAccount(active);
  const { status, body } = await answer(key, { ...args, account: String(header) });
  return { status, code: (body as { code?: string } | null)?.code };
}

/** The base info form's body with its first required field left out (a 400 for the account's own call). */
async function bodyMissingAField(): Promise<Record<string, unknown>> {
  const schema = (await catalogEntry(SAVE_BASE_INFO)).requestSchema!;
  const body = structuredClone(sampleFromSchema(schema)) as Record<string, unknown>;
  delete body[(schema.required as string[])[0]!];
  return body;
}

describe('the account in the path is the Account-Id header’s', () => {
  it('answers the header’s own account and refuses another one the user also has', async () => {
    const read = (id: number) => outcome('business-account.getBusinessAccount', active, { path: { id } });
    expect((await read(active)).status).toBe(200);
    expect(await read(inspection)).toEqual({ status: 403, code: 'FORBIDDEN_ACCOUNT' });
  });

  it('refuses a foreign account with 403 before the body’s field rules', async () => {
    const body = await bodyMissingAField();
    const save = (header: number, businessAccountId: number) =>
      outcome(SAVE_BASE_INFO, header, { path: { businessAccountId }, body });
    expect(await save(active, FOREIGN)).toEqual({ status: 403, code: 'FORBIDDEN_ACCOUNT' });
    expect(await save(FOREIGN, FOREIGN)).toEqual({ status: 403, code: 'FORBIDDEN_ACCOUNT' });
    // The account's own call is read, and its body refused.
    expect(await save(active, active)).toEqual({ status: 400, code: 'INVALID_REQUEST' });
  });
});
