/**
 * A screen's data starts with its code (issue 10): a route's loader starts the queries its screen
 * will make (api/early-query.ts), so the screen finds them under way instead of asking only after
 * the shell has loaded the session and the account. The loader never waits for them: the screen
 * shows its own loading and error states as before.
 *
 * A signed-out visitor's call gets the same 401 as the session's own calls and joins their single
 * token refresh (api/middleware.ts), so it changes nothing about where the visitor is sent.
 */
import type { QueryClient } from '@tanstack/react-query';
import { startEarly } from '@/api/early-query';
import type { AnyOperationKey } from '@/api/operations';
import type { ResourceDef } from '../resource/types';
import { listRequest } from '../list/list-state';
import { bindArgs, isBound, routeBindings } from './bindings';
import { operationQuery, type ScreenArgs } from '@/api/data/queries';
import { formSchemaQuery, operationDetailQuery } from './schemas';

export type ScreenKind = 'list' | 'detail' | 'create' | 'edit';

export interface ScreenAddress {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly search: URLSearchParams;
}

/** Starts the calls and schema downloads of one resource screen at an address. */
export function prefetchScreen(
  queryClient: QueryClient,
  resource: ResourceDef,
  screen: ScreenKind,
  address: ScreenAddress,
): void {
  // A schema that fails to download is the screen's to show: its own query reads this one's state.
  const start = (options: Parameters<QueryClient['query']>[0]) =>
    void queryClient.query(options).catch(() => undefined);
  const data = (key: AnyOperationKey, args: ScreenArgs) => {
    if (isBound(args)) startEarly(queryClient, operationQuery(queryClient, key, args));
  };
  // The loader knows the account from the address (`baId`), as the screen will from its layout.
  const bindings = routeBindings(address.params);
  const id = resource.routeParam ? address.params[resource.routeParam] : undefined;

  if (screen === 'list' && resource.list) {
    const list = resource.list;
    start(operationDetailQuery(list.op.key));
    // A status picker in every row reads its choices from its call's body schema: with the list,
    // not after the rows are drawn.
    for (const action of list.rowActions) if (action.kind === 'select') start(formSchemaQuery(action.op.key));
    const { pageArgs } = listRequest(list, address.search);
    if (pageArgs) data(list.op.key, { ...bindArgs(list.op, bindings), ...pageArgs });
    // The tabs' counts are read beside the rows.
    const counts = list.tabs?.counts;
    if (counts) data(counts.op.key, bindArgs(counts.op, bindings));
  }
  if (screen === 'detail' && resource.detail && id !== undefined) {
    start(operationDetailQuery(resource.detail.op.key));
    data(resource.detail.op.key, bindArgs(resource.detail.op, bindings, id));
  }
  const form = screen === 'create' ? resource.create : screen === 'edit' ? resource.update : undefined;
  if (form) {
    start(formSchemaQuery(form.op.key));
    const load = form.load ?? resource.detail?.op;
    if (screen === 'create' && form.gate) data(form.gate.op.key, bindArgs(form.gate.op, bindings));
    if (screen === 'edit' && !form.fromListRow && load && (id !== undefined || form.document))
      data(load.key, bindArgs(load, bindings, id));
  }
}
