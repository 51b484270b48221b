import { describe, expect, it, vi } from 'vitest';
import { inlineDraftKey, InlineDrafts } from './inline-drafts';

describe('inline drafts', () => {
  it('keeps a draft per record and field until it is cleared', () => {
    const store = new InlineDrafts();
    const memo7 = inlineDraftKey('customer.updateCustomerMemo', '101', { id: '7' }, 'memo');
    const memo8 = inlineDraftKey('customer.updateCustomerMemo', '101', { id: '8' }, 'memo');
    const other = inlineDraftKey('customer.updateCustomerMemo', '102', { id: '7' }, 'memo');
    store.update(memo7, { text: '금요일 예약' });
    expect(store.get(memo7)).toEqual({ text: '금요일 예약' });
    expect(store.get(memo8)).toEqual({});
    expect(store.get(other)).toEqual({});
    store.update(memo7, { error: '서버에 문제가 생겼어요.' });
    expect(store.get(memo7)).toEqual({ text: '금요일 예약', error: '서버에 문제가 생겼어요.' });
    store.clear(memo7);
    expect(store.get(memo7)).toEqual({});
  });

  it('drops an entry with nothing left in it, and tells its listeners of each change', () => {
    const store = new InlineDrafts();
    const listener = vi.fn();
    store.subscribe(listener);
    store.update('k', { saving: true });
    store.update('k', { saving: false });
    expect(store.get('k')).toEqual({});
    expect(listener).toHaveBeenCalledTimes(2);
    // The same empty snapshot each time (useSyncExternalStore compares them).
    expect(store.get('k')).toBe(store.get('other'));
  });
});
