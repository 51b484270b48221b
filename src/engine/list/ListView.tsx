/**
 * The generic list screen: header with "만들기", filters, bulk actions, the table with row actions,
 * paging for every kind, and loading, empty, error-with-retry states. Create/edit drawers for
 * resources edited in place.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Table } from 'antd';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { PageHeader } from '@/components/layout/PageHeader';
import { LinkButton } from '@/components/navigation/LinkButton';
import { Panel } from '@/components/layout/Panel';
import { formatNumber } from '@/lib/format';
import { messages } from '@/lib/messages';
import { useWriteGuard } from '../access/write-access';
import { ActionButton } from '../actions/ActionButton';
import { createHref } from '../resource/hrefs';
import { idOf } from '../resource/record';
import type { ListDef, ResourceDef } from '../resource/types';
import { buildColumns, recordLabelOf } from './columns';
import { FilterBar } from './FilterBar';
import { PAGE_SIZES } from './list-state';
import { useListController } from './use-list-controller';

// The form library (rjsf + ajv) loads only when a drawer form opens.
const FormDrawer = lazy(() => import('../form/FormDrawer').then((module) => ({ default: module.FormDrawer })));

export function ListView({ resource }: { readonly resource: ResourceDef }) {
  const def = resource.list as ListDef;
  const controller = useListController(resource, def);
  const [search, setSearch] = useSearchParams();
  const drawer = drawerState(search);
  const openDrawer = useCallback(
    (key: 'create' | 'edit', value: string) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        next.delete('create');
        next.delete('edit');
        next.set(key, value);
        return next;
      }),
    [setSearch],
  );
  const closeDrawer = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete('create');
      next.delete('edit');
      return next;
    });

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

  const newHref =
    resource.create && resource.editIn === 'page' ? createHref(resource, controller.routeParams) : undefined;
  const createGuard = useWriteGuard('create');
  const label = messages.list.create(resource.label);
  const createButton = !resource.create ? null : createGuard.blocked ? (
    // A link cannot be disabled: while the account may not create, the action is a disabled button.
    <Button type="primary" icon={<PlusOutlined aria-hidden />} {...createGuard.props}>
      {label}
    </Button>
  ) : newHref ? (
    <LinkButton to={newHref} type="primary" icon={<PlusOutlined aria-hidden />}>
      {label}
    </LinkButton>
  ) : (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => openDrawer('create', '1')}>
      {label}
    </Button>
  );

  const emptyText = controller.filtered
    ? messages.list.emptyFiltered
    : (def.emptyText ?? messages.list.empty(resource.label));
  const showTable = !(controller.error && !controller.hasData);

  return (
    <>
      <PageHeader
        title={def.title ?? resource.label}
        extra={
          createGuard.reason ? (
            <>
              <span className="muted" style={{ alignSelf: 'center' }}>
                {createGuard.reason}
              </span>
              {createButton}
            </>
          ) : (
            createButton
          )
        }
      />
      <Panel>
        <FilterBar
          names={def.filters}
          parameter={controller.filterParameter}
          values={controller.state.filters}
          onChange={controller.setFilters}
        />
        {controller.selectedRows.length > 0 && def.bulkActions.length > 0 ? (
          <Flex gap={8} align="center" style={{ marginBottom: 12 }} role="region" aria-label="선택한 항목 작업">
            <strong>{formatNumber(controller.selectedRows.length)}개 선택</strong>
            {def.bulkActions.map((action) => (
              <BulkAction
                key={action.label}
                resource={resource}
                action={action}
                rows={controller.selectedRows}
                onDone={() => controller.setSelectedKeys([])}
              />
            ))}
          </Flex>
        ) : null}
        {showTable ? (
          <Table<object>
            rowKey={(row) => String(idOf(resource, row))}
            columns={columns}
            // Rows wait for the schema chunk, so labels and values never flash in their raw form.
            dataSource={controller.itemSchema ? (controller.rows as object[]) : []}
            loading={
              !controller.itemSchema || controller.isLoading || (controller.isFetching && !controller.loadingMore)
            }
            aria-label={`${resource.label} 목록`}
            {...(def.bulkActions.length > 0
              ? {
                  rowSelection: {
                    selectedRowKeys: controller.selectedKeys as React.Key[],
                    onChange: (keys: React.Key[]) => controller.setSelectedKeys(keys as (string | number)[]),
                    getCheckboxProps: (row: object) => ({ 'aria-label': `${recordLabelOf(def, row, resource)} 선택` }),
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
            tableLayout="auto"
            scroll={{ x: true }}
          />
        ) : (
          <ErrorState error={controller.error} onRetry={controller.refetch} />
        )}
        {controller.paging?.kind === 'cursor' && controller.hasMore ? (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Button onClick={controller.loadMore} loading={controller.loadingMore}>
              {messages.common.loadMore}
            </Button>
          </Flex>
        ) : null}
      </Panel>
      {drawer ? (
        <Suspense fallback={null}>
          <FormDrawer
            resource={resource}
            mode={drawer.mode}
            {...(drawer.id
              ? { id: drawer.id, row: controller.rows.find((row) => String(idOf(resource, row)) === drawer.id) }
              : {})}
            onClose={closeDrawer}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function drawerState(search: URLSearchParams): { mode: 'create' | 'edit'; id?: string } | undefined {
  const edit = search.get('edit');
  if (edit) return { mode: 'edit', id: edit };
  return search.get('create') ? { mode: 'create' } : undefined;
}

function BulkAction({
  resource,
  action,
  rows,
  onDone,
}: {
  readonly resource: ResourceDef;
  readonly action: ListDef['bulkActions'][number];
  readonly rows: readonly unknown[];
  readonly onDone: () => void;
}) {
  // Only the chosen rows it changes something for (its row-level `visible`); none, no button.
  const targets = rows.filter((row) => action.visible?.(row) ?? true);
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
