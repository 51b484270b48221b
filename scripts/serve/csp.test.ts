import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configuredDsn, connectSources, contentSecurityPolicy, GENERATED_DIR, ROOT, serveFiles } from './csp';

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((entry) => entry.startsWith(`${name} `));
  return found?.split(' ').slice(1) ?? [];
}

describe('the web server’s Content-Security-Policy', () => {
  it('deploy/nginx/generated/ is what the schemas give today (run `npm run serve:config` when this fails)', () => {
    for (const [name, content] of serveFiles({ dsn: configuredDsn() })) {
      expect(readFileSync(join(GENERATED_DIR, name), 'utf8'), name).toBe(content);
    }
  });

  it('connects to exactly the console, each service host of the environment and the gateway previews', () => {
    expect(connectSources('production')).toEqual([
      "'self'",
      'https://advertising.biz-gateway.dongnemarket.com',
      'https://auth.biz-gateway.dongnemarket.com',
      'https://branch.biz-gateway.dongnemarket.com',
      'https://business-account.biz-gateway.dongnemarket.com',
      'https://chat.biz-gateway.dongnemarket.com',
      'https://config.dongnemarket.com',
      'https://coupon.biz-gateway.dongnemarket.com',
      'https://customer.biz-gateway.dongnemarket.com',
      'https://finance.biz-gateway.dongnemarket.com',
      'https://local-profile.biz-gateway.dongnemarket.com',
      'https://notice.biz-gateway.dongnemarket.com',
      'https://notification.biz-gateway.dongnemarket.com',
      'https://pickup.dongnemarket.com',
      'https://poi.biz-gateway.dongnemarket.com',
      'https://post.biz-gateway.dongnemarket.com',
      'https://reservation.biz-gateway.dongnemarket.com',
      'https://statistics.biz-gateway.dongnemarket.com',
      'https://commerce.dongnemarket.com',
      'https://expert.biz-gateway.dongnemarket.com',
      'https://*.preview.biz-gateway.dongnemarket.com',
    ]);
    // The alpha build never calls a production host.
    expect(
      connectSources('alpha').filter((source) => source.startsWith('https://') && !source.includes('.alpha.')),
    ).toEqual([]);
  });

  it('a service added to the schemas is allowed without anyone editing the server config', () => {
    const schemasDir = mkdtempSync(join(tmpdir(), 'csp-schemas-'));
    cpSync(join(ROOT, 'schemas'), schemasDir, { recursive: true });
    const coupon = readFileSync(join(schemasDir, 'openapi', 'coupon.yaml'), 'utf8');
    writeFileSync(
      join(schemasDir, 'openapi', 'loyalty.yaml'),
      coupon.replaceAll('coupon.biz-gateway', 'loyalty.biz-gateway'),
    );
    expect(connectSources('production', { schemasDir })).toContain('https://loyalty.biz-gateway.dongnemarket.com');
    expect(connectSources('production')).not.toContain('https://loyalty.biz-gateway.dongnemarket.com');
  });

  it('a GraphQL schema without a host, or a service without the environment’s server, stops the generator', () => {
    const schemasDir = mkdtempSync(join(tmpdir(), 'csp-schemas-'));
    cpSync(join(ROOT, 'schemas'), schemasDir, { recursive: true });
    writeFileSync(join(schemasDir, 'graphql', 'loyalty.graphql'), 'type Query { ok: Boolean }\n');
    expect(() => connectSources('alpha', { schemasDir })).toThrow(/loyalty\.graphql has no host/);
  });

  it('a configured DSN adds its origin to connect-src and the replay’s blob worker', () => {
    const policy = contentSecurityPolicy('production', { dsn: 'https://key@o1.ingest.sentry.io/42' });
    expect(directive(policy, 'connect-src')).toContain('https://o1.ingest.sentry.io');
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
    const without = contentSecurityPolicy('production');
    expect(without).not.toContain('sentry');
    expect(directive(without, 'worker-src')).toEqual(["'self'"]);
  });

  it('scripts only from the console itself; no framing', () => {
    const policy = contentSecurityPolicy('alpha');
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(contentSecurityPolicy('production'), 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });
});
