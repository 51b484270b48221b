/**
 * `npm run serve:config`: writes the web server's generated includes (deploy/nginx/generated/);
 * `npm run serve:config -- --check` fails when one is missing or stale instead of writing.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_DIR, serveFiles } from './csp';

const check = process.argv.includes('--check');
const stale: string[] = [];
mkdirSync(GENERATED_DIR, { recursive: true });
for (const [name, content] of serveFiles()) {
  const target = join(GENERATED_DIR, name);
  let current: string | undefined;
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === content) continue;
  if (check) stale.push(`deploy/nginx/generated/${name}`);
  else writeFileSync(target, content);
}
if (stale.length > 0) {
  console.error(`Stale web-server includes (run \`npm run serve:config\` and commit):\n${stale.join('\n')}`);
  process.exit(1);
}
console.log(
  check ? 'serve:config: deploy/nginx/generated/ is up to date' : 'serve:config: wrote deploy/nginx/generated/',
);
