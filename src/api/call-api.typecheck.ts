/**
 * Compile-time spec of `callApi` (checked by `npm run typecheck`, never run): each
 * `@ts-expect-error` line must stay an error, or tsc fails on the unused directive. The lines
 * without one are what hand-written code does every day.
 */
/* eslint-disable @typescript-eslint/no-unsafe-assignment -- the @ts-expect-error lines read what does not exist */
import { callApi } from './operations';

export async function answers() {
  // The answer is the schema's: its fields read, a field it does not have is an error.
  const counts = await callApi('pickup.getOrderCounts', { account: '1' });
  const total: number = counts.data.data.total;
  // @ts-expect-error a field the response schema does not have
  const renamed: number = counts.data.data.totalCount;
  // @ts-expect-error a field's type is the schema's (a count, not a text)
  const text: string = counts.data.data.total;

  // A download answers a file.
  const report = await callApi('finance.downloadVatReport', {
    account: '1',
    query: { payStatuses: ['PAID'], startDate: '2026-01-01', endDate: '2026-01-31' },
  });
  const file: Blob = report.data;
  return { total, renamed, text, file };
}

export async function requests() {
  // Without a required parameter, query or body, no arguments at all.
  await callApi('auth.signOut');
  // The account fills an account-bound path parameter (`x-bind: account`).
  await callApi('business-account.getBusinessAccount', { account: '1' });
  await callApi('pickup.printOrder', { account: '1', path: { id: 7 } });
  // @ts-expect-error a path parameter the account does not fill is required
  await callApi('pickup.printOrder', { account: '1' });
  // @ts-expect-error path values have the schema's types
  await callApi('pickup.printOrder', { account: '1', path: { id: '7' } });
  // @ts-expect-error a required query parameter
  await callApi('business-account.lookupBusinessRegistration', { account: '1', query: {} });
  // @ts-expect-error a query parameter the operation does not have
  await callApi('business-account.completeQuestItem', { account: '1', query: { questType: 'X' } });
  // @ts-expect-error an operation without a query takes none
  await callApi('pickup.getOrderCounts', { account: '1', query: { page: 1 } });
  // @ts-expect-error the body is required and must be the schema's
  await callApi('pickup.cancelOrder', { account: '1', path: { id: 7 } });
  // @ts-expect-error a body field the schema does not have
  await callApi('pickup.cancelOrder', { account: '1', path: { id: 7 }, body: { reason: 'x', note: 'y' } });
  // @ts-expect-error an operation without a body takes none
  await callApi('pickup.printOrder', { account: '1', path: { id: 7 }, body: {} });
  // A multipart file field takes the file itself.
  await callApi('branch.uploadBusinessAccountBranchFile', { account: '1', body: { branchFile: new Blob() } });
  // @ts-expect-error an unknown operation
  await callApi('pickup.noSuchOperation', { account: '1' });
}
