/**
 * What the store's small settings forms share: the heading, loading / no store / error states, the
 * server's error above the buttons (what was typed stays), the save button, and the guard against
 * leaving with unsaved changes.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Flex } from 'antd';
import type { ReactNode } from 'react';
import { errorStatus } from '@/api/errors';
import { BusyButton } from '@/components/actions/BusyButton';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { errorMessage } from '@/components/feedback/error-message';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { catalogCopy } from '../copy';

export function StoreFormShell<T>({
  baId,
  title,
  description,
  query,
  children,
}: {
  readonly baId: string;
  readonly title: string;
  readonly description: string;
  readonly query: UseQueryResult<T>;
  readonly children: (data: T) => ReactNode;
}) {
  const back = (
    <LinkButton type="link" to={paths.commerceCatalog.store.href({ baId })}>
      {catalogCopy.toStore}
    </LinkButton>
  );
  return (
    <>
      <PageHeader title={title} description={description} back={back} />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        errorStatus(query.error) === 404 ? (
          <EmptyState
            text={catalogCopy.noStore}
            action={
              <LinkButton type="primary" to={paths.commerceCatalog.store.href({ baId })}>
                {catalogCopy.toStore}
              </LinkButton>
            }
          />
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        )
      ) : (
        <Panel>{children(query.data)}</Panel>
      )}
    </>
  );
}

/** The save failure (server's sentence on a 4xx) and the save button. */
export function SaveRow({ busy, error }: { readonly busy: boolean; readonly error: unknown }) {
  return (
    <Flex vertical gap={12}>
      {error ? <Alert type="error" showIcon title={errorMessage(error)} description={catalogCopy.saveFailed} /> : null}
      <div>
        <BusyButton type="primary" htmlType="submit" busy={busy}>
          {catalogCopy.save}
        </BusyButton>
      </div>
    </Flex>
  );
}
