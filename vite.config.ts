/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
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
          setupFiles: ['tests/setup/node.ts'],
          // Contract tests chain many mock calls; on two busy CI cores one may pass 5 s.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/setup/dom.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
