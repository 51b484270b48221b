import { describe, expect, it, vi } from 'vitest';
import { MockDatabase, type LockManagerLike, type StateStorage } from './database';

function memoryStorage() {
  const writes: string[] = [];
  const storage: StateStorage = {
    load: () => writes.at(-1) ?? null,
    save: (serialized) => void writes.push(serialized),
    clear: () => void writes.splice(0),
  };
  return { storage, writes };
}

describe('MockDatabase', () => {
  it('writes a burst of changes once, when the page is idle', () => {
    vi.useFakeTimers();
    try {
      const { storage, writes } = memoryStorage();
      const db = new MockDatabase(() => ({ count: 0 }), 1, storage);
      for (let step = 0; step < 3; step += 1) {
        db.state.count += 1;
        db.persist();
      }
      expect(writes).toHaveLength(0);
      vi.runAllTimers();
      expect(writes).toHaveLength(1);
      expect(JSON.parse(writes[0]!)).toEqual({ version: 1, state: { count: 3 } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes a pending change at once when the page is left, and restores it on the next load', () => {
    const { storage, writes } = memoryStorage();
    const page = new EventTarget();
    const db = new MockDatabase(() => ({ count: 0 }), 1, storage);
    db.flushOnPageHide(page);
    db.state.count = 7;
    db.persist();
    page.dispatchEvent(new Event('pagehide'));
    expect(writes).toHaveLength(1);
    expect(new MockDatabase(() => ({ count: 0 }), 1, storage).state).toEqual({ count: 7 });
    expect(new MockDatabase(() => ({ count: 0 }), 2, storage).state, 'another version is discarded').toEqual({
      count: 0,
    });
  });

  it('writes the seed at once on reset', () => {
    const { storage, writes } = memoryStorage();
    const db = new MockDatabase(() => ({ count: 0 }), 1, storage);
    db.state.count = 5;
    db.reset();
    expect(JSON.parse(writes.at(-1)!)).toEqual({ version: 1, state: { count: 0 } });
  });
});

/** One localStorage for several tabs: the state and its revision, and the other tabs told of a save. */
function sharedStorage() {
  let stored: string | null = null;
  let revision: string | null = null;
  const tabs = new Set<{ listener: () => void; storage: StateStorage }>();
  let loads = 0;
  const tab = (): StateStorage => {
    const self: { listener: () => void; storage: StateStorage } = {
      listener: () => undefined,
      storage: {} as StateStorage,
    };
    self.storage = {
      load: () => {
        loads += 1;
        return stored;
      },
      save: (serialized, next) => {
        stored = serialized;
        revision = next ?? '';
        for (const other of tabs) if (other !== self) other.listener();
      },
      clear: () => {
        stored = null;
        revision = null;
      },
      revision: () => revision,
      onForeignSave: (listener) => {
        self.listener = listener;
        return () => undefined;
      },
    };
    tabs.add(self);
    return self.storage;
  };
  return { tab, writeRaw: (raw: string, next: string) => ((stored = raw), (revision = next)), loads: () => loads };
}

/** Web Locks as the browser has them: one holder of a name at a time, the others wait in order. */
function webLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: <T>(name: string, callback: () => Promise<T>) => {
      const result = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
}

type Order = { status: 'NEW' | 'ACCEPTED' | 'CANCELED' };
type World = { orders: Record<string, Order>; count: number };
const seedWorld = (): World => ({ orders: { '1': { status: 'NEW' } }, count: 0 });
/** A state machine's move, refused (409) from any other status. */
function move(state: World, id: string, from: Order['status'], to: Order['status']): 200 | 409 {
  const order = state.orders[id]!;
  if (order.status !== from) return 409;
  order.status = to;
  return 200;
}

describe('MockDatabase shared by the tabs of one browser', () => {
  it('answers a tab from what another tab wrote: a stale cancel meets the 409, and the order reads as accepted', async () => {
    const shared = sharedStorage();
    const locks = webLocks();
    const tabA = new MockDatabase(seedWorld, 1, shared.tab(), { locks });
    const tabB = new MockDatabase(seedWorld, 1, shared.tab(), { locks });
    expect(tabB.state.orders['1']!.status, 'B has the order as new').toBe('NEW');

    const accepted = await tabA.transaction((state) => {
      const status = move(state, '1', 'NEW', 'ACCEPTED');
      tabA.persist();
      return status;
    });
    expect(accepted).toBe(200);

    const canceled = await tabB.transaction((state) => move(state, '1', 'NEW', 'CANCELED'));
    expect(canceled).toBe(409);
    expect(tabB.state.orders['1']!.status).toBe('ACCEPTED');
    expect(new MockDatabase(seedWorld, 1, shared.tab()).state.orders['1']!.status, 'a reload too').toBe('ACCEPTED');
  });

  it('loses no write when two tabs write at once', async () => {
    const shared = sharedStorage();
    const locks = webLocks();
    const tabs = [0, 1, 2].map(() => new MockDatabase(seedWorld, 1, shared.tab(), { locks }));
    // Each call reads, waits (a handler reading a file, say), then writes: without one call at a
    // time across tabs the second would write over the first.
    const increment = (db: MockDatabase<World>) =>
      db.transaction(async (state) => {
        const before = state.count;
        await new Promise((resolve) => setTimeout(resolve, 5));
        state.count = before + 1;
        db.persist();
      });
    await Promise.all(tabs.flatMap((db) => [increment(db), increment(db)]));
    for (const db of tabs) expect(db.state.count).toBe(6);
  });

  it('writes a change at once, not when the page is idle, so the next call of another tab sees it', () => {
    const shared = sharedStorage();
    const tabA = new MockDatabase(seedWorld, 1, shared.tab());
    const tabB = new MockDatabase(seedWorld, 1, shared.tab());
    tabA.state.count = 3;
    tabA.persist();
    expect(tabB.state.count).toBe(3);
  });

  it('reads the state again only after another tab wrote it', async () => {
    const shared = sharedStorage();
    const tabA = new MockDatabase(seedWorld, 1, shared.tab());
    const tabB = new MockDatabase(seedWorld, 1, shared.tab());
    await tabA.transaction((state) => {
      state.count = 1;
      tabA.persist();
    });
    const loads = shared.loads();
    for (let call = 0; call < 5; call += 1) void tabB.state;
    await tabB.transaction((state) => {
      state.count += 1;
      tabB.persist();
    });
    expect(shared.loads() - loads, 'one read for A’s write, none for B’s own').toBe(1);
    expect(tabA.state.count).toBe(2);
    // A state of another version (an older build in another tab) is not parsed on every call.
    shared.writeRaw(JSON.stringify({ version: 0, revision: 'old-1', state: {} }), 'old-1');
    const before = shared.loads();
    for (let call = 0; call < 3; call += 1) expect(tabA.state.count).toBe(2);
    expect(shared.loads() - before).toBe(1);
  });

  it('resets the demo for every tab, and tells each tab that another one wrote', () => {
    const shared = sharedStorage();
    const tabA = new MockDatabase(seedWorld, 1, shared.tab());
    const tabB = new MockDatabase(seedWorld, 1, shared.tab());
    tabA.state.count = 4;
    tabA.persist();
    const heard = vi.fn();
    tabA.subscribe(heard);
    tabB.reset();
    expect(tabA.state.count).toBe(0);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
