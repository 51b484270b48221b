/**
 * Build-time environment, read and checked once at start-up. `VITE_*` values come from `.env`,
 * `.env.demo` (npm start, demo build, e2e) or the shell.
 */
export type Environment = 'production' | 'alpha';

export interface AppEnv {
  /** Which backend hosts the typed clients call. */
  readonly environment: Environment;
  /** Answer every call from the in-browser mock backend (msw). */
  readonly mock: boolean;
  /** Per-service base-URL overrides, from `VITE_HOST_<SERVICE>` (e.g. VITE_HOST_COUPON). */
  readonly hostOverrides: Readonly<Record<string, string>>;
}

export function readEnv(source: Record<string, string | boolean | undefined>): AppEnv {
  const environment = String(source.VITE_ENVIRONMENT ?? 'alpha');
  if (environment !== 'production' && environment !== 'alpha') {
    throw new Error(`VITE_ENVIRONMENT must be "production" or "alpha", got "${environment}"`);
  }
  const hostOverrides: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    const match = /^VITE_HOST_([A-Z_]+)$/.exec(key);
    if (match && typeof value === 'string' && value) {
      hostOverrides[match[1]!.toLowerCase().replace(/_/g, '-')] = value.replace(/\/$/, '');
    }
  }
  return Object.freeze({
    environment,
    mock: String(source.VITE_MOCK) === 'true',
    hostOverrides: Object.freeze(hostOverrides),
  });
}

export const env: AppEnv = readEnv(import.meta.env);
