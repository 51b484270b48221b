/**
 * The product form: basics, price and stock, the type's own fields (receive methods for GOODS,
 * valid days for SERVICE and vouchers), simple options, the category's attributes and template
 * input groups, photos and content. A failed save keeps everything typed and says why.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Flex, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CreateProductDocument,
  UpdateProductDocument,
  type ProductCategoriesQuery,
  type ProductType,
  type ReceiveMethod,
} from '@/api/commerce/catalog';
import { graphqlRequest } from '@/api/graphql/request';
import { Panel } from '@/components/layout/Panel';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { preventComposingSubmit } from '@/engine/form/ime';
import { useUnsavedChangesGuard } from '@/engine/form/UnsavedChangesGuard';
import { formatWon } from '@/lib/format';
import { messages } from '@/lib/messages';
import { catalogCopy, productTypeLabel, receiveMethodLabel } from '../copy';
import { fieldErrorOf, PRODUCT_FIELDS } from '../field-errors';
import { attributesQuery, catalogKey, templatesQuery } from '../queries';
import { SaveRow } from '../store/SaveRow';
import { WonInput } from '../WonInput';
import { productInputOf, type ProductFormValues } from './product-form-values';
import { discountRate, hasReceiveMethods, hasValidDays, KNOWN_PRODUCT_TYPES, templateValues } from './product-rules';
import { TemplateFields } from './TemplateFields';
import { ThumbnailField } from './ThumbnailField';

const copy = catalogCopy.productForm;
const required = { required: true, message: messages.validation.required };

export function ProductForm({
  baId,
  productId,
  categories,
  initial,
  rejectReason,
}: {
  readonly baId: string;
  readonly productId: string | undefined;
  readonly categories: ProductCategoriesQuery['productCategories'];
  readonly initial: ProductFormValues;
  readonly rejectReason: string | null | undefined;
}) {
  const [form] = Form.useForm<ProductFormValues>();
  const type = Form.useWatch('type', form) ?? initial.type;
  const categoryId = Form.useWatch('categoryId', form) ?? initial.categoryId;
  const price = Form.useWatch('price', form);
  const salePrice = Form.useWatch('salePrice', form);
  const stockFree = Form.useWatch('stockFree', form) ?? initial.stockFree;
  const attributes = useQuery({ ...attributesQuery(baId, categoryId), enabled: categoryId !== undefined });
  const templates = useQuery({ ...templatesQuery(baId, categoryId), enabled: categoryId !== undefined });
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // A template's nodes start at the product's values, else the defaults of spec 001 §3.
  useEffect(() => {
    for (const template of templates.data ?? []) {
      const current = form.getFieldValue(['templates', template.id]) as Record<string, string> | undefined;
      form.setFieldValue(['templates', template.id], templateValues(template, current ?? {}));
    }
  }, [templates.data, form]);

  const save = useMutation({
    mutationFn: async (values: ProductFormValues): Promise<void> => {
      const input = productInputOf(
        values,
        (templates.data ?? []).map((template) => template.id),
      );
      if (productId) await graphqlRequest(UpdateProductDocument, { productId, input }, { account: baId });
      else await graphqlRequest(CreateProductDocument, { baId, input }, { account: baId });
    },
    onSuccess: () => {
      setDirty(false);
      guard.allowNextNavigation();
      toast.success(productId ? copy.updated : copy.created);
      void queryClient.invalidateQueries({ queryKey: catalogKey });
      void navigate(paths.commerceCatalog.productList.href({ baId }, productId ? undefined : { group: 'pending' }));
    },
    onError: (error) => {
      const field = fieldErrorOf(error, PRODUCT_FIELDS);
      if (field) form.setFields([{ name: field.name as keyof ProductFormValues, errors: [field.message] }]);
    },
  });

  const rate = discountRate(price, salePrice);
  const parents = categories.filter((category) => !category.parentId);
  return (
    <Form<ProductFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={() => setDirty(true)}
      onFinish={(values) => {
        if (!save.isPending) save.mutate({ ...initial, ...values });
      }}
      onKeyDown={preventComposingSubmit}
      scrollToFirstError
    >
      <Flex vertical gap={16} style={{ maxWidth: 760 }}>
        {/* The save comes first: a long form is saved without tabbing through every field, and stays in view. */}
        <div
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 3,
            padding: '12px 0',
            background: 'var(--palette-layout-background)',
          }}
        >
          <SaveRow busy={save.isPending} error={save.error} />
        </div>
        {rejectReason ? (
          <Panel>
            <p role="note" style={{ margin: 0 }}>
              {catalogCopy.store.rejectReason}: {rejectReason} · {catalogCopy.products.rejectedHint}
            </p>
          </Panel>
        ) : null}
        <Panel title="기본 정보" titleId="product-basics">
          <Form.Item name="type" label={copy.type} rules={[required]}>
            <Radio.Group
              options={KNOWN_PRODUCT_TYPES.map((value: ProductType) => ({ value, label: productTypeLabel[value] }))}
            />
          </Form.Item>
          <Form.Item
            name="name"
            label={copy.name}
            rules={[required, { min: 2, max: 50, whitespace: true, message: copy.nameRange }]}
          >
            <Input showCount maxLength={50} />
          </Form.Item>
          <Form.Item name="categoryId" label={copy.category} extra={copy.categoryHelp} rules={[required]}>
            <Select
              style={{ maxWidth: 320 }}
              options={parents.map((parent) => ({
                label: parent.name,
                title: parent.name,
                options: categories
                  .filter((category) => category.parentId === parent.id)
                  .map((category) => ({ value: category.id, label: category.name })),
              }))}
            />
          </Form.Item>
        </Panel>
        <Panel title="가격·재고" titleId="product-price">
          <Form.Item
            name="price"
            label={copy.price}
            rules={[required, { type: 'number', min: 100, max: 999_999_999, message: copy.priceRange }]}
          >
            <WonInput max={999_999_999} />
          </Form.Item>
          <Form.Item
            name="salePrice"
            label={copy.salePrice}
            extra={
              rate > 0 && price ? copy.discount(rate, formatWon(price - (salePrice ?? price))) : copy.salePriceHelp
            }
            dependencies={['price']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_rule, value: number | null | undefined) => {
                  const fullPrice = getFieldValue('price') as number | null | undefined;
                  return value === null || value === undefined || !fullPrice || value <= fullPrice
                    ? Promise.resolve()
                    : Promise.reject(new Error(copy.salePriceAbove));
                },
              }),
            ]}
          >
            <WonInput />
          </Form.Item>
          <Form.Item name="stockFree" valuePropName="checked">
            <Checkbox>{copy.stockFree}</Checkbox>
          </Form.Item>
          {!stockFree ? (
            <Form.Item name="stock" label={copy.stock} rules={[required]}>
              <InputNumber<number> min={0} precision={0} suffix="개" style={{ width: 160 }} />
            </Form.Item>
          ) : null}
          {hasReceiveMethods(type) ? (
            <Form.Item
              name="receiveMethods"
              label={copy.receiveMethods}
              rules={[{ type: 'array', min: 1, required: true, message: copy.receiveRequired }]}
            >
              <Checkbox.Group
                options={(['DELIVERY', 'PICKUP'] as ReceiveMethod[]).map((value) => ({
                  value,
                  label: receiveMethodLabel[value],
                }))}
              />
            </Form.Item>
          ) : null}
          {hasValidDays(type) ? (
            <Form.Item name="validDays" label={copy.validDays} extra={copy.validDaysHelp}>
              <InputNumber<number> min={0} precision={0} suffix="일" style={{ width: 160 }} />
            </Form.Item>
          ) : null}
        </Panel>
        <Panel title={copy.options} titleId="product-options">
          <p className="muted" style={{ marginTop: 0 }}>
            {copy.optionsHelp}
          </p>
          <Form.List name="options">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8}>
                {fields.map((field, index) => (
                  <fieldset key={field.key} className="option-row" style={{ border: 0, margin: 0, padding: 0 }}>
                    <legend className="visually-hidden">{`옵션 ${index + 1}`}</legend>
                    <Flex gap={8} wrap align="flex-start">
                      <Form.Item name={[field.name, 'name']} label={copy.optionName} rules={[required]}>
                        <Input style={{ width: 200 }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'stock']} label={copy.optionStock}>
                        <InputNumber<number> min={0} precision={0} style={{ width: 100 }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'additionalPrice']} label={copy.optionPrice}>
                        <WonInput style={{ width: 140 }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'stockFree']} valuePropName="checked" label=" ">
                        <Checkbox>{copy.optionStockFree}</Checkbox>
                      </Form.Item>
                      <Form.Item label=" ">
                        <Button onClick={() => remove(field.name)}>{copy.removeOption(index + 1)}</Button>
                      </Form.Item>
                    </Flex>
                  </fieldset>
                ))}
                <div>
                  <Button onClick={() => add({ name: '', stock: 0, stockFree: false, additionalPrice: 0 })}>
                    {copy.addOption}
                  </Button>
                </div>
              </Flex>
            )}
          </Form.List>
        </Panel>
        {attributes.data?.length ? (
          <Panel title={copy.attributes} titleId="product-attributes">
            {attributes.data.map((attribute) => (
              <Form.Item
                key={attribute.id}
                name={['attributes', attribute.id]}
                label={attribute.name}
                rules={attribute.required ? [required] : []}
              >
                {attribute.values.length ? (
                  <Select
                    allowClear
                    style={{ maxWidth: 320 }}
                    options={attribute.values.map((value) => ({ value, label: value }))}
                  />
                ) : (
                  <Input style={{ maxWidth: 320 }} />
                )}
              </Form.Item>
            ))}
          </Panel>
        ) : null}
        {templates.data?.length ? (
          <Panel title={copy.templates} titleId="product-templates">
            <TemplateFields templates={templates.data} />
          </Panel>
        ) : null}
        <Panel title={copy.thumbnails} titleId="product-thumbnails">
          <Form.Item name="thumbnailUrls" extra={copy.thumbnailsHelp}>
            <ThumbnailField />
          </Form.Item>
        </Panel>
        <Panel title={copy.content} titleId="product-content">
          <Form.Item name="content" label={copy.content} extra={copy.contentHelp}>
            <Input.TextArea rows={6} />
          </Form.Item>
        </Panel>
      </Flex>
      {guard.dialog}
    </Form>
  );
}
