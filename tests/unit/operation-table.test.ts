/**
 * The operation table the page loads is written compactly (issue 42: only what differs from the
 * defaults, service and id read from the key). Each operation, once filled in, says what its own
 * detail file says (generated/operations/<service>/<id>.json, written separately by codegen).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operations, type OperationDetail } from '@generated/operations';

const ROOT = join(import.meta.dirname, '..', '..');

describe('the compact operation table', () => {
  it.each(Object.entries(operations))('%s matches its detail file', (key, info) => {
    const [service = '', id = ''] = key.split(/\.(.*)/);
    const detail = JSON.parse(
      readFileSync(join(ROOT, 'generated/operations', service, `${id}.json`), 'utf8'),
    ) as OperationDetail;
    const inPath = detail.parameters.filter((p) => p.in === 'path');
    expect(info).toEqual({
      service: detail.service,
      operationId: detail.operationId,
      method: detail.method,
      path: detail.path,
      pathParams: inPath.map((p) => p.name),
      accountParams: inPath.filter((p) => p.bind === 'account').map((p) => p.name),
      requiredQuery: detail.parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name),
      body: detail.body,
      download: detail.download,
      paging: detail.paging,
    });
  });
});
