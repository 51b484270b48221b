import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, errorReporter, errorReportingSettings, isIgnoredError } from './error-reporting';

describe('error reporting (spec §8, §9)', () => {
  it('uses the spec settings', () => {
    expect(errorReportingSettings).toEqual({
      tracesSampleRate: 0,
      replaysOnErrorSampleRate: 1,
      release: 'webclient 1.0.3',
    });
  });

  it.each([
    ['Request failed with status code 401', true],
    ['TypeError: Failed to fetch', true],
    ['failed to fetch dynamically imported module', true],
    ['Network Error', true],
    ['NETWORK ERROR while loading', true],
    ['abort route change', true],
    ['Abort Route Change', true],
    ['Response returned an error code', false],
    ['Cannot read properties of undefined', false],
    ['status 4010 is odd', true],
  ])('"%s" ignored: %s', (message, ignored) => {
    expect(isIgnoredError(new Error(message))).toBe(ignored);
    expect(isIgnoredError(message)).toBe(ignored);
  });

  it('ignores an error carrying status 401', () => {
    expect(isIgnoredError(Object.assign(new Error('Response returned an error code'), { status: 401 }))).toBe(true);
  });

  it('sends a report with the settings through the transport', async () => {
    const transport = vi.fn();
    const reporter = createErrorReporter({ dsn: 'https://errors.example/1', transport, now: () => new Date(0) });
    expect(await reporter.report(new TypeError('boom'), { where: 'remote-config' })).toBe(true);
    expect(transport).toHaveBeenCalledWith(
      'https://errors.example/1',
      expect.objectContaining({
        name: 'TypeError',
        message: 'boom',
        release: 'webclient 1.0.3',
        tracesSampleRate: 0,
        replaysOnErrorSampleRate: 1,
        context: { where: 'remote-config' },
        timestamp: '1970-01-01T00:00:00.000Z',
      }),
    );
    expect(await reporter.report(new Error('Failed to fetch'))).toBe(false);
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('makes no network call without a DSN', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const transport = vi.fn();
    expect(await createErrorReporter({ dsn: undefined, transport }).report(new Error('boom'))).toBe(false);
    expect(await errorReporter.report(new Error('boom'))).toBe(false);
    expect(transport).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('a failing transport does not throw', async () => {
    const reporter = createErrorReporter({ dsn: 'x', transport: () => Promise.reject(new Error('down')) });
    expect(await reporter.report(new Error('boom'))).toBe(false);
  });
});
