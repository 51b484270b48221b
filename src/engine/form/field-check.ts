/**
 * One field's as-you-type server check, without React: a value is asked about only after the
 * user pauses (debounce), a newer value cancels the older question, and an answer that arrives for
 * a value the field no longer holds is ignored (stale answers never overwrite the current state).
 */

export type FieldCheckState =
  /** Nothing to say (empty value, or the record's own value). */
  | { readonly kind: 'idle' }
  /** Waiting for the pause or the answer. */
  | { readonly kind: 'checking'; readonly value: string }
  | { readonly kind: 'passed'; readonly value: string }
  | { readonly kind: 'failed'; readonly value: string; readonly message: string }
  /** The check itself failed (network, server): the save decides. */
  | { readonly kind: 'unknown'; readonly value: string };

export interface FieldCheckerOptions {
  /** Milliseconds of quiet before asking. */
  readonly delay: number;
  /** Asks the server; undefined message = the value passes. */
  readonly ask: (value: string, signal: AbortSignal) => Promise<string | undefined>;
  readonly onState: (state: FieldCheckState) => void;
}

export interface FieldChecker {
  /** The field now holds `value` (undefined: nothing to ask). */
  update(value: string | undefined): void;
  dispose(): void;
}

export const FIELD_CHECK_DELAY = 400;

export function createFieldChecker({ delay, ask, onState }: FieldCheckerOptions): FieldChecker {
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let current: string | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };

  return {
    update(value) {
      if (value === current) return;
      current = value;
      generation += 1;
      cancel();
      if (value === undefined) {
        onState({ kind: 'idle' });
        return;
      }
      const mine = generation;
      onState({ kind: 'checking', value });
      timer = setTimeout(() => {
        timer = undefined;
        const own = new AbortController();
        controller = own;
        ask(value, own.signal).then(
          (message) => {
            if (mine !== generation) return;
            onState(message === undefined ? { kind: 'passed', value } : { kind: 'failed', value, message });
          },
          () => {
            if (mine !== generation) return;
            onState({ kind: 'unknown', value });
          },
        );
      }, delay);
    },
    dispose() {
      generation += 1;
      cancel();
    },
  };
}
