/**
 * Entry. The app's files are static imports, so the HTML preloads them all at once
 * (scripts/build/chunk-groups.ts); on the mock backend the service worker's start comes first
 * (mock-backend.ts). The router resolves the address when the app is created, and the route's and
 * the shell's calls wait only for the backend (api/backend-ready.ts), not for the first render.
 */
// antd's component styles, generated in the console's theme (Providers.tsx runs antd without CSS-in-JS).
import '../generated/styles/antd.css';
import { mockBackendStarted } from './mock-backend';
import { setBackendReady } from './api/backend-ready';
import { createApp } from './app/render';

setBackendReady(mockBackendStarted);
const app = createApp();
void mockBackendStarted.then(() => app.render(document.getElementById('root')!));
