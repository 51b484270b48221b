/**
 * The card list screen (`ListDef.cards`): heading with its links, tabs, filters, one card a row,
 * numbered pages or 더 보기, and the loading, empty and error-with-retry states.
 */
import { Button, Flex, Pagination, Tabs } from 'antd';
import { useEffect, useRef } from 'react';
import { BusyButton } from '@/components/actions/BusyButton';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { RowList } from '@/components/layout/RowList';
import { LinkButton } from '@/components/navigation/LinkButton';
import { messages } from '@/lib/messages';
import { bindArgs, useBindings } from '../data/bindings';
import { useOperationMutation } from '@/api/data/queries';
import { FilterBar } from '../list/FilterBar';
import { hrefOf } from '../resource/hrefs';
import { idOf } from '../resource/record';
import type { OperationRef, ResourceDef } from '../resource/types';
import { useCardsController, type CardsController } from './use-cards-controller';

export function CardListView({ resource }: { readonly resource: ResourceDef }) {
  const controller = useCardsController(resource);
  const { def, cards, tabs } = controller;
  const route = useBindings().route;
  const links = cards.links?.map((link) => (
    <LinkButton key={link.label} to={hrefOf(link.route, route) ?? ''}>
      {link.label}
    </LinkButton>
  ));
  return (
    <>
      <PageHeader
        title={def.title ?? resource.label}
        {...(def.description ? { description: def.description } : {})}
        {...(links ? { extra: links } : {})}
      />
      {cards.onOpen ? <OpeningCall op={cards.onOpen} /> : null}
      <Panel>
        {tabs ? (
          <Tabs
            aria-label={tabs.label}
            activeKey={controller.tab}
            onChange={controller.setTab}
            items={tabs.tabs.map((tab) => ({ key: tab.key, label: tab.label }))}
          />
        ) : null}
        <FilterBar
          names={def.filters}
          parameter={controller.filterParameter}
          values={controller.filters}
          onChange={controller.setFilters}
          {...(def.filterOptions ? { options: def.filterOptions } : {})}
        />
        <Cards resource={resource} controller={controller} />
      </Panel>
    </>
  );
}

function Cards({ resource, controller }: { readonly resource: ResourceDef; readonly controller: CardsController }) {
  const { def, cards } = controller;
  if (controller.error) return <ErrorState error={controller.error} onRetry={controller.retry} />;
  if (controller.loading) return <LoadingState rows={6} />;
  if (controller.rows.length === 0)
    return controller.filtered ? (
      <EmptyState
        text={messages.list.emptyFiltered}
        action={<Button onClick={() => controller.setFilters({})}>{messages.common.resetFilters}</Button>}
      />
    ) : (
      <EmptyState text={def.emptyText ?? messages.list.empty(resource.label)} />
    );
  const { Card, Aside } = cards;
  return (
    <Flex vertical gap={16}>
      <RowList
        items={controller.rows}
        label={cards.label ?? resource.label}
        rowKey={cards.rowKey ?? ((row) => String(idOf(resource, row)))}
        render={(row) => <Card row={row} rows={controller.rows} />}
        {...(Aside ? { actions: (row: unknown) => <Aside row={row} rows={controller.rows} /> } : {})}
      />
      {controller.moreError ? <ErrorState compact error={controller.moreError} onRetry={controller.retry} /> : null}
      {controller.hasMore || controller.loadingMore ? (
        <BusyButton block busy={controller.loadingMore} onClick={controller.loadMore}>
          {messages.common.loadMore}
        </BusyButton>
      ) : null}
      {controller.total !== undefined ? (
        <Pagination
          align="center"
          current={controller.page}
          pageSize={controller.pageSize}
          total={controller.total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={controller.setPage}
        />
      ) : null}
    </Flex>
  );
}

/** The list's opening call, once per visit (React's second effect run in development is skipped). */
function OpeningCall({ op }: { readonly op: OperationRef }) {
  const { mutate } = useOperationMutation(op.key);
  const bindings = useBindings();
  const called = useRef(false);
  useEffect(() => {
    if (called.current) return;
    called.current = true;
    mutate(bindArgs(op, bindings));
  }, [mutate, op, bindings]);
  return null;
}
