/** A lazy part whose file a deploy removed reloads the tab once per version, never in a loop (issue 41). */
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/testing/memory-storage';
import { loadOrReloadOnce, type RecoveryDeps } from './chunk-recovery';

const gone = new TypeError('Failed to fetch dynamically imported module: https://biz.example/assets/Panel-1a2b.js');

function deps(isGone: boolean, storage: Storage = new MemoryStorage(), version = '/assets/index-old.js') {
  const reloads: string[] = [];
  const made: RecoveryDeps = {
    gone: () => Promise.resolve(isGone),
    reload: () => void reloads.push(version),
    storage,
    version: () => version,
  };
  return { made, reloads, storage };
}

const settledWithin = <T>(promise: Promise<T>, ms = 50) =>
  Promise.race([
    promise.then(
      () => 'settled',
      () => 'failed',
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), ms)),
  ]);

describe('a lazy part that does not load', () => {
  it('loads as usual when its file is there', async () => {
    const { made, reloads } = deps(true);
    await expect(loadOrReloadOnce(() => Promise.resolve('panel'), made)).resolves.toBe('panel');
    expect(reloads).toEqual([]);
  });

  it('reloads once when a deploy removed its file, and the page waits for the reload', async () => {
    const { made, reloads } = deps(true);
    expect(await settledWithin(loadOrReloadOnce(() => Promise.reject(gone), made))).toBe('pending');
    expect(reloads).toEqual(['/assets/index-old.js']);
  });

  it('does not reload twice for the same version: the error state speaks then', async () => {
    const storage = new MemoryStorage();
    const first = deps(true, storage);
    void loadOrReloadOnce(() => Promise.reject(gone), first.made);
    await Promise.resolve();
    await Promise.resolve();
    const again = deps(true, storage);
    await expect(loadOrReloadOnce(() => Promise.reject(gone), again.made)).rejects.toBe(gone);
    expect(again.reloads).toEqual([]);
    // A newer version whose file is gone in turn may reload once more.
    const newer = deps(true, storage, '/assets/index-new.js');
    expect(await settledWithin(loadOrReloadOnce(() => Promise.reject(gone), newer.made))).toBe('pending');
    expect(newer.reloads).toEqual(['/assets/index-new.js']);
  });

  it('a network failure is not a deploy: no reload, the error goes on (다시 시도)', async () => {
    const { made, reloads } = deps(false);
    await expect(loadOrReloadOnce(() => Promise.reject(gone), made)).rejects.toBe(gone);
    expect(reloads).toEqual([]);
  });
});
