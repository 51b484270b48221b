/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { antdFormParts } from './scripts/build/antd-form-parts.ts';
import { chunkFileNames, codeSplitting } from './scripts/build/chunk-groups.ts';
import { rjsfUri } from './scripts/build/rjsf-uri.ts';
import { sitemapPlugin } from './scripts/build/sitemap.ts';
import { patience } from './scripts/lib/patience.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
  // rjsf's markdown renderer, never asked for by a form: plain text instead (src/lib/markdown-off.tsx).
  'markdown-to-jsx/react': fileURLToPath(new URL('./src/lib/markdown-off.tsx', import.meta.url)),
};

const DOM_TESTS = ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx'];

/**
 * Test files that replace a module (`vi.mock`) need a module graph of their own; every other file
 * shares its worker's (`isolate: false`), so the mock backend and antd load once per worker rather
 * than once per file (unit run 183 s → about 60 s on two cores). Found by reading the files, so a
 * new `vi.mock` gets its isolation without anyone remembering to ask for it.
 */
const MODULE_MOCKING_TESTS = ['src', 'tests/unit']
  .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`))
  .filter((file) => file.endsWith('.test.tsx') && readFileSync(file, 'utf8').includes('vi.mock('));

/**
 * react-router's package points every bundler at its development build (dev warnings on); a built
 * console takes the production build it ships beside it (issue 30).
 */
const productionRouter = {
  'react-router': fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

export default defineConfig(({ mode, command }) => ({
  plugins: [
    react(),
    sitemapPlugin(loadEnv(mode, process.cwd(), 'VITE_').VITE_ENVIRONMENT),
    antdFormParts(fileURLToPath(new URL('./src/lib/rc-form-parts.ts', import.meta.url))),
    rjsfUri(fileURLToPath(new URL('./src/lib/schema-uri.ts', import.meta.url))),
  ],
  resolve: { alias: command === 'build' ? { ...alias, ...productionRouter } : alias },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: { codeSplitting, chunkFileNames },
      treeshake: {
        // antd's rc-component packages are pure React modules but do not declare
        // "sideEffects": false, so one context import kept all of @rc-component/form and
        // async-validator on every screen (≈20 KB gzip). See docs/decisions.md.
        moduleSideEffects: (id) => !/node_modules\/@rc-component\//.test(id),
      },
    },
  },
  test: {
    // Vitest runs one worker fewer than the CPUs by default: one worker on a 2-core CI machine.
    // Two cut the unit run from 232 s to 167 s there.
    maxWorkers: 2,
    // Worker threads instead of child processes: the whole run 374 → 362 CPU-s and 214 → 197 s on this
    // 2-core machine, back to back (docs/decisions/suite-under-load.md). No test changes the process's
    // working directory or exits it, which a thread could not.
    pool: 'threads',
    // Every timeout is the suite's one setting (scripts/lib/patience.ts): CI raises TEST_PATIENCE.
    testTimeout: patience.vitestTestMs,
    hookTimeout: patience.vitestTestMs,
    expect: { poll: { timeout: patience.waitMs } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // No node test replaces a module (see MODULE_MOCKING_TESTS): they share one graph.
          isolate: false,
          setupFiles: ['tests/setup/node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: DOM_TESTS,
          exclude: MODULE_MOCKING_TESTS,
          isolate: false,
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: MODULE_MOCKING_TESTS,
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
    ],
  },
}));
