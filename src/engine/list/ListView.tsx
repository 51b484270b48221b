/**
 * The generic list screen: header with "만들기", filters, bulk actions, the table with row actions,
 * paging for every kind, and loading, empty, error-with-retry states. Create/edit drawers for
 * resources edited in place.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Select } from 'antd';
import { lazy, Suspense, useContext, useMemo } from 'react';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { PageHeader } from '@/components/layout/PageHeader';
import { LinkButton } from '@/components/navigation/LinkButton';
import { Panel } from '@/components/layout/Panel';
import { usePhoneLayout } from '@/components/layout/use-media-query';
import { formatNumber } from '@/lib/format';
import { messages } from '@/lib/messages';
import { useMayCall, useRoleAllows, useWriteGuard } from '../access/write-access';
import { ActionButton } from '../actions/ActionButton';
import { RefusedButton } from '../actions/RefusedButton';
import { RowParamsContext } from '../data/bindings';
import { createHref, hrefOf } from '../resource/hrefs';
import { idOf } from '../resource/record';
import type { ListDef, NamedSortDef, ResourceDef } from '../resource/types';
import type { ParameterDetail } from '@/api/operations';
import { fieldAt } from '../schema/describe-fields';
import { cardPartsOf } from './card-parts';
import { buildColumns, recordLabelOf } from './columns';
import { DownloadButton } from './DownloadButton';
import { FilterBar } from './FilterBar';
import { ListTable } from './ListCards';
import { PhoneSortSelect } from './PhoneSortSelect';
import { PAGE_SIZES } from './list-state';
import { SummaryFigures } from './SummaryFigures';
import { useListController } from './use-list-controller';
import { BusyButton } from '@/components/actions/BusyButton';

// Figures over a period (a date-range picker) load only on the lists that have them.
const ListStats = lazy(() => import('./ListStats').then((module) => ({ default: module.ListStats })));
const ListTabs = lazy(() => import('./ListTabs').then((module) => ({ default: module.ListTabs })));
// The form library (rjsf + ajv) loads only when a drawer form opens.
const FormDrawer = lazy(() => import('../form/FormDrawer').then((module) => ({ default: module.FormDrawer })));

export interface ListViewProps {
  readonly resource: ResourceDef;
  /**
   * Inside another screen (a nested resource under its parent's record): a titled panel instead of
   * the page heading, with its state kept by the list rather than in the address.
   */
  readonly embedded?: { readonly title: string };
}

export function ListView({ resource, embedded }: ListViewProps) {
  const def = resource.list as ListDef;
  const controller = useListController(resource, def, { embedded: embedded !== undefined });
  const { drawer, openDrawer, closeDrawer } = controller;

  const columns = useMemo(
    () =>
      buildColumns({
        resource,
        def,
        itemSchema: controller.itemSchema,
        routeParams: controller.routeParams,
        controller,
        openEdit: (id) => openDrawer('edit', id),
      }),
    [resource, def, controller, openDrawer],
  );

  // Below md every row is a card drawn from the same columns (docs/decisions/phone-lists.md).
  const phone = usePhoneLayout();
  const cardParts = useMemo(() => cardPartsOf(def), [def]);

  const newHref =
    resource.create && resource.editIn === 'page' && !embedded
      ? createHref(resource, controller.routeParams)
      : undefined;
  const createGuard = useWriteGuard('create', resource.create?.op.key);
  // A role that may never make one is not offered 만들기 (issue 39).
  const mayCreate = useMayCall(resource.create?.op.key);
  const allows = useRoleAllows();
  const bulkActions = def.bulkActions.filter((action) => allows(action.op.key));
  const label = def.createLabel ?? messages.list.create(resource.label);
  // Refused by what the rows say (e.g. the user's own role among them): known once they are read.
  const createRefused = controller.hasData ? def.createRefused?.(controller.rows) : undefined;
  const createButton =
    !resource.create || !mayCreate ? null : createRefused && !createGuard.blocked ? (
      <RefusedButton
        label={label}
        reason={createRefused}
        type={embedded ? 'default' : 'primary'}
        icon={<PlusOutlined aria-hidden />}
      />
    ) : createGuard.blocked ? (
      // A link cannot be disabled: while the account may not create, the action is a disabled button.
      <Button type="primary" icon={<PlusOutlined aria-hidden />} {...createGuard.props}>
        {label}
      </Button>
    ) : newHref ? (
      <LinkButton to={newHref} type="primary" icon={<PlusOutlined aria-hidden />}>
        {label}
      </LinkButton>
    ) : (
      <Button
        type={embedded ? 'default' : 'primary'}
        icon={<PlusOutlined aria-hidden />}
        onClick={() => openDrawer('create')}
      >
        {label}
      </Button>
    );
  // Other kinds of record (설문 소식, 투표 소식): links beside the main create button, when it may create.
  const moreCreate =
    embedded || createGuard.blocked || !mayCreate
      ? null
      : (def.moreCreate ?? []).map((more) => (
          <LinkButton key={more.label} to={hrefOf(more.route, controller.routeParams) ?? ''}>
            {more.label}
          </LinkButton>
        ));
  const createAction = createGuard.reason ? (
    <>
      <span className="muted" style={{ alignSelf: 'center' }}>
        {createGuard.reason}
      </span>
      {createButton}
    </>
  ) : (
    <>
      {moreCreate}
      {createButton}
    </>
  );
  const headingId = `${resource.name}-list-title`;
  const headerExtra =
    def.downloads && def.downloads.length > 0 ? (
      <Flex gap={8} wrap>
        {def.downloads.map((download) => (
          <DownloadButton key={download.op.key} def={download} query={controller.query} />
        ))}
        {createAction}
      </Flex>
    ) : (
      createAction
    );

  const emptyText = controller.filtered
    ? messages.list.emptyFiltered
    : (controller.tab?.emptyText ?? def.emptyText ?? messages.list.empty(resource.label));
  const showTable = !(controller.error && !controller.hasData);
  const rowParams = useContext(RowParamsContext);
  const expand = def.expand;

  return (
    <>
      {embedded ? null : (
        <PageHeader
          title={def.title ?? resource.label}
          extra={headerExtra}
          {...(def.description ? { description: def.description } : {})}
        />
      )}
      {def.stats && !embedded ? (
        <Suspense fallback={null}>
          <ListStats def={def.stats} />
        </Suspense>
      ) : null}
      <Panel {...(embedded ? { title: embedded.title, titleId: headingId, style: { marginTop: 16 } } : {})}>
        {embedded && resource.create ? (
          <Flex gap={8} justify="flex-end" style={{ marginBottom: 12 }}>
            {createAction}
          </Flex>
        ) : null}
        {def.summary && controller.response !== undefined ? (
          <SummaryFigures figures={def.summary(controller.response)} />
        ) : null}
        {def.tabs ? (
          // antd's Tabs (about 10 KB) load with the lists that have tabs only; the bar keeps its height meanwhile.
          <Suspense fallback={<div style={{ height: 54 }} />}>
            <ListTabs
              def={def.tabs}
              active={controller.state.tab}
              counts={controller.tabCounts}
              onChange={controller.setTab}
            />
          </Suspense>
        ) : null}
        <FilterBar
          names={def.filters}
          parameter={controller.filterParameter}
          values={controller.state.filters}
          onChange={controller.setFilters}
          {...(def.filterOptions ? { options: def.filterOptions } : {})}
          extra={
            def.namedSort ? (
              <NamedSortSelect
                def={def.namedSort}
                parameter={controller.filterParameter(def.namedSort.param)}
                value={controller.state.order}
                onChange={controller.setOrder}
              />
            ) : phone ? (
              <PhoneSortSelect
                def={def}
                itemSchema={controller.itemSchema}
                sort={controller.state.sort}
                onChange={controller.setSort}
              />
            ) : undefined
          }
        />
        {controller.selectedRows.length > 0 && bulkActions.length > 0 ? (
          <Flex gap={8} align="center" style={{ marginBottom: 12 }} role="region" aria-label="선택한 항목 작업">
            <strong>{formatNumber(controller.selectedRows.length)}개 선택</strong>
            {bulkActions.map((action) => (
              <BulkAction
                key={action.label}
                resource={resource}
                action={action}
                rows={controller.selectedRows}
                all={controller.rows}
                onDone={() => controller.setSelectedKeys([])}
              />
            ))}
          </Flex>
        ) : null}
        {showTable ? (
          <ListTable
            phone={phone}
            className={bulkActions.length > 0 ? 'list-table with-selection' : 'list-table'}
            parts={cardParts}
            rowKey={(row) => String(idOf(resource, row))}
            columns={columns}
            // Rows wait for the schema chunk, so labels and values never flash in their raw form.
            dataSource={controller.itemSchema ? (controller.rows as object[]) : []}
            loading={
              !controller.itemSchema || controller.isLoading || (controller.isFetching && !controller.loadingMore)
            }
            {...(embedded ? { 'aria-labelledby': headingId } : { 'aria-label': `${resource.label} 목록` })}
            {...(bulkActions.length > 0
              ? {
                  rowSelection: {
                    selectedRowKeys: controller.selectedKeys as React.Key[],
                    onChange: (keys: React.Key[]) => controller.setSelectedKeys(keys as (string | number)[]),
                    getCheckboxProps: (row: object) => ({ 'aria-label': `${recordLabelOf(def, row, resource)} 선택` }),
                    columnWidth: 48, // list-table.css pins the first column beside it
                  },
                }
              : {})}
            {...(expand
              ? {
                  expandable: {
                    expandedRowRender: (row: object) => (
                      <RowParamsContext.Provider value={{ ...rowParams, [expand.param]: String(idOf(resource, row)) }}>
                        <ListView resource={expand.resource} embedded={{ title: expand.title }} />
                      </RowParamsContext.Provider>
                    ),
                    expandIcon: ({ expanded, onExpand, record }) => (
                      <Button
                        size="small"
                        aria-expanded={expanded}
                        onClick={(event) => onExpand(record, event)}
                        aria-label={`${recordLabelOf(def, record, resource)} ${expanded ? '닫기' : expand.label(record)}`}
                      >
                        {expanded ? messages.common.close : expand.label(record)}
                      </Button>
                    ),
                  },
                }
              : {})}
            locale={{
              emptyText: controller.isLoading ? (
                ' '
              ) : (
                <EmptyState
                  text={emptyText}
                  action={
                    controller.filtered ? (
                      <Button onClick={() => controller.setFilters({})}>{messages.common.resetFilters}</Button>
                    ) : (
                      createButton
                    )
                  }
                />
              ),
            }}
            pagination={
              controller.paging?.kind === 'cursor'
                ? false
                : {
                    current: controller.state.page,
                    pageSize: controller.state.pageSize,
                    total: controller.total ?? 0,
                    showSizeChanger: !controller.localPaging,
                    pageSizeOptions: PAGE_SIZES.map(String),
                    showTotal: (total: number) => messages.list.total(formatNumber(total)),
                    hideOnSinglePage: controller.localPaging,
                    onChange: controller.localPaging ? undefined : controller.setPage,
                  }
            }
            onChange={(_pagination, _filters, sorter) => {
              const one = Array.isArray(sorter) ? sorter[0] : sorter;
              const column = def.columns.find((candidate) => candidate.field === String(one?.columnKey));
              controller.setSort(
                one?.order && column?.sortKey
                  ? { field: column.sortKey, order: one.order === 'ascend' ? 'asc' : 'desc' }
                  : undefined,
              );
            }}
            // Fit the panel: cells wrap before the table scrolls sideways, so the pinned 관리 column
            // only covers other cells when even wrapped content cannot fit (narrower than 1280 px).
            // The box scrolls by global.css and pins by list-table.css, not by antd's `scroll` and
            // `fixed`: those measure every column in a layout effect, a forced layout of the whole
            // page and a second draw of the table before its first paint (≈150 ms at 4× CPU).
            tableLayout="auto"
          />
        ) : (
          <ErrorState error={controller.error} onRetry={controller.refetch} />
        )}
        {controller.paging?.kind === 'cursor' && controller.hasMore ? (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <BusyButton onClick={controller.loadMore} busy={controller.loadingMore}>
              {messages.common.loadMore}
            </BusyButton>
          </Flex>
        ) : null}
      </Panel>
      {drawer ? (
        <Suspense fallback={null}>
          <FormDrawer
            resource={resource}
            mode={drawer.mode}
            {...(drawer.id ? { id: drawer.id, row: controller.drawerRow } : {})}
            onClose={closeDrawer}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The named sort's select: its values with their Korean labels (declared, else the schema's). */
function NamedSortSelect({
  def,
  parameter,
  value,
  onChange,
}: {
  readonly def: NamedSortDef;
  readonly parameter: ParameterDetail | undefined;
  readonly value: string | undefined;
  readonly onChange: (value: string) => void;
}) {
  const options =
    def.options ??
    (() => {
      const field = parameter
        ? fieldAt({ type: 'object', properties: { [def.param]: parameter.schema } }, def.param)
        : undefined;
      const values = (field?.schema.enum as string[] | undefined) ?? [];
      return values.map((item) => ({ value: item, label: field?.enumLabels?.[item] ?? item }));
    })();
  return (
    <Select<string>
      aria-label={def.label ?? messages.list.sort}
      value={value ?? def.default}
      onChange={onChange}
      options={[...options]}
      style={{ minWidth: 150 }}
    />
  );
}

function BulkAction({
  resource,
  action,
  rows,
  all,
  onDone,
}: {
  readonly resource: ResourceDef;
  readonly action: ListDef['bulkActions'][number];
  readonly rows: readonly unknown[];
  /** Every row on screen (what `visible` may compare with). */
  readonly all: readonly unknown[];
  readonly onDone: () => void;
}) {
  // Only the chosen rows it changes something for (its row-level `visible`); none, no button.
  const targets = rows.filter((row) => action.visible?.(row, all) ?? true);
  if (targets.length === 0) return null;
  return (
    <ActionButton
      action={action}
      targets={targets.map((row) => ({ row, id: idOf(resource, row) }))}
      size="middle"
      recordLabel={`${formatNumber(targets.length)}개 ${resource.label}`}
      onDone={onDone}
    />
  );
}
