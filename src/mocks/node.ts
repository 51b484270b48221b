/** The mock backend for vitest: same handlers, in memory, unhandled requests fail the test. */
import { setupServer } from 'msw/node';
import { env } from '@/config/env';
import { createMockRuntime } from './runtime';

export const mockRuntime = createMockRuntime({ env });
export const mockServer = setupServer(...mockRuntime.handlers);
