import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { cpuOfTimes, parseJobs, schedule, type Job } from './schedule';

/** Jobs that end when the test says so, recording what was running at each start. */
function controlled() {
  const running = new Set<string>();
  const seen: string[][] = [];
  const finish = new Map<string, () => void>();
  const start = (job: Job) => {
    running.add(job.script);
    seen.push([...running]);
    return new Promise<string>((resolve) =>
      finish.set(job.script, () => {
        running.delete(job.script);
        resolve(job.script);
      }),
    );
  };
  const end = async (script: string) => {
    finish.get(script)!();
    // Let the scheduler start what now fits.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { start, seen, end };
}

describe('scripts/parallel.ts scheduling', () => {
  it('starts scripts in the order given, each once its width fits in the free slots', async () => {
    const { start, seen, end } = controlled();
    const jobs = parseJobs(['--slots', '2', 'test:unit=2', 'codegen:check', 'typecheck', 'lint']).jobs;
    const done = schedule(jobs, 2, start);
    expect(seen).toEqual([['test:unit']]);
    await end('test:unit');
    expect(seen.at(-1)).toEqual(['codegen:check', 'typecheck']);
    await end('typecheck');
    expect(seen.at(-1)).toEqual(['codegen:check', 'lint']);
    await end('codegen:check');
    await end('lint');
    expect(await done).toEqual(['test:unit', 'typecheck', 'codegen:check', 'lint']);
  });

  it('never lets a later script jump ahead of one waiting for room', async () => {
    const { start, seen, end } = controlled();
    const done = schedule(parseJobs(['a', 'b=2', 'c']).jobs, 2, start);
    expect(seen).toEqual([['a']]);
    await end('a');
    expect(seen.at(-1)).toEqual(['b']);
    await end('b');
    expect(seen.at(-1)).toEqual(['c']);
    await end('c');
    await done;
  });

  it('runs a script wider than the machine alone', async () => {
    const { start, seen, end } = controlled();
    const done = schedule(parseJobs(['wide=4', 'next']).jobs, 2, start);
    expect(seen).toEqual([['wide']]);
    await end('wide');
    await end('next');
    expect(await done).toEqual(['wide', 'next']);
  });

  it('reads the slots and widths, and refuses nonsense', () => {
    expect(parseJobs(['--slots', '3', 'test:unit=2', 'lint'])).toEqual({
      slots: 3,
      jobs: [
        { script: 'test:unit', width: 2 },
        { script: 'lint', width: 1 },
      ],
    });
    expect(parseJobs(['--slots', '+1', 'lint']).slots).toBe(availableParallelism() + 1);
    expect(() => parseJobs(['--slots', '0', 'lint'])).toThrow(/slots/);
    expect(() => parseJobs(['--slots', '+x', 'lint'])).toThrow(/slots/);
    expect(() => parseJobs(['lint=wide'])).toThrow(/width/);
  });

  it("reads a script's CPU from bash's times", () => {
    expect(cpuOfTimes('1m2.500s 0m1.250s')).toBeCloseTo(63.75);
    expect(cpuOfTimes('nothing')).toBeUndefined();
  });
});
