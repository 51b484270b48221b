/**
 * The one stateful mock database. In the browser it survives reloads (localStorage); in tests it
 * lives in memory and is reset before each test.
 */
export interface StateStorage {
  load(): string | null;
  save(serialized: string): void;
  clear(): void;
}

export function localStorageAdapter(key: string): StateStorage {
  return {
    load: () => globalThis.localStorage?.getItem(key) ?? null,
    save: (serialized) => globalThis.localStorage?.setItem(key, serialized),
    clear: () => globalThis.localStorage?.removeItem(key),
  };
}

interface Stored<S> {
  readonly version: number;
  readonly state: S;
}

export class MockDatabase<S> {
  private current: S;
  private readonly listeners = new Set<() => void>();
  private writePending = false;

  constructor(
    private readonly seed: () => S,
    private readonly version: number,
    private readonly storage?: StateStorage,
  ) {
    this.current = this.restore() ?? seed();
  }

  get state(): S {
    return this.current;
  }

  /**
   * Marks the state changed (after every successful mutating call) and writes it to storage once
   * the page is idle: serializing the whole database takes tens of milliseconds, and a burst of
   * calls needs one write. A page being left writes at once (see `flushOnPageHide`).
   */
  persist(): void {
    this.listeners.forEach((listener) => listener());
    if (!this.storage || this.writePending) return;
    this.writePending = true;
    whenIdle(() => this.flush());
  }

  /** Writes a pending change now. */
  flush(): void {
    if (!this.writePending) return;
    this.writePending = false;
    this.storage?.save(JSON.stringify({ version: this.version, state: this.current } satisfies Stored<S>));
  }

  /** Writes a pending change before the page unloads (a reload must find it). */
  flushOnPageHide(target: Pick<Window, 'addEventListener'>): void {
    target.addEventListener('pagehide', () => this.flush());
  }

  /** Back to the seed ("데모 데이터 초기화"). */
  reset(seed: () => S = this.seed): void {
    this.storage?.clear();
    this.current = seed();
    this.persist();
    this.flush();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private restore(): S | undefined {
    try {
      const raw = this.storage?.load();
      if (!raw) return undefined;
      const stored = JSON.parse(raw) as Stored<S>;
      return stored.version === this.version ? stored.state : undefined;
    } catch {
      return undefined;
    }
  }
}

/** Runs `task` when the page is idle (at most 1 s later); outside a browser, on the next turn. */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1_000 });
  else setTimeout(task, 0);
}
