/**
 * Remote config (`GET /api/v1/parameters`): fetched at start and every hour (the served
 * `refreshIntervalMs` may change that). A failed fetch is reported and falls back to the stored
 * copy, then to the schema defaults (the spec's fallback values); the answer is read-only.
 */
import { useQuery } from '@tanstack/react-query';
import type { components } from '@generated/openapi/config';
import { reportError } from '@/lib/error-reporting';
import type { Limits } from '@/lib/schema-rules';
import { client } from './clients';
import { getOperationDetail } from './operations';
import { loadRemoteConfig, schemaDefaults } from './remote-config-load';

export type RemoteConfig = components['schemas']['RemoteConfig'];

export const REMOTE_CONFIG_REFRESH_MS = 3_600_000;

export const remoteConfigQueryKey = ['config', 'getRemoteConfig', 'remote-config'] as const;

export async function fetchRemoteConfig(): Promise<RemoteConfig> {
  const { data } = await client('config').GET('/api/v1/parameters');
  if (!data) throw new Error('Remote config answered without a body');
  return data.data;
}

/** The config the schema's `default`s describe (spec §5 fallback limits, §9 constants). */
export async function defaultRemoteConfig(): Promise<RemoteConfig> {
  const detail = await getOperationDetail('config.getRemoteConfig');
  return (schemaDefaults(detail.responses['200']) as { data: RemoteConfig }).data;
}

/** The remote config, never failing: served, else stored, else defaults; deep-frozen. */
export async function loadAppRemoteConfig(): Promise<Readonly<RemoteConfig>> {
  const { config } = await loadRemoteConfig<RemoteConfig>({
    fetch: fetchRemoteConfig,
    defaults: defaultRemoteConfig,
    report: (error) => reportError(error, { source: 'remote-config' }),
    storage: globalThis.localStorage,
  });
  return config;
}

export function remoteConfigRefreshMs(config: Pick<RemoteConfig, 'refreshIntervalMs'> | undefined): number {
  return config?.refreshIntervalMs ?? REMOTE_CONFIG_REFRESH_MS;
}

/** The remote config's one query definition: the root route starts it, `useRemoteConfig` reads it. */
export const remoteConfigQuery = {
  queryKey: remoteConfigQueryKey,
  queryFn: loadAppRemoteConfig,
  staleTime: (query: { state: { data: RemoteConfig | undefined } }) => remoteConfigRefreshMs(query.state.data),
  retry: false,
} as const;

export function useRemoteConfig() {
  return useQuery({
    ...remoteConfigQuery,
    refetchInterval: (query) => remoteConfigRefreshMs(query.state.data),
  });
}

const NO_LIMITS: Limits = {};

/** Limits by remote-config key, for `applyLimits`; empty (schema values apply) until loaded. */
export function useLimits(): Limits {
  return (useRemoteConfig().data?.limits as Limits | undefined) ?? NO_LIMITS;
}
