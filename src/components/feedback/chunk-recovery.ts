/**
 * A part of a screen whose code a deploy removed (its hashed file is gone): the tab reloads once,
 * at the same address, and the new version opens it. Once per running version and tab: if the
 * reload did not help (the file is still missing), the error goes on to the screen's error state
 * ("새 버전이 나왔어요 · 새로고침"), never into a loop of reloads. A failure of the network is not
 * a deploy: it goes on as it came (다시 시도 helps there).
 */
import { STORED_VALUES } from '@/api/stored-values';
import { isChunkGone, runningEntry } from '@/lib/chunk-load';

const KEY = STORED_VALUES.chunkReload.key;

export interface RecoveryDeps {
  readonly gone: (error: unknown) => Promise<boolean>;
  readonly reload: () => void;
  readonly storage: Storage | undefined;
  readonly version: () => string;
}

const browserDeps = (): RecoveryDeps => ({
  gone: (error) => isChunkGone(error),
  reload: () => window.location.reload(),
  storage: globalThis.sessionStorage,
  version: () => runningEntry() ?? 'dev',
});

/** Notes a reload for this version; false when one was made already (or storage cannot say). */
function markReload(storage: Storage | undefined, version: string): boolean {
  try {
    if (!storage || storage.getItem(KEY) === version) return false;
    storage.setItem(KEY, version);
    return true;
  } catch {
    return false;
  }
}

/**
 * Loads a lazy part; when its file is gone for good, reloads the tab once for this version and
 * never settles (the page is going away). Otherwise the error is the caller's.
 */
export async function loadOrReloadOnce<T>(load: () => Promise<T>, deps: RecoveryDeps = browserDeps()): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!(await deps.gone(error)) || !markReload(deps.storage, deps.version())) throw error;
    deps.reload();
    return new Promise<T>(() => undefined);
  }
}
