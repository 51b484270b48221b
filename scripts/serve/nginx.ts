/**
 * Serves a built console through Debian's nginx with the repository's configuration
 * (deploy/nginx/), as production does, without root: a temporary prefix holds the generated
 * nginx.conf, a copy of deploy/nginx/ and nginx's temp folders.
 *
 *   tsx scripts/serve/nginx.ts [--port 4305] [--environment alpha] [--dist dist]
 *
 * The demo build (`vite build --mode demo`) is reused when dist/ holds one newer than every source
 * (the e2e run builds the same one), else built first. nginx runs in the foreground until this
 * process is stopped.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ENVIRONMENTS, nginxCspInclude, ROOT, type Environment } from './csp';

/** Debian's nginx lives in /usr/sbin, outside a non-root PATH; NGINX overrides it. */
export const NGINX = process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** What the demo build is made from: a change to any of them makes dist/ stale. */
const SOURCES = [
  'src',
  'generated',
  'schemas',
  'public',
  'index.html',
  'vite.config.ts',
  '.env',
  '.env.demo',
  'package-lock.json',
  'scripts/build',
];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** dist/ holds a demo build (the mock backend on) newer than its sources. */
export function isFreshDemoBuild(dist: string): boolean {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return false;
  const built = statSync(index).mtimeMs;
  const newestSource = Math.max(
    ...SOURCES.map((source) => join(ROOT, source))
      .filter(existsSync)
      .map(newestMtime),
  );
  if (newestSource > built) return false;
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .some((name) => readFileSync(join(assets, name), 'utf8').includes('VITE_MOCK:`true`'));
}

export function nginxConf(options: { prefix: string; port: number; dist: string; environment: Environment }): string {
  const { prefix, port, dist, environment } = options;
  return `# Written by scripts/serve/nginx.ts for a local run; production uses deploy/nginx/sites/console.conf.
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${prefix}/tmp/body;
    proxy_temp_path ${prefix}/tmp/proxy;
    fastcgi_temp_path ${prefix}/tmp/fastcgi;
    uwsgi_temp_path ${prefix}/tmp/uwsgi;
    scgi_temp_path ${prefix}/tmp/scgi;
    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        root ${dist};
        include console/generated/csp-${environment}.conf;
        include console/console.conf;
    }
}
`;
}

/**
 * A prefix folder with conf/nginx.conf and conf/console/ (deploy/nginx/); returns the conf path.
 * A demo build gets the environment's policy with the demo's `'unsafe-eval'` (see `PolicyOptions.demo`).
 */
export function writePrefix(options: { port: number; dist: string; environment: Environment; demo?: boolean }): string {
  const prefix = mkdtempSync(join(tmpdir(), 'console-nginx-'));
  // nginx's workers drop root to nobody: they must be able to enter the prefix.
  chmodSync(prefix, 0o755);
  mkdirSync(join(prefix, 'tmp'));
  mkdirSync(join(prefix, 'conf'));
  cpSync(join(ROOT, 'deploy', 'nginx'), join(prefix, 'conf', 'console'), { recursive: true });
  if (options.demo)
    writeFileSync(
      join(prefix, 'conf', 'console', 'generated', `csp-${options.environment}.conf`),
      nginxCspInclude(options.environment, { demo: true }),
    );
  const conf = join(prefix, 'conf', 'nginx.conf');
  writeFileSync(conf, nginxConf({ ...options, prefix }));
  return conf;
}

if (process.argv[1]?.endsWith('nginx.ts')) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.SERVE_PORT ?? '4180' },
      environment: { type: 'string', default: 'alpha' },
      dist: { type: 'string', default: join(ROOT, 'dist') },
    },
  });
  const environment = values.environment as Environment;
  if (!ENVIRONMENTS.includes(environment)) throw new Error(`--environment must be one of ${ENVIRONMENTS.join(', ')}`);
  if (!isFreshDemoBuild(values.dist)) {
    console.log('serve: building the demo (dist/ is missing, stale or not a demo build)');
    execFileSync('npx', ['vite', 'build', '--mode', 'demo', '--outDir', values.dist, '--emptyOutDir'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  } else console.log('serve: reusing the demo build in dist/');
  const conf = writePrefix({ port: Number(values.port), dist: values.dist, environment, demo: true });
  const prefix = join(conf, '..', '..');
  execFileSync(NGINX, ['-t', '-q', '-p', prefix, '-c', conf, '-e', 'stderr'], { stdio: 'inherit' });
  const server = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', 'stderr'], { stdio: 'inherit' });
  console.log(`serve: nginx on http://127.0.0.1:${values.port} (${environment}, ${conf})`);
  const stop = () => server.kill('SIGQUIT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('exit', (code) => process.exit(code ?? 0));
}
