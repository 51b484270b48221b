/**
 * Toasts (spec 000 §9): shown for 3 s, or 5 s when the text is longer than 30 characters, slide in
 * and out in 200 ms, stack at the bottom left. Any code may call `toast.success(…)`.
 */
export type ToastVariant = 'success' | 'info' | 'warning' | 'error';

export interface ToastItem {
  readonly id: number;
  readonly text: string;
  readonly variant: ToastVariant;
  /** `leaving` while the slide-out runs, then the toast is removed. */
  readonly leaving: boolean;
}

export const TOAST_SLIDE_MS = 200;

export function displayTimeOf(text: string): number {
  return text.length > 30 ? 5000 : 3000;
}

export class ToastStore {
  private items: readonly ToastItem[] = [];
  private nextId = 1;
  private readonly listeners = new Set<() => void>();

  show(text: string, variant: ToastVariant = 'info'): number {
    const id = this.nextId++;
    this.set([...this.items, { id, text, variant, leaving: false }]);
    setTimeout(() => this.dismiss(id), displayTimeOf(text));
    return id;
  }

  dismiss(id: number): void {
    if (!this.items.some((item) => item.id === id && !item.leaving)) return;
    this.set(this.items.map((item) => (item.id === id ? { ...item, leaving: true } : item)));
    setTimeout(() => this.set(this.items.filter((item) => item.id !== id)), TOAST_SLIDE_MS);
  }

  /** Removes every toast at once (tests, sign-out). */
  clear(): void {
    this.set([]);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): readonly ToastItem[] => this.items;

  private set(items: readonly ToastItem[]): void {
    this.items = items;
    this.listeners.forEach((listener) => listener());
  }
}

export const toastStore = new ToastStore();

export const toast = {
  success: (text: string) => toastStore.show(text, 'success'),
  info: (text: string) => toastStore.show(text, 'info'),
  warning: (text: string) => toastStore.show(text, 'warning'),
  error: (text: string) => toastStore.show(text, 'error'),
};
