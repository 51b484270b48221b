/**
 * The console's Content-Security-Policy, built from the schemas: `connect-src` is the console's own
 * origin, every service host of the OpenAPI documents' `servers` and of the GraphQL endpoints for
 * the environment (with the preview deployments of gateway hosts, docs/decisions.md "Preview"), and
 * the error-reporting DSN's origin when one is configured. `npm run serve:config` writes it into the
 * nginx include `deploy/nginx/generated/csp-<environment>.conf`; scripts/serve/csp.test.ts fails
 * when that file is stale, so a new service cannot be forgotten.
 */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { loadEnv } from 'vite';
import { loadServiceDocuments } from '../codegen/load-openapi';
import { GRAPHQL_HOSTS } from '../../src/api/graphql/hosts';

export const ROOT = join(import.meta.dirname, '..', '..');
export const ENVIRONMENTS = ['production', 'alpha'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export interface ServiceHost {
  readonly service: string;
  readonly origin: string;
  /** Behind the business gateway: `?preview=<name>` may move it to `<service>.<name>.preview.…`. */
  readonly gateway: boolean;
}

interface ServerObject {
  readonly url: string;
  readonly 'x-environment'?: string;
  readonly 'x-gateway'?: boolean;
}

/** Every service host of one environment: the OpenAPI `servers`, then the GraphQL endpoints. */
export function serviceHosts(environment: Environment, schemasDir = join(ROOT, 'schemas')): ServiceHost[] {
  const hosts: ServiceHost[] = [];
  for (const { name, doc } of loadServiceDocuments(join(schemasDir, 'openapi'))) {
    const servers = (doc.servers ?? []) as unknown as ServerObject[];
    const server = servers.find((candidate) => candidate['x-environment'] === environment);
    if (!server) throw new Error(`schemas/openapi/${name}.yaml has no server for ${environment}`);
    hosts.push({ service: name, origin: new URL(server.url).origin, gateway: server['x-gateway'] === true });
  }
  const graphqlHosts: Readonly<Record<string, Record<Environment, string>>> = GRAPHQL_HOSTS;
  for (const file of readdirSync(join(schemasDir, 'graphql'))
    .filter((name) => name.endsWith('.graphql'))
    .sort()) {
    const name = basename(file, '.graphql');
    const url = graphqlHosts[name]?.[environment];
    if (!url) throw new Error(`schemas/graphql/${file} has no host in src/api/graphql/hosts.ts for ${environment}`);
    // The GraphQL clients take no preview host (src/api/graphql/endpoints.ts).
    hosts.push({ service: `${name} (GraphQL)`, origin: new URL(url).origin, gateway: false });
  }
  return hosts;
}

/** `https://*.preview.biz-gateway.…`: a CSP wildcard covers every `<service>.<name>.preview.` host. */
function previewSource(origin: string): string {
  const url = new URL(origin);
  const [, ...rest] = url.hostname.split('.');
  return `${url.protocol}//*.preview.${rest.join('.')}`;
}

export interface PolicyOptions {
  /** The error-reporting DSN: its origin may be called. */
  readonly dsn?: string;
  /** Where the schemas are (tests point it at a copy). */
  readonly schemasDir?: string;
  /**
   * A demo build served by scripts/serve/nginx.ts: its in-page mock backend checks requests with
   * schemas compiled by ajv (src/mocks/core/validation.ts), which needs `'unsafe-eval'`. Never
   * deployed: deploy/nginx/generated/ holds the production and alpha policies only.
   */
  readonly demo?: boolean;
}

export function connectSources(environment: Environment, options: PolicyOptions = {}): string[] {
  const hosts = serviceHosts(environment, options.schemasDir);
  const sources = new Set<string>(["'self'"]);
  for (const host of hosts) sources.add(host.origin);
  for (const host of hosts) if (host.gateway) sources.add(previewSource(host.origin));
  if (options.dsn) sources.add(new URL(options.dsn).origin);
  return [...sources];
}

/**
 * The whole policy. Scripts come only from the console's origin, and never from a string: no
 * `'unsafe-eval'` (the engine forms' checks are compiled at codegen, schemas known only at run
 * time are read by a validator that generates no code: src/engine/form/load-validator.ts). Styles allow `'unsafe-inline'`: antd's CSS-in-JS takes a nonce, but @rc-component/portal's
 * scroll locker (every Modal and Drawer) and the scrollbar measure insert `<style>` elements
 * without one (docs/decisions.md "Content-Security-Policy").
 */
export function contentSecurityPolicy(environment: Environment, options: PolicyOptions = {}): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(options.demo ? ["'unsafe-eval'"] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['media-src', "'self'", 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', ...connectSources(environment, options)],
    // The mock backend's service worker and the spreadsheet reader; Sentry's replay compresses in a blob worker.
    ['worker-src', "'self'", ...(options.dsn ? ['blob:'] : [])],
    ['frame-src', "'none'"],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The nginx include: sets `$console_csp`, which deploy/nginx/console.conf sends on every answer. */
export function nginxCspInclude(environment: Environment, options: PolicyOptions = {}): string {
  const hosts = serviceHosts(environment, options.schemasDir);
  return [
    '# GENERATED by `npm run serve:config` from schemas/openapi/*.yaml `servers`, src/api/graphql/hosts.ts',
    '# and VITE_SENTRY_DSN. Do not edit: scripts/serve/csp.test.ts fails when this file is stale.',
    `# Services (${environment}): ${hosts.map((host) => host.service).join(', ')}`,
    `set $console_csp "${contentSecurityPolicy(environment, options)}";`,
    '',
  ].join('\n');
}

export const GENERATED_DIR = join(ROOT, 'deploy', 'nginx', 'generated');

/** The error-reporting DSN the production build takes (`.env`, `.env.production`, the shell). */
export function configuredDsn(): string | undefined {
  return loadEnv('production', ROOT, 'VITE_').VITE_SENTRY_DSN || undefined;
}

/** Every generated nginx include, by file name inside deploy/nginx/generated/. */
export function serveFiles(options: PolicyOptions = { dsn: configuredDsn() }): Map<string, string> {
  return new Map(ENVIRONMENTS.map((environment) => [`csp-${environment}.conf`, nginxCspInclude(environment, options)]));
}
