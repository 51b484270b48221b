/** The scheduling of `scripts/parallel.ts`: which script starts when, on how many slots. */
import { availableParallelism } from 'node:os';

export interface Job {
  readonly script: string;
  readonly width: number;
}

export interface Result {
  readonly script: string;
  readonly code: number;
  readonly output: string;
  /** Seconds after the phase began. */
  readonly startedAt: number;
  readonly seconds: number;
  /** User + system CPU seconds of the script and every process it waited for (bash's `times`). */
  readonly cpuSeconds: number | undefined;
}

/** `0m12.5s 0m1.2s` (bash's `times`, children's user and system) → 13.7. */
export function cpuOfTimes(line: string): number | undefined {
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map((match) => Number(match[1]) * 60 + Number(match[2]));
  return parts.length === 2 ? parts[0]! + parts[1]! : undefined;
}

export function parseJobs(args: readonly string[]): { slots: number; jobs: Job[] } {
  let slots = Number(process.env.PARALLEL_SLOTS ?? availableParallelism());
  const jobs: Job[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--slots') {
      // `+1`: one more than the machine has (a single-threaded script beside one as wide as the machine).
      const value = args[(index += 1)] ?? '';
      slots = value.startsWith('+') ? availableParallelism() + Number(value.slice(1)) : Number(value);
      continue;
    }
    const [script, width = '1'] = arg.split('=');
    jobs.push({ script: script!, width: Number(width) });
  }
  if (!Number.isInteger(slots) || slots < 1) throw new Error(`slots must be a whole number of at least 1: ${slots}`);
  for (const job of jobs)
    if (!Number.isInteger(job.width) || job.width < 1) throw new Error(`bad width for ${job.script}: ${job.width}`);
  return { slots, jobs };
}

/**
 * Starts the jobs in order, each once its width fits in the free slots (a job wider than all the
 * slots starts when nothing else runs). Resolves with every result, in the order they ended.
 */
export async function schedule<R>(
  jobs: readonly Job[],
  slots: number,
  start: (job: Job, startedAt: number) => Promise<R>,
  onEnd: (result: R) => void = () => undefined,
): Promise<R[]> {
  const began = Date.now();
  const waiting = [...jobs];
  const results: R[] = [];
  let used = 0;
  return new Promise((resolve) => {
    const fill = () => {
      while (waiting.length > 0 && (used === 0 || used + waiting[0]!.width <= slots)) {
        const job = waiting.shift()!;
        used += job.width;
        void start(job, (Date.now() - began) / 1000).then((result) => {
          used -= job.width;
          results.push(result);
          onEnd(result);
          if (results.length === jobs.length) resolve(results);
          else fill();
        });
      }
    };
    if (jobs.length === 0) resolve(results);
    else fill();
  });
}
