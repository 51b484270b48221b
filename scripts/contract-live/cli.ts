/** The command line of `npm run contract:live`. */
import { parseArgs } from 'node:util';

export const USAGE = `npm run contract:live -- --service <name>[,<name>…] --host <url> [options]

  --service   a service of schemas/openapi (coupon, pickup, …), several comma-separated, or "all"
  --host      base URL the operation paths are appended to (https://coupon.biz-gateway.alpha.dongnemarket.com);
              "alpha" or "production" takes each service's host from its schema
  --account   business account id: the Account-Id header and every account-bound parameter
              (env CONTRACT_LIVE_ACCOUNT)
  --token     access token, sent as x-auth-token like the console does (env CONTRACT_LIVE_TOKEN)
  --header    "Name: value", any further request header (repeatable)
  --allow-errors  exit 0 when answers are error statuses (drift still fails)
  --timeout   milliseconds per call (default 15000)`;

export interface CliOptions {
  readonly services: readonly string[];
  readonly host: string;
  readonly account?: string | undefined;
  readonly token?: string | undefined;
  readonly headers: Readonly<Record<string, string>>;
  readonly allowErrors: boolean;
  readonly timeoutMs: number;
}

export function parseCli(
  argv: readonly string[],
  knownServices: readonly string[],
  environment: Readonly<Record<string, string | undefined>> = {},
): CliOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      service: { type: 'string', multiple: true },
      host: { type: 'string' },
      account: { type: 'string' },
      token: { type: 'string' },
      header: { type: 'string', multiple: true },
      'allow-errors': { type: 'boolean', default: false },
      timeout: { type: 'string' },
    },
    strict: true,
  });
  const named = (values.service ?? []).flatMap((value) => value.split(',')).map((value) => value.trim());
  if (named.length === 0) throw new Error('--service is required');
  const services = named.includes('all') ? [...knownServices] : named;
  const unknown = services.filter((name) => !knownServices.includes(name));
  if (unknown.length > 0) throw new Error(`unknown service ${unknown.join(', ')} (known: ${knownServices.join(', ')})`);
  if (!values.host) throw new Error('--host is required');
  if (!['alpha', 'production'].includes(values.host)) new URL(values.host); // throws on a malformed URL
  if (services.length > 1 && !['alpha', 'production'].includes(values.host))
    throw new Error('several services need --host alpha or --host production (one host per service)');
  const headers: Record<string, string> = {};
  for (const header of values.header ?? []) {
    const colon = header.indexOf(':');
    if (colon <= 0) throw new Error(`--header "${header}" is not "Name: value"`);
    headers[header.slice(0, colon).trim()] = header.slice(colon + 1).trim();
  }
  const timeoutMs = Number(values.timeout ?? 15_000);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new Error('--timeout must be a positive number');
  return {
    services,
    host: values.host,
    account: values.account ?? environment.CONTRACT_LIVE_ACCOUNT,
    token: values.token ?? environment.CONTRACT_LIVE_TOKEN,
    headers,
    allowErrors: values['allow-errors'],
    timeoutMs,
  };
}
