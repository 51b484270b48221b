/**
 * Remote config (`GET /api/v1/parameters`): fetched at start and every hour. Until it arrives, or
 * when it fails, fields keep the limits written in the schemas (the spec's fallback values).
 */
import { useQuery } from '@tanstack/react-query';
import type { components } from '@generated/openapi/config';
import type { Limits } from '@/lib/schema-rules';
import { client } from './clients';

export type RemoteConfig = components['schemas']['RemoteConfig'];

export const REMOTE_CONFIG_REFRESH_MS = 3_600_000;

export const remoteConfigQueryKey = ['config', 'getRemoteConfig', 'remote-config'] as const;

export async function fetchRemoteConfig(): Promise<RemoteConfig> {
  const { data } = await client('config').GET('/api/v1/parameters');
  if (!data) throw new Error('Remote config answered without a body');
  return data.data;
}

export function useRemoteConfig() {
  return useQuery({
    queryKey: remoteConfigQueryKey,
    queryFn: fetchRemoteConfig,
    staleTime: REMOTE_CONFIG_REFRESH_MS,
    refetchInterval: REMOTE_CONFIG_REFRESH_MS,
    retry: 1,
  });
}

const NO_LIMITS: Limits = {};

/** Limits by remote-config key, for `applyLimits`; empty (schema values apply) until loaded. */
export function useLimits(): Limits {
  return (useRemoteConfig().data?.limits as Limits | undefined) ?? NO_LIMITS;
}
