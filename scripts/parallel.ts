/**
 * Runs npm scripts side by side and fails if any fails: `npm run check` runs typecheck, lint and
 * codegen:check this way (each single-threaded: on two CI cores, side by side saves about a
 * minute). Each script's output is printed in one piece when it ends, so logs do not interleave.
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
const results = await Promise.all(scripts.map(run));
for (const result of results) {
  console.log(`\n> ${result.script} (${result.seconds.toFixed(0)} s, exit ${result.code})\n${result.output.trimEnd()}`);
}
const failed = results.filter((result) => result.code !== 0).map((result) => result.script);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
