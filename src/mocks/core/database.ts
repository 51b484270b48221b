/**
 * The one stateful mock database. In the browser it survives reloads and is shared by every tab of
 * the demo (localStorage): like one server, a tab answers each call from the newest state any tab
 * wrote, and calls are answered one at a time across tabs (a Web Lock), so two tabs writing at
 * once never lose a write and a stale action meets the state machine's 409. In tests it lives in
 * memory and is reset before each test.
 */
export interface StateStorage {
  load(): string | null;
  /** `revision`: a shared storage's new revision (unique per save). */
  save(serialized: string, revision?: string): void;
  clear(): void;
  /**
   * A shared storage (one copy for several tabs): the stored state's revision, a cheap read that
   * changes with every save, so a tab can tell another tab wrote without reading the state.
   */
  revision?(): string | null;
  /** A shared storage: calls `listener` when another tab saved. */
  onForeignSave?(listener: () => void): () => void;
}

/** What `navigator.locks` offers (Web Locks, shared by the tabs of one origin). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * The demo's state in localStorage under `key`, its revision under `key.revision` (written after
 * the state, so a revision read first never names a newer state than the one read after it).
 */
export function sharedLocalStorage(key: string, target: Pick<Window, 'addEventListener' | 'removeEventListener'>) {
  const revisionKey = `${key}.revision`;
  const storage: StateStorage = {
    load: () => globalThis.localStorage?.getItem(key) ?? null,
    save: (serialized, revision) => {
      globalThis.localStorage?.setItem(key, serialized);
      globalThis.localStorage?.setItem(revisionKey, revision ?? '');
    },
    clear: () => {
      globalThis.localStorage?.removeItem(key);
      globalThis.localStorage?.removeItem(revisionKey);
    },
    revision: () => globalThis.localStorage?.getItem(revisionKey) ?? null,
    onForeignSave: (listener) => {
      // The storage event fires in the other tabs only.
      const onStorage = (event: StorageEvent) => {
        if (event.key === revisionKey) listener();
      };
      target.addEventListener('storage', onStorage);
      return () => target.removeEventListener('storage', onStorage);
    },
  };
  return storage;
}

interface Stored<S> {
  readonly version: number;
  /** Unique per save (shared storages); absent in data written before tabs shared it. */
  readonly revision?: string;
  readonly state: S;
}

export const MOCK_DB_LOCK = 'dongne.mock-db';

export interface MockDatabaseOptions {
  /** Web Locks (the browser's `navigator.locks`): calls of every tab are answered one at a time. */
  readonly locks?: LockManagerLike;
}

export class MockDatabase<S> {
  private current: S;
  private readonly listeners = new Set<() => void>();
  private writePending = false;
  /** The revision the state in memory was read at or written as (shared storages). */
  private revision: string | undefined;
  /** Inside `transaction`: a change is written when it ends, not when the page is idle. */
  private inTransaction = 0;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly seed: () => S,
    private readonly version: number,
    private readonly storage?: StateStorage,
    private readonly options: MockDatabaseOptions = {},
  ) {
    this.current = this.restore() ?? seed();
    storage?.onForeignSave?.(() => this.listeners.forEach((listener) => listener()));
  }

  /** The state; with a shared storage, the newest one any tab wrote. */
  get state(): S {
    this.catchUp();
    return this.current;
  }

  private get shared(): boolean {
    return this.storage?.revision !== undefined;
  }

  /**
   * Runs one call against the newest state, alone: no other call of any tab runs between its read
   * and its write, and what it changed is written (and seen by the other tabs) before it ends.
   * Not re-entrant: a task never starts another transaction.
   */
  transaction<T>(task: (state: S) => T | Promise<T>): Promise<T> {
    const run = async () => {
      this.inTransaction += 1;
      try {
        this.catchUp();
        return await task(this.current);
      } finally {
        this.inTransaction -= 1;
        if (this.inTransaction === 0 && this.shared) this.flush();
      }
    };
    const locks = this.options.locks;
    if (locks) return locks.request(MOCK_DB_LOCK, run);
    // Without Web Locks the calls of this page still go one at a time.
    const result = this.tail.then(run, run);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /**
   * Marks the state changed (after every successful mutating call). A shared storage is written at
   * once (at the end of the transaction), so the next call of another tab sees it; a private one
   * once the page is idle: serializing the whole database takes tens of milliseconds, and a burst
   * of calls needs one write. A page being left writes at once (see `flushOnPageHide`).
   */
  persist(): void {
    this.listeners.forEach((listener) => listener());
    if (!this.storage) return;
    if (this.shared) {
      this.writePending = true;
      if (this.inTransaction === 0) this.flush();
      return;
    }
    if (this.writePending) return;
    this.writePending = true;
    whenIdle(() => this.flush());
  }

  /** Writes a pending change now. */
  flush(): void {
    if (!this.writePending) return;
    this.writePending = false;
    const revision = this.shared ? newRevision() : undefined;
    const stored: Stored<S> = { version: this.version, ...(revision ? { revision } : {}), state: this.current };
    this.storage?.save(JSON.stringify(stored), revision);
    this.revision = revision;
  }

  /** Writes a pending change before the page unloads (a reload must find it). */
  flushOnPageHide(target: Pick<Window, 'addEventListener'>): void {
    target.addEventListener('pagehide', () => this.flush());
  }

  /** Back to the seed ("데모 데이터 초기화"); with a shared storage, for every tab. */
  reset(seed: () => S = this.seed): void {
    if (!this.shared) this.storage?.clear();
    this.current = seed();
    this.persist();
    this.flush();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads the state again when another tab wrote since this one read or wrote it. */
  private catchUp(): void {
    if (!this.shared || this.writePending) return;
    const stored = this.storage!.revision!();
    if (stored === null || stored === (this.revision ?? '')) return;
    const restored = this.restore();
    if (restored) this.current = restored;
    // A state this build cannot read (another version) is not read again on every call.
    else this.revision = stored;
  }

  private restore(): S | undefined {
    try {
      const raw = this.storage?.load();
      if (!raw) return undefined;
      const stored = JSON.parse(raw) as Stored<S>;
      if (stored.version !== this.version) return undefined;
      this.revision = stored.revision;
      return stored.state;
    } catch {
      return undefined;
    }
  }
}

let revisions = 0;
/** Unique across tabs: a random tab part and this tab's counter. */
const tabPart = Math.random().toString(36).slice(2, 10);
function newRevision(): string {
  revisions += 1;
  return `${tabPart}-${revisions}`;
}

/** Runs `task` when the page is idle (at most 1 s later); outside a browser, on the next turn. */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1_000 });
  else setTimeout(task, 0);
}
