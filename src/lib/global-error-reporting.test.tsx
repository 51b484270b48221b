import { afterEach, describe, expect, it, vi } from 'vitest';
import { createErrorReporter, type ErrorTransport } from './error-reporting';
import { installGlobalErrorReporting } from './global-error-reporting';

function setup(target: Window = window) {
  const transport = vi.fn<ErrorTransport>();
  const reporter = createErrorReporter({ dsn: 'https://errors.example/1', transport });
  const uninstall = installGlobalErrorReporting(target, reporter);
  return { transport, uninstall };
}

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
}

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

describe('installGlobalErrorReporting', () => {
  it('sends an uncaught error but not an ignored one (Failed to fetch)', async () => {
    const { transport, uninstall } = setup();
    cleanup = uninstall;
    window.dispatchEvent(
      new ErrorEvent('error', { error: new TypeError('Failed to fetch'), message: 'Failed to fetch' }),
    );
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('화면이 깨졌어요'), message: '화면이 깨졌어요' }));
    await vi.waitFor(() => expect(transport).toHaveBeenCalledTimes(1));
    expect(transport.mock.calls[0]![0]).toBe('https://errors.example/1');
    expect(transport.mock.calls[0]![1]).toMatchObject({
      message: '화면이 깨졌어요',
      release: 'webclient 1.0.3',
      context: { source: 'window.error' },
    });
  });

  it('sends unhandled rejections through the same filter', async () => {
    const { transport, uninstall } = setup();
    cleanup = uninstall;
    window.dispatchEvent(rejection(new Error('Network Error')));
    window.dispatchEvent(rejection({ status: 401 }));
    window.dispatchEvent(rejection(new Error('저장 실패')));
    await vi.waitFor(() => expect(transport).toHaveBeenCalledTimes(1));
    expect(transport.mock.calls[0]![1]).toMatchObject({
      message: '저장 실패',
      context: { source: 'unhandledrejection' },
    });
  });

  it('installs once per target and stops after uninstall', async () => {
    const target = new EventTarget() as Window;
    const { transport, uninstall } = setup(target);
    expect(installGlobalErrorReporting(target)).toBe(uninstall);
    uninstall();
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('after'), message: 'after' }));
    await Promise.resolve();
    expect(transport).not.toHaveBeenCalled();
  });
});
