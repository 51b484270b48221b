/**
 * What is typed into an inline field (a customer's memo), kept outside the component by record and
 * field: a remount of the detail view (a refetch that fails and comes back, a layout that moves the
 * field to another row, a parent re-suspending) shows the same text, its error and its busy save.
 * A draft ends when it is saved, cancelled, or left on purpose through the unsaved-changes question.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { forgetOnNewPerson } from '@/api/data/session-reset';

export interface InlineDraft {
  /** The text typed; `undefined` shows the saved value. */
  readonly text?: string | undefined;
  readonly error?: string | undefined;
  readonly saving?: boolean;
}

const EMPTY: InlineDraft = {};

export class InlineDrafts {
  private readonly drafts = new Map<string, InlineDraft>();
  private readonly listeners = new Set<() => void>();

  get(key: string): InlineDraft {
    return this.drafts.get(key) ?? EMPTY;
  }

  /** Changes part of a draft; an entry with nothing left in it is dropped. */
  update(key: string, change: Partial<InlineDraft>): void {
    const next = { ...this.get(key), ...change };
    if (next.text === undefined && next.error === undefined && !next.saving) this.drafts.delete(key);
    else this.drafts.set(key, next);
    this.listeners.forEach((listener) => listener());
  }

  /** Every draft gone (a new person on this tab). */
  clearAll(): void {
    if (this.drafts.size === 0) return;
    this.drafts.clear();
    this.listeners.forEach((listener) => listener());
  }

  clear(key: string): void {
    if (!this.drafts.has(key)) return;
    this.drafts.delete(key);
    this.listeners.forEach((listener) => listener());
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export const inlineDrafts = new InlineDrafts();
forgetOnNewPerson(() => inlineDrafts.clearAll());

/** The key of one field of one record of one account, for one saving call. */
export function inlineDraftKey(operation: string, account: string | undefined, path: unknown, field: string): string {
  return JSON.stringify([operation, account ?? null, path ?? null, field]);
}

export function useInlineDraft(key: string, store: InlineDrafts = inlineDrafts) {
  const draft = useSyncExternalStore(
    store.subscribe,
    () => store.get(key),
    () => store.get(key),
  );
  const update = useCallback((change: Partial<InlineDraft>) => store.update(key, change), [store, key]);
  const clear = useCallback(() => store.clear(key), [store, key]);
  const current = useCallback(() => store.get(key), [store, key]);
  return { draft, current, update, clear };
}
