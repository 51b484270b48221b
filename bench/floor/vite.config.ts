/** Builds the bench's floor app (see main.tsx) the way the console is built: same plugin, same target. */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  logLevel: 'error',
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 2000 },
});
