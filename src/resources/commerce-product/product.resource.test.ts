import { describe, expect, it } from 'vitest';
import { payloadOf } from '@/api/envelope';
import { callOperation, operationInfo } from '@/api/operations';
import { operationQueryKey } from '@/api/data/keys';
import { bindArgs } from '@/engine/data/bindings';
import { readPage } from '@/engine/data/paging';
import { listRequest } from '@/engine/list/list-state';
import type { ListDef } from '@/engine/resource/types';
import { productResource } from './product.resource';

const list = productResource.list as ListDef;
const bindings = { account: '101', route: { baId: '101' } };

function keyAt(def: ListDef, search: string) {
  const { pageArgs } = listRequest(def, new URLSearchParams(search));
  return operationQueryKey(def.op.key, { ...bindArgs(def.op, bindings), ...pageArgs });
}

describe('the product list', () => {
  it('asks for the group, search, sort and page of the address (q → query; NEWEST sent though left out of the address)', () => {
    expect(listRequest(list, new URLSearchParams('group=stopped&q=원두&sort=PRICE_ASC&page=2')).pageArgs).toEqual({
      query: { statuses: ['BANNED', 'INACTIVE', 'REJECTED'], query: '원두', sort: 'PRICE_ASC', page: 2, size: 10 },
    });
    expect(listRequest(list, new URLSearchParams('')).pageArgs).toEqual({
      query: { statuses: ['ACTIVE'], sort: 'NEWEST', page: 1, size: 10 },
    });
  });

  it('keys the list by the sorted statuses: the same group in another order is one cache entry', () => {
    const reordered: ListDef = {
      ...list,
      tabs: {
        ...list.tabs!,
        tabs: list.tabs!.tabs.map((tab) =>
          tab.key === 'stopped' ? { ...tab, query: { statuses: ['BANNED', 'INACTIVE', 'REJECTED'] } } : tab,
        ),
      },
    };
    expect(keyAt(reordered, 'group=stopped')).toEqual(keyAt(list, 'group=stopped'));
    expect(keyAt(list, 'group=stopped')).not.toEqual(keyAt(list, 'group=pending'));
  });

  it("reads each tab's count, and the rows of a tab are of its statuses", async () => {
    const counts = list.tabs!.counts!;
    const answer = await callOperation(counts.op.key, bindArgs(counts.op, bindings));
    const read = counts.read(payloadOf(answer.data));
    expect(Object.keys(read)).toEqual(['onSale', 'pending', 'stopped']);
    const { pageArgs } = listRequest(list, new URLSearchParams('group=stopped&size=50'));
    const { data } = await callOperation(list.op.key, { ...bindArgs(list.op, bindings), ...pageArgs });
    const page = readPage(operationInfo(list.op.key).paging, data);
    expect(page.total).toBe(read.stopped);
    expect(new Set(page.items.map((row) => (row as { status: string }).status))).toEqual(
      new Set(['INACTIVE', 'REJECTED', 'BANNED']),
    );
    // A rejected or banned row says why.
    expect(page.items.some((row) => Boolean((row as { rejectReason?: string }).rejectReason))).toBe(true);
  });

  it('offers 판매 중지 on a product on sale and 판매 재개 on a stopped one (its toast names it), nothing on the others', () => {
    const offered = (status: string) =>
      list.rowActions.flatMap((action) =>
        action.kind === 'mutation' && (action.visible?.({ status }, []) ?? true)
          ? [`${action.label}:${JSON.stringify(action.body?.({ status }))}:${action.rowToast?.({ name: '라떼' })}`]
          : [],
      );
    expect(offered('ACTIVE')).toEqual([
      '판매 중지:{"status":"INACTIVE"}:\'라떼\' 판매를 멈췄어요. 판매 중지 탭에서 다시 시작할 수 있어요.',
    ]);
    expect(offered('INACTIVE')).toEqual(['판매 재개:{"status":"ACTIVE"}:\'라떼\' 판매를 다시 시작했어요.']);
    expect(offered('PENDING')).toEqual([]);
    expect(offered('REJECTED')).toEqual([]);
    expect(offered('BANNED')).toEqual([]);
  });
});
