/** The arguments of a panel's call: its path bound from the account and the route, its fixed query. */
import { bindArgs, type Bindings } from '../data/bindings';
import type { ScreenArgs } from '@/api/data/queries';
import type { PanelReadDef } from './types';

export function readArgs(read: PanelReadDef, bindings: Bindings): ScreenArgs {
  return { ...bindArgs(read.op, bindings), ...(read.query ? { query: read.query } : {}) };
}
