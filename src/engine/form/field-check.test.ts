import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFieldChecker, type FieldCheckState } from './field-check';

/** A server whose answers the test releases one by one, in any order. */
function controlledServer() {
  const pending: {
    value: string;
    signal: AbortSignal;
    answer: (message: string | undefined) => void;
    fail: () => void;
  }[] = [];
  const ask = (value: string, signal: AbortSignal) =>
    new Promise<string | undefined>((resolve, reject) => {
      pending.push({ value, signal, answer: resolve, fail: () => reject(new Error('down')) });
    });
  return { pending, ask };
}

describe('createFieldChecker', () => {
  let states: FieldCheckState[];
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  const last = () => states.at(-1);

  it('asks once, after the pause, for the last value typed', async () => {
    const server = controlledServer();
    const checker = createFieldChecker({ delay: 400, ask: server.ask, onState: (state) => states.push(state) });
    checker.update('D');
    vi.advanceTimersByTime(100);
    checker.update('DN');
    vi.advanceTimersByTime(100);
    checker.update('DN-1');
    expect(last()).toEqual({ kind: 'checking', value: 'DN-1' });
    vi.advanceTimersByTime(399);
    expect(server.pending).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(server.pending.map((call) => call.value)).toEqual(['DN-1']);
    server.pending[0]!.answer(undefined);
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ kind: 'passed', value: 'DN-1' });
  });

  it('ignores an answer for a value the field no longer holds, even when it arrives last', async () => {
    const server = controlledServer();
    const checker = createFieldChecker({ delay: 400, ask: server.ask, onState: (state) => states.push(state) });
    checker.update('망원점');
    vi.advanceTimersByTime(400);
    checker.update('망원2호점');
    vi.advanceTimersByTime(400);
    const [old, current] = server.pending;
    expect(old!.signal.aborted).toBe(true);
    current!.answer(undefined);
    await vi.runAllTimersAsync();
    old!.answer('이미 있는 지점 이름이에요.');
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ kind: 'passed', value: '망원2호점' });
    expect(states.some((state) => state.kind === 'failed')).toBe(false);
  });

  it('says why a value fails, and that the check could not be made when the server is down', async () => {
    const server = controlledServer();
    const checker = createFieldChecker({ delay: 10, ask: server.ask, onState: (state) => states.push(state) });
    checker.update('DN-MW-001');
    vi.advanceTimersByTime(10);
    server.pending[0]!.answer('이미 있는 지점 코드예요.');
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ kind: 'failed', value: 'DN-MW-001', message: '이미 있는 지점 코드예요.' });
    checker.update('DN-MW-099');
    vi.advanceTimersByTime(10);
    server.pending[1]!.fail();
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ kind: 'unknown', value: 'DN-MW-099' });
  });

  it('goes idle without asking when the value is cleared, and asks nothing for the same value twice', () => {
    const server = controlledServer();
    const checker = createFieldChecker({ delay: 10, ask: server.ask, onState: (state) => states.push(state) });
    checker.update('합정점');
    checker.update(undefined);
    vi.advanceTimersByTime(50);
    expect(server.pending).toHaveLength(0);
    expect(last()).toEqual({ kind: 'idle' });
    checker.update('합정점');
    checker.update('합정점');
    vi.advanceTimersByTime(10);
    expect(server.pending).toHaveLength(1);
  });

  it('asks nothing and reports nothing once disposed', async () => {
    const server = controlledServer();
    const checker = createFieldChecker({ delay: 10, ask: server.ask, onState: (state) => states.push(state) });
    checker.update('연남점');
    vi.advanceTimersByTime(10);
    checker.dispose();
    server.pending[0]!.answer('이미 있는 지점 이름이에요.');
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ kind: 'checking', value: '연남점' });
  });
});
