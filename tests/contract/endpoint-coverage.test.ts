/**
 * Contract (a): every row of the spec's endpoint checklist (tests/spec/endpoints.tsv) is an
 * operation of its service's schema, and every operation the checklist does not list is marked
 * `x-spec: designed`. Failure messages name what is missing.
 */
import { describe, expect, it } from 'vitest';
import { allOperations, getOperationDetail, type OperationKey } from '@/api/operations';
import { readEndpointRows, type EndpointRow } from './checklists';

/**
 * Rows whose path the spec does not give: the path we chose (docs/decisions.md, "Delivery excel
 * upload path").
 */
const CHOSEN_PATHS: Readonly<Record<string, string>> = {
  '(multipart delivery excel upload; path not given)': '/external/api/v1/delivery-excel/upload',
};

const rows = readEndpointRows().map((row) => ({ ...row, path: CHOSEN_PATHS[row.path] ?? row.path }));
const rowKey = (row: Pick<EndpointRow, 'service' | 'method' | 'path'>) =>
  `${row.service} ${row.method.toLowerCase()} ${row.path}`;
const known = new Set(allOperations().map(rowKey));
const services = [...new Set(rows.map((row) => row.service))];

describe('endpoint checklist coverage', () => {
  it.each(services)('every %s row of endpoints.tsv is in schemas/openapi', (service) => {
    const missing = rows
      .filter((row) => row.service === service && !known.has(rowKey(row)))
      .map((row) => `${row.method.toUpperCase()} ${row.path}`);
    expect(missing, `missing from schemas/openapi/${service}.yaml`).toEqual([]);
  });

  it('marks every operation the checklist does not list as x-spec: designed', async () => {
    const listed = new Set(rows.map(rowKey));
    const unlisted = allOperations().filter((op) => !listed.has(rowKey(op)));
    const undesigned: string[] = [];
    for (const op of unlisted) {
      const detail = await getOperationDetail(`${op.service}.${op.operationId}` as OperationKey);
      if (!detail.designed) undesigned.push(`${op.service} ${op.method.toUpperCase()} ${op.path}`);
    }
    expect(undesigned).toEqual([]);
  });

  it('covers all REST calls of the spec', () => {
    const covered = rows.filter((row) => known.has(rowKey(row))).length;
    console.info(`endpoints.tsv coverage: ${covered}/${rows.length} REST calls in schemas/openapi`);
    expect(covered).toBe(rows.length);
  });
});
