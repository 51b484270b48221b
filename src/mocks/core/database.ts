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

  /** Writes the current state to storage (after every successful mutating call). */
  persist(): void {
    this.storage?.save(JSON.stringify({ version: this.version, state: this.current } satisfies Stored<S>));
    this.listeners.forEach((listener) => listener());
  }

  /** Back to the seed ("데모 데이터 초기화"). */
  reset(seed: () => S = this.seed): void {
    this.storage?.clear();
    this.current = seed();
    this.persist();
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
