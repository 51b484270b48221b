/** Contract (c): every operation a resource definition names exists and fits its role. */
import { describe, expect, it } from 'vitest';
import { isGraphqlOperation } from '@/api/graphql/operations';
import { getFormSchema, operationInfo } from '@/api/operations';
import type { ActionDef, OperationRef, ResourceDef } from '@/engine/resource/types';
import { personResources, resources } from '@/resources';

/** A call for a row on the collection names the row in its body (pin `{ lpImageIds: [id] }`): no record id. */
function rowRole(action: ActionDef): string {
  return action.kind === 'mutation' &&
    (action.body || action.bulkBody) &&
    Object.values(action.op.bind).every((b) => b.from !== 'record')
    ? 'row-in-body'
    : 'action';
}

function refsOf(resource: ResourceDef): { role: string; ref: OperationRef }[] {
  const out: { role: string; ref: OperationRef }[] = [];
  if (resource.list) {
    out.push({ role: 'list', ref: resource.list.op });
    resource.list.rowActions.forEach((action) => out.push({ role: rowRole(action), ref: action.op }));
    resource.list.bulkActions.forEach((action) => out.push({ role: rowRole(action), ref: action.op }));
    if (resource.list.reorder) out.push({ role: 'reorder', ref: resource.list.reorder.op });
  }
  if (resource.detail) {
    out.push({ role: 'detail', ref: resource.detail.op });
    resource.detail.related.forEach((related) => {
      if (related.kind === 'rows') out.push({ role: 'list', ref: related.op });
    });
    resource.detail.actions.forEach((action) => out.push({ role: 'action', ref: action.op }));
  }
  if (resource.create) out.push({ role: 'form', ref: resource.create.op });
  if (resource.update) {
    out.push({ role: 'form', ref: resource.update.op });
    if (resource.update.load) out.push({ role: 'detail', ref: resource.update.load });
    resource.update.actions?.forEach((action) => out.push({ role: 'action', ref: action.op }));
  }
  if (resource.remove) out.push({ role: 'remove', ref: resource.remove.op });
  return out;
}

/** Every resource: the registered ones and those nested under their records (comments of a post). */
const allResources: ResourceDef[] = [...resources, ...personResources].flatMap((resource) => [
  resource,
  ...(resource.detail?.related ?? []).flatMap((related) => (related.kind === 'resource' ? [related.resource] : [])),
]);

describe.each(allResources.map((resource) => [resource.name, resource] as const))('resource %s', (_name, resource) => {
  it.each(
    refsOf(resource).map(({ role, ref }) => [`${role} ${ref.method.toUpperCase()} ${ref.path}`, role, ref] as const),
  )('%s exists in the schemas and fits its role', async (_label, role, ref) => {
    const info = operationInfo(ref.key);
    expect(info, `${ref.key} is not in generated/operations`).toBeDefined();
    expect(info.service).toBe(resource.service);
    if (role === 'list') expect(info.paging, `${ref.key} needs x-paging`).not.toBeNull();
    if (isGraphqlOperation(ref.key)) {
      // A GraphQL document: a query reads (list, detail), a mutation writes (form, action, remove).
      expect(info.path).toBe(`graphql ${ref.key.slice(ref.key.indexOf('.') + 1)}`);
      expect(info.method).toBe(role === 'list' || role === 'detail' ? 'get' : 'post');
    } else {
      expect([info.method, info.path]).toEqual([ref.method, ref.path]);
      if (role === 'detail') expect(info.method).toBe('get');
      if (role === 'remove') expect(info.method).toBe('delete');
    }
    if (role === 'form' || role === 'reorder' || role === 'row-in-body')
      expect(await getFormSchema(ref.key)).toMatchObject({ type: 'object' });
    // Every path parameter is bound by declaration; a call for one record leaves exactly one for its id.
    expect(Object.keys(ref.bind).sort()).toEqual([...info.pathParams].sort());
    const recordParams = Object.values(ref.bind).filter((binding) => binding.from === 'record');
    // A document (one per account, e.g. the price list) is loaded without a record id.
    const documentLoad = role === 'detail' && resource.update?.document !== undefined && ref === resource.update.load;
    if (documentLoad) expect(recordParams).toHaveLength(0);
    else if (role === 'detail' || role === 'remove' || role === 'action') expect(recordParams).toHaveLength(1);
    if (role === 'list' || role === 'reorder' || role === 'row-in-body') expect(recordParams).toHaveLength(0);
  });

  it('has a route for every screen it defines', () => {
    // A nested resource may live only under its parent's record (no routes of its own).
    if (Object.keys(resource.routes).length === 0) return;
    if (resource.list) expect(resource.routes.list).toBeDefined();
    if (resource.detail) expect(resource.routes.detail).toBeDefined();
    if (resource.editIn === 'page' && resource.update) expect(resource.routes.edit).toBeDefined();
  });
});
