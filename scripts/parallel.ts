/**
 * Runs npm scripts side by side and fails if any fails: `npm run check` runs typecheck, lint and
 * codegen:check this way, and `npm test` runs vitest beside them (typecheck and lint are each
 * single-threaded, so on two CI cores the second core is free for most of their run). Each
 * script's output is printed in one piece as soon as it ends, so logs do not interleave, and the
 * time of each is summed up at the end (the CI phase times).
 */
import { spawn } from 'node:child_process';

function run(script: string): Promise<{ script: string; code: number; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ script, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const scripts = process.argv.slice(2);
const results = await Promise.all(
  scripts.map((script) =>
    run(script).then((result) => {
      console.log(
        `\n> ${result.script} (${result.seconds.toFixed(0)} s, exit ${result.code})\n${result.output.trimEnd()}`,
      );
      return result;
    }),
  ),
);
console.log(`\nside by side: ${results.map((result) => `${result.script} ${result.seconds.toFixed(0)} s`).join(', ')}`);
const failed = results.filter((result) => result.code !== 0).map((result) => result.script);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
