/**
 * Contract (a): every endpoint row of the spec checklist for the services this console has
 * completed is an operation of that service's schema. The failure message names what is missing.
 */
import { describe, expect, it } from 'vitest';
import { allOperations } from '@/api/operations';
import { readEndpointRows } from './checklists';

/** Services whose schemas are complete; the rest are added service by service. */
const COMPLETE_SERVICES = ['coupon', 'pickup'];

const known = new Set(allOperations().map((op) => `${op.service} ${op.method} ${op.path}`));

describe('endpoint checklist coverage', () => {
  const rows = readEndpointRows();

  it.each(COMPLETE_SERVICES)('every %s row of endpoints.tsv is in schemas/openapi', (service) => {
    const ofService = rows.filter((row) => row.service === service);
    expect(ofService.length).toBeGreaterThan(0);
    const missing = ofService
      .filter((row) => !known.has(`${row.service} ${row.method} ${row.path}`))
      .map((row) => `${row.method.toUpperCase()} ${row.path}`);
    expect(missing, `missing from schemas/openapi/${service}.yaml`).toEqual([]);
  });

  it('has no operations in complete services that the checklist does not list', () => {
    const listed = new Set(rows.map((row) => `${row.service} ${row.method} ${row.path}`));
    const extra = [...known].filter((key) => COMPLETE_SERVICES.includes(key.split(' ')[0]!) && !listed.has(key));
    expect(extra).toEqual([]);
  });

  it('reports overall coverage (all services are completed by a later issue)', () => {
    const covered = rows.filter((row) => known.has(`${row.service} ${row.method} ${row.path}`)).length;
    expect(covered).toBeGreaterThanOrEqual(rows.filter((row) => COMPLETE_SERVICES.includes(row.service)).length);
    console.info(`endpoints.tsv coverage: ${covered}/${rows.length} REST calls in schemas/openapi`);
  });
});
