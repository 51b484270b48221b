/**
 * A new person starts from nothing (issue 38), as react-admin's logout resets its store: on
 * sign-out, on every sign-in and when a session ends by itself, the whole query cache goes (every
 * key is the person's, api/query-keys.ts) together with the person's stored values (drafts, last
 * choices, this tab's scroll positions and board acknowledgements: stored-values.ts). Without it
 * the next person on a shared shop PC, signing in on the same tab, was let into the previous
 * person's accounts from the cached list and shown their orders and settlement before any refetch.
 */
import type { QueryClient } from '@tanstack/react-query';
import { renewKeyPerson } from '../session';
import { clearPersonalValues } from '../stored-values';

export function startFromNothing(queryClient: QueryClient | undefined): void {
  if (queryClient) {
    // Answers still on their way belong to the previous person: they must not land in the cache.
    void queryClient.cancelQueries();
    queryClient.clear();
  }
  clearPersonalValues();
  forgetPersonState();
  renewKeyPerson();
}

const forgetters = new Set<() => void>();

/**
 * What a screen keeps of the person in this tab's memory, outside the query cache (a memo typed but
 * not saved, the address a list was left at), registers here how to forget it: a new person on the
 * same tab must not find it.
 */
export function forgetOnNewPerson(forget: () => void): void {
  forgetters.add(forget);
}

/** Forgets every registered in-memory state of the person (also between tests). */
export function forgetPersonState(): void {
  forgetters.forEach((forget) => forget());
}
