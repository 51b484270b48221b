/**
 * The product as a buyer sees it (photos, price and discount, options, how it is received, the
 * filled template, content): the preview page's one section, under the engine's heading (its name).
 */
import { Alert, Button, Descriptions, Flex, Tag } from 'antd';
import type { ProductDetailFieldsFragment } from '@/api/commerce/catalog';
import type { DetailSectionProps } from '@/engine/resource/types';
import { formatWon } from '@/lib/format';
import { hasReceiveMethods, hasValidDays, isKnownProductType, parseContent } from './product-input';
import { previewCopy as copy, productStatusLabel, receiveMethodLabel } from './preview-words';

type Product = ProductDetailFieldsFragment;

export function ProductPreview({ record }: DetailSectionProps) {
  const product = record as Product;
  const blocks = parseContent(product.content);
  const known = isKnownProductType(product.type);
  return (
    <article aria-label={product.name}>
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
