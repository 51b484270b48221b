/**
 * `/profile/{baId}/product`: the store's products in three groups (판매 중, 검수 중, 판매 중지 =
 * INACTIVE, REJECTED, BANNED) with their counts, searched, sorted and paged in the address; row
 * actions change the status or delete (confirmed). Loads no form library.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, Modal, Radio, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  DeleteProductDocument,
  UpdateProductStatusDocument,
  type ProductListItemFragment,
  type ProductSort,
} from '@/api/commerce/catalog';
import { useCurrentAccount } from '@/api/current-account';
import { graphqlRequest } from '@/api/graphql/request';
import { BusyButton } from '@/components/actions/BusyButton';
import { wrapFocus } from '@/components/dialog/wrap-focus';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { errorMessage } from '@/components/feedback/error-message';
import { PageHeader } from '@/components/layout/PageHeader';
import { LinkButton } from '@/components/navigation/LinkButton';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { formatWon } from '@/lib/format';
import { messages } from '@/lib/messages';
import { catalogCopy, productStatusLabel, productTypeLabel } from '../copy';
import { catalogKey, productGroupCountsQuery, productsQuery } from '../queries';
import {
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  productListArgs,
  productListParams,
  productListSearch,
  type ProductListParams,
} from './list-params';
import { isKnownProductType, PRODUCT_GROUPS, type ProductGroup } from './product-rules';

const copy = catalogCopy.products;
type Row = ProductListItemFragment & { readonly rejectReason?: string | null };

const STATUS_COLOR: Record<string, string> = {
  ACTIVE: 'green',
  PENDING: 'blue',
  INACTIVE: 'default',
  REJECTED: 'orange',
  BANNED: 'red',
};

export function ProductListPage() {
  const account = useCurrentAccount() ?? '';
  const [search, setSearch] = useSearchParams();
  const params = productListParams(search);
  const list = useQuery(productsQuery(account, productListArgs(params)));
  const counts = useQuery(productGroupCountsQuery(account));
  const [typed, setTyped] = useState(params.query);
  const go = (next: Partial<ProductListParams>) =>
    setSearch(
      Object.fromEntries(
        Object.entries(productListSearch({ ...params, page: 1, ...next })).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      ),
    );

  const countOf = (group: ProductGroup) => counts.data?.[group].totalCount;
  return (
    <>
      <PageHeader
        title={copy.title}
        description={copy.description}
        extra={
          <LinkButton type="primary" to={paths.commerceCatalog.productNew.href({ baId: account })}>
            {copy.create}
          </LinkButton>
        }
      />
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Radio.Group
          aria-label={copy.groupLabel}
          optionType="button"
          value={params.group}
          onChange={(event) => go({ group: event.target.value as ProductGroup })}
          options={(Object.keys(PRODUCT_GROUPS) as ProductGroup[]).map((group) => ({
            value: group,
            label: countOf(group) === undefined ? copy.groups[group] : `${copy.groups[group]} ${countOf(group)}`,
          }))}
        />
        <Input.Search
          aria-label={copy.search}
          placeholder={copy.search}
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => go({ query: value.trim() })}
          enterButton={messages.common.search}
          style={{ maxWidth: 320 }}
        />
        <Select<ProductSort>
          aria-label={copy.sortLabel}
          value={params.sort}
          onChange={(sort) => go({ sort })}
          options={PRODUCT_SORTS.map((sort) => ({ value: sort, label: copy.sorts[sort] }))}
          style={{ width: 160 }}
        />
      </Flex>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ProductTable
          baId={account}
          rows={list.data?.items ?? []}
          loading={list.isPending}
          total={list.data?.totalCount ?? 0}
          params={params}
          onPage={(page) => go({ page })}
        />
      )}
    </>
  );
}

function ProductTable({
  baId,
  rows,
  loading,
  total,
  params,
  onPage,
}: {
  readonly baId: string;
  readonly rows: readonly Row[];
  readonly loading: boolean;
  readonly total: number;
  readonly params: ProductListParams;
  readonly onPage: (page: number) => void;
}) {
  const [removing, setRemoving] = useState<Row | null>(null);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: catalogKey });
  const status = useMutation({
    mutationFn: ({ row, next }: { row: Row; next: 'ACTIVE' | 'INACTIVE' }) =>
      graphqlRequest(UpdateProductStatusDocument, { productId: row.id, status: next }, { account: baId }),
    onSuccess: (_data, { row, next }) => {
      toast.success(next === 'ACTIVE' ? copy.resumed(row.name) : copy.stopped(row.name));
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: (row: Row) => graphqlRequest(DeleteProductDocument, { productId: row.id }, { account: baId }),
    onSuccess: (_data, row) => {
      toast.success(copy.removed(row.name));
      setRemoving(null);
      void refresh();
    },
  });

  const columns: TableColumnsType<Row> = [
    {
      key: 'name',
      title: copy.columns.name,
      render: (_, row) => (
        <Flex gap={12} align="center">
          {row.thumbnails[0] ? (
            <img
              src={row.thumbnails[0].url}
              alt=""
              width={48}
              height={48}
              style={{ objectFit: 'cover', borderRadius: 6 }}
            />
          ) : null}
          <Link to={paths.commerceCatalog.productEdit.href({ baId, productId: row.id })}>{row.name}</Link>
        </Flex>
      ),
    },
    {
      key: 'type',
      title: copy.columns.type,
      render: (_, row) => (isKnownProductType(row.type) ? productTypeLabel[row.type] : copy.futureType),
    },
    {
      key: 'price',
      title: copy.columns.price,
      render: (_, row) => (
        <div>
          <div>{formatWon(row.salePrice)}</div>
          {row.discount ? (
            <div className="muted">
              <s>{formatWon(row.price)}</s> {copy.discount(row.discount.rate)}
            </div>
          ) : null}
        </div>
      ),
    },
    {
      key: 'stock',
      title: copy.columns.stock,
      render: (_, row) =>
        row.stockFree ? copy.stockFree : row.outOfStock ? <Tag color="red">{copy.soldOut}</Tag> : copy.stock(row.stock),
    },
    { key: 'sold', title: copy.columns.sold, render: (_, row) => copy.stock(row.sold) },
    {
      key: 'status',
      title: copy.columns.status,
      render: (_, row) => (
        <div>
          <Tag color={STATUS_COLOR[row.status]}>{productStatusLabel[row.status]}</Tag>
          {row.status === 'REJECTED' || row.status === 'BANNED' ? (
            <div className="muted">{row.status === 'BANNED' ? copy.bannedHint : copy.rejectedHint}</div>
          ) : null}
        </div>
      ),
    },
    {
      key: 'actions',
      title: copy.columns.actions,
      render: (_, row) => (
        <Flex gap={4} wrap>
          {row.status === 'ACTIVE' || row.status === 'INACTIVE' ? (
            <BusyButton
              size="small"
              busy={status.isPending && status.variables.row.id === row.id}
              aria-label={`${row.status === 'ACTIVE' ? copy.stop : copy.resume}: ${row.name}`}
              onClick={() => status.mutate({ row, next: row.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE' })}
            >
              {row.status === 'ACTIVE' ? copy.stop : copy.resume}
            </BusyButton>
          ) : null}
          <LinkButton
            size="small"
            type="link"
            to={paths.commerceCatalog.productPreview.href({ productId: row.id }, { baId })}
          >
            {copy.preview}
          </LinkButton>
          <Button size="small" danger aria-label={`${copy.remove}: ${row.name}`} onClick={() => setRemoving(row)}>
            {copy.remove}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <Table<Row>
        aria-label={copy.tableLabel}
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        locale={{
          emptyText: loading ? (
            ' '
          ) : (
            <EmptyState text={params.query ? copy.empty.search(params.query) : copy.empty[params.group]} />
          ),
        }}
        pagination={{
          current: params.page,
          pageSize: PRODUCT_PAGE_SIZE,
          total,
          showSizeChanger: false,
          onChange: onPage,
          hideOnSinglePage: true,
        }}
        scroll={{ x: 'max-content' }}
      />
      <Modal
        open={removing !== null}
        title={removing ? copy.removeTitle(removing.name) : ''}
        okText={copy.remove}
        cancelText={messages.common.cancel}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onOk={() => removing && remove.mutate(removing)}
        onCancel={() => {
          setRemoving(null);
          remove.reset();
        }}
        centered
        width={420}
        modalRender={(node) => <div onKeyDown={wrapFocus}>{node}</div>}
      >
        <p>{copy.removeText}</p>
        {remove.isError ? (
          <p role="alert" style={{ color: 'var(--palette-error)' }}>
            {errorMessage(remove.error)}
          </p>
        ) : null}
      </Modal>
    </>
  );
}
