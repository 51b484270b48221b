/**
 * `/preview/products/{productId}?baId=…`: the product as a buyer sees it (photos, price and
 * discount, options, how it is received, the filled template, content). Exempt from the login
 * redirect; the store's account comes from `baId`.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Tag } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { accountOfParams } from '@/api/current-account';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { formatWon } from '@/lib/format';
import { CenteredPage } from '../../CenteredPage';
import { previewCopy as copy, productStatusLabel, receiveMethodLabel } from './copy';
import {
  hasReceiveMethods,
  hasValidDays,
  isKnownProductType,
  parseContent,
} from '@/resources/commerce-product/product-input';
import { productQuery } from '../queries';

export function ProductPreviewPage() {
  const { productId = '' } = useParams();
  const [search] = useSearchParams();
  const account = accountOfParams({ baId: search.get('baId') ?? undefined });
  const query = useQuery({ ...productQuery(account, productId), enabled: account !== undefined });
  return (
    <CenteredPage>
      <div style={{ width: '100%', maxWidth: 480 }}>
        {account === undefined ? (
          <>
            <h1 className="page-title">{copy.title}</h1>
            <EmptyState text={copy.missingAccount} />
          </>
        ) : query.isPending ? (
          <>
            <h1 className="page-title">{copy.title}</h1>
            <LoadingState rows={8} />
          </>
        ) : query.isError ? (
          <>
            <h1 className="page-title">{copy.title}</h1>
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          </>
        ) : (
          <ProductView product={query.data} />
        )}
      </div>
    </CenteredPage>
  );
}

type Product = Awaited<ReturnType<ReturnType<typeof productQuery>['queryFn']>>;

function ProductView({ product }: { readonly product: Product }) {
  const blocks = parseContent(product.content);
  const known = isKnownProductType(product.type);
  return (
    <article aria-labelledby="preview-name">
      {product.status !== 'ACTIVE' ? (
        <Alert type="info" showIcon title={copy.notOnSale(productStatusLabel[product.status])} />
      ) : null}
      {product.thumbnails[0] ? (
        <img
          src={product.thumbnails[0].url}
          alt={product.name}
          style={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 8, marginTop: 12 }}
        />
      ) : null}
      {product.thumbnails.length > 1 ? (
        <Flex gap={6} style={{ marginTop: 6 }}>
          {product.thumbnails.slice(1).map((image, index) => (
            <img
              key={image.id}
              src={image.url}
              alt={`${product.name} ${index + 2}`}
              width={64}
              height={64}
              style={{ objectFit: 'cover', borderRadius: 6 }}
            />
          ))}
        </Flex>
      ) : null}
      <h1 id="preview-name" className="page-title" style={{ marginTop: 16 }}>
        {product.name}
      </h1>
      <p style={{ margin: '8px 0', fontSize: 20, fontWeight: 700 }}>
        {product.discount ? <span style={{ color: 'var(--palette-primary)' }}>{product.discount.rate}% </span> : null}
        {formatWon(product.salePrice)}{' '}
        {product.discount ? (
          <s className="muted" style={{ fontSize: 14, fontWeight: 400 }}>
            {formatWon(product.price)}
          </s>
        ) : null}
        {product.outOfStock ? <Tag color="red">{copy.soldOut}</Tag> : null}
      </p>
      {known && hasReceiveMethods(product.type) ? (
        <p>
          {copy.receive}: {product.receiveMethods.map((method) => receiveMethodLabel[method]).join(', ')}
        </p>
      ) : null}
      {known && hasValidDays(product.type) ? <p>{copy.validDays(product.validDays)}</p> : null}
      {product.simpleOptions.length ? (
        <section aria-labelledby="preview-options">
          <h2 id="preview-options" className="panel-title">
            {copy.options}
          </h2>
          <ul style={{ paddingLeft: 20 }}>
            {product.simpleOptions.map((option) => (
              <li key={option.id}>
                {option.name}
                {option.hasAdditionalPrice ? ` (${copy.optionExtra(formatWon(option.additionalPrice.amount))})` : ''}
                {!option.stockFree && option.stock <= 0 ? ` · ${copy.soldOut}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Button type="primary" block disabled title={copy.buyDisabled} style={{ margin: '8px 0 16px' }}>
        {copy.buy}
      </Button>
      <section aria-label={copy.content}>
        {blocks.length ? (
          blocks.map((block, index) => <p key={index}>{block.text}</p>)
        ) : (
          <p className="muted">{copy.noContent}</p>
        )}
      </section>
      {product.attributes.length ? (
        <Descriptions
          title={copy.attributes}
          size="small"
          column={1}
          bordered
          items={product.attributes.map((attribute) => ({
            key: attribute.attributeId,
            label: attribute.name,
            children: attribute.value,
          }))}
        />
      ) : null}
      {product.templates.map((template) => (
        <Descriptions
          key={template.id}
          style={{ marginTop: 16 }}
          title={template.name}
          size="small"
          column={1}
          bordered
          items={template.inputGroups.flatMap((group) =>
            group.nodes
              .filter((node) => node.value !== '')
              .map((node) => ({
                key: `${group.id}-${node.dataKey}`,
                label: node.label,
                children: node.type === 'CHECKBOX' ? copy.checkboxValue(node.value) : node.value,
              })),
          )}
        />
      ))}
    </article>
  );
}
