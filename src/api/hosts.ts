/**
 * Base URL of each service: the schema's host for the current environment, unless overridden by
 * configuration; the `preview` query parameter moves gateway hosts to a preview deployment
 * (`coupon.biz-gateway…` → `coupon.<name>.preview.biz-gateway…`, see docs/decisions.md).
 */
import { services, type ServiceName } from '@generated/openapi';
import type { AppEnv } from '@/config/env';

const PREVIEW_NAME = /^[a-z0-9][a-z0-9-]{0,40}$/;

export function previewName(search = globalThis.location?.search ?? ''): string | undefined {
  const value = new URLSearchParams(search).get('preview');
  return value && PREVIEW_NAME.test(value) ? value : undefined;
}

export function baseUrlFor(service: ServiceName, appEnv: AppEnv, preview = previewName()): string {
  const override = appEnv.hostOverrides[service];
  if (override) return override;
  const host = services[service].hosts[appEnv.environment];
  return host.gateway && preview ? toPreviewHost(host.url, preview) : host.url;
}

export function toPreviewHost(url: string, preview: string): string {
  const parsed = new URL(url);
  const [first, ...rest] = parsed.hostname.split('.');
  parsed.hostname = [first, preview, 'preview', ...rest].join('.');
  return parsed.origin;
}

/** Which service a URL belongs to, for every environment, override and preview host. */
export function serviceForUrl(url: string, appEnv: AppEnv): ServiceName | undefined {
  const { origin, hostname } = new URL(url);
  const withoutPreview = hostname.replace(/^([^.]+)\.[a-z0-9-]+\.preview\./, '$1.');
  for (const name of Object.keys(services) as ServiceName[]) {
    if (appEnv.hostOverrides[name] === origin) return name;
    const hosts: Record<string, { readonly url: string; readonly gateway: boolean }> = services[name].hosts;
    for (const host of Object.values(hosts)) {
      const known = new URL(host.url).hostname;
      if (known === hostname || (host.gateway && known === withoutPreview)) return name;
    }
  }
  return undefined;
}
