import type { Limits, LimitRule } from '@/lib/schema-rules';
import { catalogEntry } from '../../core/catalog';
import { sampleFromSchema } from '../../core/sample';
import type { components } from '@generated/openapi/config';

export type RemoteConfig = components['schemas']['RemoteConfig'];

/** Remote-config overrides a test or the dev panel set; the rest are the schema's spec defaults. */
export interface ConfigState {
  limitOverrides: Record<string, LimitRule>;
}

export function seedConfig(): ConfigState {
  return { limitOverrides: {} };
}

/** The remote config the mock serves: spec defaults (schema `default`s) plus overrides. */
export async function remoteConfigOf(state: ConfigState): Promise<RemoteConfig> {
  const schema = (await catalogEntry('config.getRemoteConfig')).detail.responses['200']!;
  const defaults = (sampleFromSchema(schema) as { data: RemoteConfig }).data;
  const limits: Record<string, LimitRule> = { ...defaults.limits };
  for (const [key, override] of Object.entries(state.limitOverrides)) limits[key] = { ...limits[key], ...override };
  return { ...defaults, limits: limits as RemoteConfig['limits'] };
}

export async function limitsOf(state: ConfigState): Promise<Limits> {
  return (await remoteConfigOf(state)).limits;
}
