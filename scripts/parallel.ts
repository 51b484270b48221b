/**
 * Runs npm scripts side by side, never wider than the machine, and fails if any fails: `npm test`
 * runs vitest, the generated-code check, the live contract, type check, lint and the bundle budget
 * this way.
 *
 *   tsx scripts/parallel.ts [--slots N] script[=width] ...
 *
 * Each script takes `width` slots (default 1: type check and lint are single-threaded). Scripts
 * start in the order given, each as soon as its width fits in the free slots, so the first ones are
 * never starved by the later ones and the phase is never much wider than the machine (issue 37).
 * `npm test` runs on one slot more than the machine has (`--slots +1`): vitest's two workers and
 * ESLint, single-threaded and the longest of the rest (about three minutes), start together; the
 * rest follow as slots free, longest first (the serve smoke, about a minute, then type check …), so
 * no long one starts last. With vitest alone first, ESLint and the serve smoke were the phase's long
 * pole after it (docs/decisions/suite-under-load.md, "Lint beside vitest, again").
 * `--slots` defaults to the machine's cores (`PARALLEL_SLOTS` overrides it); `+N` is N more.
 *
 * Each script's output is printed in one piece as soon as it ends, so logs do not interleave, and
 * the wall and CPU time of each is summed up at the end (the CI phase times).
 */
import { spawn } from 'node:child_process';
import { cpuOfTimes, parseJobs, schedule, type Result } from './lib/schedule';

/** What bash prints after a script, before `times` (its own line, then its children's: the script's CPU). */
const CPU_MARK = '\n[parallel] times\n';

function run(script: string, startedAt: number): Promise<Result> {
  const started = Date.now();
  // bash's `times` gives the CPU the script's processes used: what a phase costs, not only how long it waited.
  const command = `npm run --silent ${script}; code=$?; printf '${CPU_MARK.replaceAll('\n', '\\n')}' >&2; times >&2; exit $code`;
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const mark = output.lastIndexOf(CPU_MARK);
      const [rest, cpu] =
        mark < 0 ? [output, undefined] : [output.slice(0, mark), output.slice(mark + CPU_MARK.length)];
      resolve({
        script,
        code: code ?? 1,
        output: rest,
        startedAt,
        seconds: (Date.now() - started) / 1000,
        cpuSeconds: cpu === undefined ? undefined : cpuOfTimes(cpu.trim().split('\n').at(-1) ?? ''),
      });
    });
  });
}

const { slots, jobs } = parseJobs(process.argv.slice(2));
const began = Date.now();
const results = await schedule(
  jobs,
  slots,
  (job, startedAt) => run(job.script, startedAt),
  (result) =>
    console.log(
      `\n> ${result.script} (${result.seconds.toFixed(0)} s, exit ${result.code})\n${result.output.trimEnd()}`,
    ),
);
const cpu = (result: Result) => (result.cpuSeconds === undefined ? '' : `, CPU ${result.cpuSeconds.toFixed(0)} s`);
console.log(
  `\nside by side in ${slots} slots, ${((Date.now() - began) / 1000).toFixed(0)} s in all: ${jobs
    .map((job) => results.find((result) => result.script === job.script)!)
    .map(
      (result) =>
        `${result.script} ${result.seconds.toFixed(0)} s (from ${result.startedAt.toFixed(0)} s${cpu(result)})`,
    )
    .join(', ')}`,
);
const failed = results.filter((result) => result.code !== 0).map((result) => result.script);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
