import { implement } from '../../core/implement';
import type { MockState } from '../../state';
import { remoteConfigOf } from './state';

export const configHandlers = implement<'config', MockState>('config', {
  getRemoteConfig: async ({ state }) => ({ data: await remoteConfigOf(state.config) }),
});
