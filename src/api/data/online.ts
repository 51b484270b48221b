/**
 * Whether the device says it has a connection (TanStack Query's `onlineManager`, which listens to
 * the browser's `online` / `offline`). Without one the polls wait for it instead of failing, and
 * they go out again the moment it is back (`refetchOnReconnect`).
 */
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** Calls back when the device's connection comes or goes; returns the unsubscribe. */
export const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(onChange);

export const isOnline = (): boolean => onlineManager.isOnline();

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
