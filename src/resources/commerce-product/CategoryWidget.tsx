/**
 * The product's category: a leaf category picked under its parent (ProductCategories). Choosing it
 * brings the category's attributes and template groups into the form (their Dependent fields).
 */
import { useQuery } from '@tanstack/react-query';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { Select } from 'antd';
import { ProductCategoriesDocument } from '@/api/commerce/catalog';
import { useCurrentAccount } from '@/api/current-account';
import { graphqlQuery } from '@/api/graphql/request';
import { ErrorState } from '@/components/feedback/ErrorState';

/** Categories change rarely. */
const STALE_MS = 10 * 60_000;

function productCategoriesQuery(account: string | undefined) {
  return {
    ...graphqlQuery(ProductCategoriesDocument, {}, account, (data) => data.productCategories),
    staleTime: STALE_MS,
  };
}

export function ProductCategoryWidget({ id, value, onChange, onBlur, disabled, readonly, rawErrors }: WidgetProps) {
  const account = useCurrentAccount();
  const categories = useQuery(productCategoriesQuery(account));
  if (categories.isError)
    return <ErrorState compact error={categories.error} onRetry={() => void categories.refetch()} />;
  const all = categories.data ?? [];
  const options = all
    .filter((category) => !category.parentId)
    .map((parent) => ({
      label: parent.name,
      title: parent.name,
      options: all
        .filter((category) => category.parentId === parent.id)
        .map((category) => ({ value: category.id, label: category.name })),
    }));
  return (
    <Select
      id={id}
      value={typeof value === 'string' && value !== '' ? value : undefined}
      onChange={(next: string | undefined) => onChange(next ?? undefined)}
      onBlur={() => onBlur(id, value)}
      options={options}
      loading={categories.isPending}
      disabled={disabled || readonly}
      status={rawErrors?.length ? 'error' : undefined}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ maxWidth: 320 }}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
