/**
 * Gives a resource's screen the route parameters it reads from other calls (`ResourceDef.derive`):
 * asks them first and binds their values like parameters of the address. Until they are known the
 * page shows its heading with the loading state; a failure shows the error with 다시 시도, and a 404
 * the resource's sentence for "nothing yet" when it has one.
 */
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useContext, useMemo, type ReactNode } from 'react';
import { errorStatus } from '@/api/errors';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { messages } from '@/lib/messages';
import type { ResourceDef } from '../resource/types';
import { RowParamsContext, useBindings } from './bindings';
import { derivedParamQuery, derivedValue } from './derived-params';

export function DerivedParams({
  resource,
  title,
  children,
}: {
  readonly resource: ResourceDef;
  /** The page's heading while the parameters load or fail. */
  readonly title: string;
  readonly children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const bindings = useBindings();
  const outer = useContext(RowParamsContext);
  const entries = Object.entries(resource.derive ?? {});
  const results = useQueries({
    queries: entries.map(([, def]) => derivedParamQuery(queryClient, def, bindings)),
  });
  const values = entries.map(([param, def], index) => {
    const data = results[index]?.data;
    return [param, data === undefined ? undefined : derivedValue(def, data)] as const;
  });
  const key = JSON.stringify(values);
  // One object per set of values, so the screen's queries keep their keys between renders.
  const params = useMemo(
    (): Record<string, string> => ({
      ...outer,
      ...Object.fromEntries(values.filter((entry): entry is readonly [string, string] => entry[1] !== undefined)),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the values' content
    [outer, key],
  );

  const failed = entries.findIndex((_entry, index) => results[index]?.error);
  if (failed >= 0) {
    const error = results[failed]!.error;
    const missing = entries[failed]![1].missing;
    return (
      <>
        <PageHeader title={title} />
        <Panel>
          {missing && errorStatus(error) === 404 ? (
            <EmptyState text={missing} />
          ) : (
            <ErrorState error={error} onRetry={() => results.forEach((result) => void result.refetch())} />
          )}
        </Panel>
      </>
    );
  }
  // Answered, but without a value: there is nothing to show yet, as with a 404.
  const empty = entries.findIndex(
    (_entry, index) => results[index]?.data !== undefined && values[index]?.[1] === undefined,
  );
  if (empty >= 0)
    return (
      <>
        <PageHeader title={title} />
        <Panel>
          <EmptyState text={entries[empty]![1].missing ?? messages.errors.notFound} />
        </Panel>
      </>
    );
  if (values.some(([, value]) => value === undefined))
    return (
      <>
        <PageHeader title={title} />
        <Panel>
          <LoadingState />
        </Panel>
      </>
    );
  return <RowParamsContext.Provider value={params}>{children}</RowParamsContext.Provider>;
}
