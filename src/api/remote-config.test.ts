import { describe, expect, it, vi } from 'vitest';
import { errorReporter } from '@/lib/error-reporting';
import { mockRuntime } from '@/mocks/node';
import {
  defaultRemoteConfig,
  fetchRemoteConfig,
  loadAppRemoteConfig,
  remoteConfigRefreshMs,
  type RemoteConfig,
} from './remote-config';
import { REMOTE_CONFIG_STORAGE_KEY, deepFreeze, loadRemoteConfig } from './remote-config-load';

function sources(overrides: Partial<Parameters<typeof loadRemoteConfig<RemoteConfig>>[0]> = {}) {
  return {
    fetch: fetchRemoteConfig,
    defaults: defaultRemoteConfig,
    report: vi.fn(),
    storage: globalThis.localStorage,
    ...overrides,
  };
}

describe('remote config (spec §8, §9)', () => {
  it('answers the served config, keeps a copy, and reports nothing', async () => {
    const options = sources();
    const { config, source } = await loadRemoteConfig(options);
    expect(source).toBe('remote');
    expect(config.limits.postTitle).toMatchObject({ minLength: 2, maxLength: 30 });
    expect(JSON.parse(localStorage.getItem(REMOTE_CONFIG_STORAGE_KEY)!)).toEqual(config);
    expect(options.report).not.toHaveBeenCalled();
  });

  it('on failure reports the error and falls back to the stored copy', async () => {
    const stored = await defaultRemoteConfig();
    stored.limits.postTitle = { minLength: 3, maxLength: 20 };
    localStorage.setItem(REMOTE_CONFIG_STORAGE_KEY, JSON.stringify(stored));
    mockRuntime.faults.add({ service: 'config', offline: true, times: 1 });
    const options = sources();
    const { config, source } = await loadRemoteConfig(options);
    expect(source).toBe('stored');
    expect(config.limits.postTitle).toEqual({ minLength: 3, maxLength: 20 });
    expect(options.report).toHaveBeenCalledWith(expect.objectContaining({ status: 0 }));
  });

  it('without a stored copy (or a broken one) falls back to the schema defaults: the spec values', async () => {
    localStorage.setItem(REMOTE_CONFIG_STORAGE_KEY, '{not json');
    mockRuntime.faults.add({ operation: 'config.getRemoteConfig', status: 500, times: 1 });
    const options = sources();
    const { config, source } = await loadRemoteConfig(options);
    expect(source).toBe('defaults');
    expect(options.report).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
    expect(config.limits).toMatchObject({
      postTitle: { minLength: 2, maxLength: 30 },
      postContent: { minLength: 4, maxLength: 3000 },
      pricingPrice: { maximum: 999_999_999, message: '십억 원 이상 입력할 수 없어요.' },
      url: { maxLength: 500 },
    });
    expect(config.distances).toEqual({ walkableMaxMeters: 1500, walkingMetersPerMinute: 70, level1Meters: 5000 });
    expect(config.categoryIds).toEqual({ gallery: [1268, 224], realty: [1053, 212] });
    expect(remoteConfigRefreshMs(config)).toBe(3_600_000);
  });

  it('is deep-frozen: writes throw (ES modules are strict)', async () => {
    for (const fail of [false, true]) {
      if (fail) mockRuntime.faults.add({ service: 'config', offline: true, times: 1 });
      const config = await loadAppRemoteConfig();
      expect(() => {
        (config as { distances: { level1Meters: number } }).distances.level1Meters = 1;
      }).toThrow(TypeError);
      expect(() => {
        config.categoryIds.gallery.push(1);
      }).toThrow(TypeError);
      expect(Object.isFrozen(config.limits.postTitle)).toBe(true);
    }
  });

  it('the app loader reports failures through the error-reporting adapter', async () => {
    const report = vi.spyOn(errorReporter, 'report');
    mockRuntime.faults.add({ service: 'config', offline: true, times: 1 });
    await loadAppRemoteConfig();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ status: 0 }), { source: 'remote-config' });
    report.mockRestore();
  });

  it('refreshes every hour unless the served interval says otherwise', () => {
    expect(remoteConfigRefreshMs(undefined)).toBe(3_600_000);
    expect(remoteConfigRefreshMs({ refreshIntervalMs: 600_000 })).toBe(600_000);
    expect(Object.isFrozen(deepFreeze({ a: { b: 1 } }).a)).toBe(true);
  });
});
