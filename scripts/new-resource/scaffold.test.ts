/**
 * The scaffold of README's "Adding an endpoint": run on real operations of the schemas (a full
 * CRUD and a nested list), its definition must type-check against the generated paths with its
 * routes added to the route table, and the route table and resource list must take its lines.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { operations } from '../../generated/operations/index';
import { addRoutes, registerResource } from './patch';
import { scaffoldResource, singular, type Json, type OperationRow } from './scaffold';
import { patience } from '../lib/patience';

const ROOT = join(import.meta.dirname, '..', '..');
const readJson = (...parts: string[]) => {
  try {
    return JSON.parse(readFileSync(join(ROOT, 'generated', ...parts), 'utf8')) as Json;
  } catch {
    return undefined;
  }
};
const scaffold = (service: string, listPath: string) =>
  scaffoldResource({
    service,
    listPath,
    operations: Object.values(operations),
    detailOf: (row) => readJson('operations', row.service, `${row.operationId}.json`),
    bodyOf: (row) => readJson('forms', row.service, `${row.operationId}.json`),
  });

function fixtureRow(
  method: string,
  path: string,
  accountParams: string[],
  paging: OperationRow['paging'] = null,
): OperationRow {
  return {
    service: 'fixture',
    operationId: `${method}${path.length}`,
    method: method as OperationRow['method'],
    path,
    pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
    accountParams,
    paging,
  };
}

const work = mkdtempSync(join(tmpdir(), 'scaffold-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Type errors of the scaffolded files, checked with the app's compiler options. */
function typeErrors(files: Record<string, string>): string[] {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(work, name), text);
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.app.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  )!;
  const roots = Object.keys(files).map((name) => join(work, name));
  const program = ts.createProgram(roots, { ...config.options, noEmit: true, incremental: false });
  return roots
    .flatMap((file) => ts.getPreEmitDiagnostics(program, program.getSourceFile(file)))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('npm run new:resource', () => {
  it('writes a resource from a list and its siblings: columns, label, form order, delete and routes', () => {
    const coupon = scaffold('coupon', '/api/v1/coupon_boxes');
    expect(coupon.name).toBe('couponBox');
    expect(coupon.file).toBe('src/resources/coupon-box/coupon-box.resource.ts');
    expect(coupon.source).toContain(`label: '쿠폰',`);
    expect(coupon.source).toContain(`list: r.list('get', '/api/v1/coupon_boxes', {`);
    expect(coupon.source).toContain(`{ field: 'name', primary: true }`);
    expect(coupon.source).toContain(`create: r.create('post', '/api/v1/coupon_boxes', { order: ['name',`);
    expect(coupon.source).toContain(`remove: r.remove('/api/v1/coupon_boxes/{id}'),`);
    expect(coupon.routes).toContain(`create: route('/profile/:baId/coupon-box/new'),`);
    // Its GET of one record is /{id}/business, not a sibling: the scaffold says what it left out.
    expect(coupon.notes).toEqual([expect.stringContaining('PUT /api/v1/coupon_boxes/{id} has no GET of one record')]);
  });

  it('adds detail and edit screens when the record has a GET of its own', () => {
    const thing = scaffoldResource({
      service: 'fixture',
      listPath: '/api/v1/business_accounts/{id}/things',
      operations: [
        fixtureRow('get', '/api/v1/business_accounts/{id}/things', ['id'], { kind: 'none', items: 'data.items' }),
        fixtureRow('post', '/api/v1/business_accounts/{id}/things', ['id']),
        fixtureRow('get', '/api/v1/business_accounts/{id}/things/{thingId}', ['id']),
        fixtureRow('put', '/api/v1/business_accounts/{id}/things/{thingId}', ['id']),
        fixtureRow('delete', '/api/v1/business_accounts/{id}/things/{thingId}', ['id']),
      ],
      detailOf: () => ({
        summary: '물건 목록',
        parameters: [
          { name: 'id', in: 'path' },
          { name: 'status', in: 'query' },
          { name: 'keyword', in: 'query' },
        ],
      }),
      bodyOf: () => ({ properties: { name: {}, price: {} } }),
    });
    expect(thing.source).toContain(`defineResource('fixture', (r) =>`);
    expect(thing.source).toContain(`label: '물건',`);
    expect(thing.source).toContain(`routeParam: 'thingId',`);
    expect(thing.source).toContain(`detail: r.detail('/api/v1/business_accounts/{id}/things/{thingId}'),`);
    expect(thing.source).toContain(
      `update: r.update('put', '/api/v1/business_accounts/{id}/things/{thingId}', { order: ['name', 'price'] }),`,
    );
    expect(thing.routes).toContain(`edit: route('/profile/:baId/thing/update/:thingId'),`);
    // Its query parameters that are not paging's are the list's filters.
    expect(thing.source).toContain(`    filters: ['status', 'keyword'],`);
  });

  it('binds a parent from the route and nests the routes under it', () => {
    const images = scaffold('local-profile', '/api/v2/local_profiles/{id}/images');
    expect(images.source).toContain(`defineResource('local-profile', { scope: { id: 'localProfileId' } }, (r) =>`);
    expect(images.routes).toContain(`list: route('/profile/:baId/local-profile/:localProfileId/image'),`);
    expect(images.source).toContain(`remove: r.remove('/api/v2/local_profiles/{id}/images/{imageId}'),`);
  });

  it('leaves the account to the client: an account-scoped list needs no scope', () => {
    const members = scaffold('business-account', '/api/v2/business_accounts/{id}/members');
    expect(members.source).toContain(`defineResource('business-account', (r) =>`);
    expect(members.routes).toContain(`list: route('/profile/:baId/member'),`);
  });

  it('type-checks what it writes against the generated paths', { timeout: patience.vitestLongTestMs }, () => {
    const pathsSource = readFileSync(join(ROOT, 'src', 'config', 'paths.ts'), 'utf8');
    const written = [
      scaffold('coupon', '/api/v1/coupon_boxes'),
      scaffold('local-profile', '/api/v2/local_profiles/{id}/images'),
    ];
    const files: Record<string, string> = {
      'paths.ts': written.reduce((source, one) => addRoutes(source, one.routes), pathsSource),
    };
    for (const one of written)
      files[`${one.name}.resource.ts`] = one.source.replace(`from '@/config/paths'`, `from './paths'`);
    expect(typeErrors(files)).toEqual([]);
  });

  it('registers the resource in the resource list', () => {
    const index = readFileSync(join(ROOT, 'src', 'resources', 'index.ts'), 'utf8');
    const next = registerResource(index, {
      file: 'src/resources/thing/thing.resource.ts',
      exportName: 'thingResource',
    });
    expect(next).toContain(`import { thingResource } from './thing/thing.resource';`);
    expect(next).toMatch(/ {2}thingResource,\n\];/);
  });

  it('names a resource after its path', () => {
    expect(['coupon_boxes', 'images', 'categories', 'things', 'branches'].map(singular)).toEqual([
      'coupon_box',
      'image',
      'category',
      'thing',
      'branch',
    ]);
  });
});
