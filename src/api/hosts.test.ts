import { describe, expect, it } from 'vitest';
import { readEnv } from '@/config/env';
import { baseUrlFor, previewName, serviceForUrl, toPreviewHost } from './hosts';

const alpha = readEnv({ VITE_ENVIRONMENT: 'alpha' });
const production = readEnv({ VITE_ENVIRONMENT: 'production', VITE_HOST_PICKUP: 'https://pickup.example.test/' });

describe('hosts', () => {
  it('picks the host of the environment, unless configuration overrides it', () => {
    expect(baseUrlFor('coupon', alpha, undefined)).toBe('https://coupon.biz-gateway.alpha.dongnemarket.com');
    expect(baseUrlFor('coupon', production, undefined)).toBe('https://coupon.biz-gateway.dongnemarket.com');
    expect(baseUrlFor('pickup', production, undefined)).toBe('https://pickup.example.test');
  });

  it('moves gateway hosts (only) to a preview deployment named by the preview query', () => {
    expect(previewName('?preview=pr-42')).toBe('pr-42');
    expect(previewName('?preview=../evil')).toBeUndefined();
    expect(baseUrlFor('coupon', alpha, 'pr-42')).toBe(
      'https://coupon.pr-42.preview.biz-gateway.alpha.dongnemarket.com',
    );
    expect(baseUrlFor('pickup', alpha, 'pr-42')).toBe('https://pickup.alpha.dongnemarket.com');
    expect(toPreviewHost('https://a.b.c', 'x')).toBe('https://a.x.preview.b.c');
  });

  it('knows which service a URL belongs to, for every environment, override and preview', () => {
    expect(
      serviceForUrl('https://coupon.pr-7.preview.biz-gateway.alpha.dongnemarket.com/api/v1/coupon_boxes', alpha),
    ).toBe('coupon');
    expect(serviceForUrl('https://pickup.example.test/api/v1/menus', production)).toBe('pickup');
    expect(serviceForUrl('https://config.dongnemarket.com/api/v1/parameters', alpha)).toBe('config');
    expect(serviceForUrl('https://example.com/', alpha)).toBeUndefined();
  });

  it('refuses an unknown environment at start-up', () => {
    expect(() => readEnv({ VITE_ENVIRONMENT: 'staging' })).toThrow(/VITE_ENVIRONMENT/);
  });
});
