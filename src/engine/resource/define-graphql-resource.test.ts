import { describe, expect, it } from 'vitest';
import {
  DeleteProductDocument,
  ProductsByStoreCursorDocument,
  ProductsByStoreDocument,
  UpdateProductStatusDocument,
} from '@/api/commerce/catalog';
import { callOperation, operationInfo } from '@/api/operations';
import { bindArgs } from '../data/bindings';
import { pageQuery, readPage } from '../data/paging';
import { listRequest } from '../list/list-state';
import { defineGraphqlResource } from './define-graphql-resource';

const bindings = { account: '101', route: { baId: '101' } };

const products = defineGraphqlResource('commerce', (g) => ({
  name: 'testCommerceProducts',
  label: '상품',
  routes: {},
  list: g.list(ProductsByStoreDocument, {
    bind: { baId: 'account' },
    columns: ['name', 'status'],
    filters: ['query'],
    fixedQuery: { statuses: ['ACTIVE'] },
    paging: { kind: 'page', pageParam: 'page', sizeParam: 'size', firstPage: 1, items: 'items', total: 'totalCount' },
    rowActions: (action) => [
      action(UpdateProductStatusDocument, {
        bind: { productId: 'record' },
        label: '판매 중지',
        variables: () => ({ status: 'INACTIVE' }),
      }),
    ],
  }),
  remove: g.remove(DeleteProductDocument, {
    bind: { productId: 'record' },
    title: '상품을 삭제할까요?',
    // A delete has no body variable: `body` is the confirmation's sentence.
    body: '삭제한 상품은 되돌릴 수 없어요.',
  }),
}));

describe('a GraphQL list through the engine', () => {
  it('asks for the page, filters and fixed values of the address as variables', () => {
    const list = products.list!;
    const { pageArgs, query } = listRequest(list, new URLSearchParams('page=2&size=20&query=원두&other=1'));
    expect(query).toEqual({ statuses: ['ACTIVE'], query: '원두' });
    expect(pageArgs).toEqual({ query: { statuses: ['ACTIVE'], query: '원두', page: 2, size: 20 } });
    expect(bindArgs(list.op, bindings)).toEqual({ account: '101', path: { baId: '101' } });
    expect(operationInfo(list.op.key)).toMatchObject({ service: 'commerce', operationId: 'ProductsByStore' });
  });

  it('reads the rows and the total of the answer', async () => {
    const list = products.list!;
    const { pageArgs } = listRequest(list, new URLSearchParams('size=10'));
    const { data } = await callOperation(list.op.key, { ...bindArgs(list.op, bindings), ...pageArgs });
    const page = readPage(operationInfo(list.op.key).paging, data);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((row) => (row as { status: string }).status === 'ACTIVE')).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(page.items.length);
  });

  it('pages by cursor: the size and the cursor as variables, the next cursor read from page info', async () => {
    const cursor = defineGraphqlResource('commerce', (g) => ({
      name: 'testCommerceProductsCursor',
      label: '상품',
      routes: {},
      list: g.list(ProductsByStoreCursorDocument, {
        bind: { baId: 'account' },
        columns: ['name'],
        paging: {
          kind: 'cursor',
          cursorParam: 'after',
          sizeParam: 'first',
          items: 'nodes',
          nextCursor: 'pageInfo.endCursor',
          hasMore: 'pageInfo.hasNextPage',
        },
      }),
    })).list!;
    const paging = operationInfo(cursor.op.key).paging;
    expect(pageQuery(paging, { page: 1, pageSize: 2, cursor: null })).toEqual({ first: 2 });
    const first = await callOperation(cursor.op.key, { ...bindArgs(cursor.op, bindings), query: { first: 2 } });
    const page = readPage(paging, first.data);
    expect(page.items).toHaveLength(2);
    expect(page.hasMore).toBe(true);
    expect(pageQuery(paging, { page: 1, pageSize: 2, cursor: page.nextCursor ?? null })).toEqual({
      first: 2,
      after: page.nextCursor,
    });
  });

  it('binds row actions and delete to the record, with the body from the row', () => {
    const [stop] = products.list!.rowActions;
    expect(stop).toMatchObject({
      kind: 'mutation',
      label: '판매 중지',
      op: { bind: { productId: { from: 'record' } } },
    });
    expect(stop?.kind === 'mutation' ? stop.body?.({}) : undefined).toEqual({ status: 'INACTIVE' });
    expect(bindArgs(products.remove!.op, bindings, 'p-1')).toEqual({ account: '101', path: { productId: 'p-1' } });
    expect(products.remove?.confirm).toEqual({ title: '상품을 삭제할까요?', body: '삭제한 상품은 되돌릴 수 없어요.' });
  });
});
