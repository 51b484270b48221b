/**
 * `/profile/{baId}/product/new` and `/product/update/{productId}`: loads the store (a product is
 * created only while it is ACTIVE or PENDING; otherwise says why, with a link to the store), the
 * categories and, for an update, the product. A product of a type this console does not know is
 * shown read-only as a future type.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { useCurrentAccount } from '@/api/current-account';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { formatWon } from '@/lib/format';
import { catalogCopy, productStatusLabel, storeStatusLabel } from '../copy';
import { categoriesQuery, productQuery, storeInfoQuery } from '../queries';
import { ProductForm } from './ProductForm';
import { emptyProductValues, productValuesOf } from './product-form-values';
import { isKnownProductType, storeAllowsProducts } from './product-rules';

const copy = catalogCopy.productForm;

export function ProductFormPage() {
  const account = useCurrentAccount() ?? '';
  const { productId } = useParams();
  const [search] = useSearchParams();
  const store = useQuery(storeInfoQuery(account));
  const categories = useQuery(categoriesQuery(account));
  const product = useQuery({ ...productQuery(account, productId ?? ''), enabled: productId !== undefined });
  const back = (
    <LinkButton type="link" to={paths.commerceCatalog.productList.href({ baId: account })}>
      {copy.toList}
    </LinkButton>
  );
  const title = productId ? copy.editTitle : copy.newTitle;
  const failed = [store, categories, ...(productId ? [product] : [])].find((query) => query.isError);
  const body = () => {
    if (failed) return <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />;
    if (store.isPending || categories.isPending || (productId && product.isPending)) return <LoadingState rows={8} />;
    const storeRow = store.data?.store;
    if (!productId && !storeAllowsProducts(storeRow?.status)) {
      return (
        <EmptyState
          text={storeRow ? copy.refused(storeStatusLabel[storeRow.status]) : copy.refusedNoStore}
          action={
            <LinkButton type="primary" to={paths.commerceCatalog.store.href({ baId: account })}>
              {catalogCopy.toStore}
            </LinkButton>
          }
        />
      );
    }
    if (productId && product.data && !isKnownProductType(product.data.type)) {
      const data = product.data;
      return (
        <Panel>
          <Alert type="info" showIcon title={copy.futureTitle} description={copy.futureText(String(data.type))} />
          <Descriptions
            style={{ marginTop: 16 }}
            column={1}
            items={[
              { key: 'name', label: copy.name, children: data.name },
              { key: 'status', label: catalogCopy.products.columns.status, children: productStatusLabel[data.status] },
              { key: 'price', label: copy.price, children: formatWon(data.price) },
              { key: 'sale', label: copy.salePrice, children: formatWon(data.salePrice) },
            ]}
          />
        </Panel>
      );
    }
    return (
      <ProductForm
        baId={account}
        productId={productId}
        categories={categories.data ?? []}
        initial={product.data ? productValuesOf(product.data) : newProductValues(search.get('categoryId'))}
        rejectReason={product.data?.status === 'REJECTED' ? product.data.rejectReason : null}
      />
    );
  };
  /** A new product, in the category the address names (`?categoryId=`) when it is a leaf. */
  function newProductValues(categoryId: string | null) {
    const leaf = categories.data?.find((category) => category.id === categoryId && category.parentId);
    return { ...emptyProductValues(), categoryId: leaf?.id };
  }
  return (
    <>
      <PageHeader title={title} back={back} description={product.data?.name} />
      {body()}
    </>
  );
}
