/**
 * Loading the remote config (spec 000 §8): the served config when the call succeeds (and it is
 * kept in localStorage); on failure the error is reported and the stored copy is used, else the
 * schema defaults (the spec's fallback values). Whatever is answered is deep-frozen: writing to
 * it throws in strict mode.
 */
import { STORED_VALUES } from '@/api/stored-values';
export const REMOTE_CONFIG_STORAGE_KEY = STORED_VALUES.remoteConfig.key;

export interface RemoteConfigShape {
  readonly limits: object;
  readonly distances: object;
  readonly categoryIds: object;
  readonly refreshIntervalMs?: number;
}

export interface RemoteConfigSources<T extends RemoteConfigShape> {
  readonly fetch: () => Promise<T>;
  readonly defaults: () => Promise<T> | T;
  readonly report: (error: unknown) => void;
  readonly storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

export type RemoteConfigSource = 'remote' | 'stored' | 'defaults';

export async function loadRemoteConfig<T extends RemoteConfigShape>(
  sources: RemoteConfigSources<T>,
): Promise<{ readonly config: Readonly<T>; readonly source: RemoteConfigSource }> {
  const storage = sources.storage;
  try {
    const config = await sources.fetch();
    try {
      storage?.setItem(REMOTE_CONFIG_STORAGE_KEY, JSON.stringify(config));
    } catch {
      // Storage full or disabled: the next failure falls back to the defaults.
    }
    return { config: deepFreeze(config), source: 'remote' };
  } catch (error) {
    sources.report(error);
  }
  const stored = readStored<T>(storage);
  if (stored) return { config: deepFreeze(stored), source: 'stored' };
  return { config: deepFreeze(structuredClone(await sources.defaults())), source: 'defaults' };
}

function readStored<T extends RemoteConfigShape>(storage: RemoteConfigSources<T>['storage']): T | undefined {
  try {
    const text = storage?.getItem(REMOTE_CONFIG_STORAGE_KEY);
    if (!text) return undefined;
    const parsed = JSON.parse(text) as Partial<RemoteConfigShape> | null;
    const isObject = (value: unknown) => typeof value === 'object' && value !== null;
    return parsed && isObject(parsed.limits) && isObject(parsed.distances) && isObject(parsed.categoryIds)
      ? (parsed as T)
      : undefined;
  } catch {
    return undefined;
  }
}

export function deepFreeze<T>(value: T): Readonly<T> {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The value a JSON Schema describes by its `default`s (objects are built from their properties). */
export function schemaDefaults(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const node = schema as { default?: unknown; properties?: Record<string, unknown>; allOf?: unknown[] };
  if (node.default !== undefined) return structuredClone(node.default);
  if (node.properties) {
    const result: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(node.properties)) {
      const value = schemaDefaults(property);
      if (value !== undefined) result[name] = value;
    }
    return result;
  }
  for (const part of node.allOf ?? []) {
    const value = schemaDefaults(part);
    if (value !== undefined) return value;
  }
  return undefined;
}
