import { describe, expect, it, vi } from 'vitest';
import { MockDatabase, type StateStorage } from './database';

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
