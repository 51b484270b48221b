/**
 * `/profile/{baId}/store/delivery_setting`: the fee type (FREE / FIXED / CONDITIONAL_FREE) and only
 * the fields that type needs, the deliverable region and the guides. A failed save keeps what was
 * typed and says why.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Radio } from 'antd';
import { useState } from 'react';
import {
  UpdateStoreDeliverySettingDocument,
  type DeliverableRegionType,
  type DeliveryFeeType,
  type StoreDeliverySettingQuery,
} from '@/api/commerce/catalog';
import { useCurrentAccount } from '@/api/current-account';
import { graphqlRequest } from '@/api/graphql/request';
import { toast } from '@/components/toast/toast-store';
import { preventComposingSubmit } from '@/engine/form/ime';
import { useUnsavedChangesGuard } from '@/engine/form/UnsavedChangesGuard';
import { messages } from '@/lib/messages';
import { catalogCopy, feeTypeLabel, regionTypeLabel } from '../copy';
import { DELIVERY_FIELDS, fieldErrorOf } from '../field-errors';
import { catalogKey, deliverySettingQuery } from '../queries';
import { WonInput } from '../WonInput';
import { SaveRow, StoreFormShell } from './StoreFormShell';

const copy = catalogCopy.delivery;
const MAX_FEE = 100_000;
const MAX_GUIDE = 200;

interface Values {
  type: DeliveryFeeType;
  feeAmount?: number | null;
  freeConditionPrice?: number | null;
  deliverableRegionType?: DeliverableRegionType | null;
  deliverableRegionGuide?: string;
  description?: string;
}

/** Only what the chosen fee type uses is sent (a fee typed before choosing 무료 배송 is not). */
export function deliveryInputOf(values: Values) {
  return {
    type: values.type,
    feeAmount: values.type === 'FREE' ? 0 : (values.feeAmount ?? null),
    freeConditionPrice: values.type === 'CONDITIONAL_FREE' ? (values.freeConditionPrice ?? null) : null,
    deliverableRegionType: values.deliverableRegionType ?? null,
    deliverableRegionGuide: values.deliverableRegionGuide ?? '',
    description: values.description ?? '',
  };
}

export function DeliverySettingPage() {
  const account = useCurrentAccount() ?? '';
  const query = useQuery(deliverySettingQuery(account));
  return (
    <StoreFormShell baId={account} title={copy.title} description={copy.description} query={query}>
      {(setting) => <DeliveryForm baId={account} setting={setting} />}
    </StoreFormShell>
  );
}

function DeliveryForm({
  baId,
  setting,
}: {
  readonly baId: string;
  readonly setting: StoreDeliverySettingQuery['storeDeliverySetting'];
}) {
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('type', form) ?? setting.type;
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: Values) =>
      graphqlRequest(UpdateStoreDeliverySettingDocument, { baId, input: deliveryInputOf(values) }, { account: baId }),
    onSuccess: () => {
      setDirty(false);
      toast.success(copy.saved);
      void queryClient.invalidateQueries({ queryKey: catalogKey });
    },
    onError: (error) => {
      const field = fieldErrorOf(error, DELIVERY_FIELDS);
      if (field) form.setFields([{ name: field.name as keyof Values, errors: [field.message] }]);
    },
  });
  const initialValues: Values = {
    type: setting.type,
    feeAmount: setting.type === 'FREE' ? null : setting.fee.amount,
    freeConditionPrice: setting.freeConditionPrice ?? null,
    deliverableRegionType: setting.deliverableRegionType ?? null,
    deliverableRegionGuide: setting.deliverableRegionGuide ?? '',
    description: setting.description ?? '',
  };
  const required = { required: true, message: messages.validation.required };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={() => setDirty(true)}
      onFinish={(values) => {
        if (!save.isPending) save.mutate(values);
      }}
      onKeyDown={preventComposingSubmit}
      style={{ maxWidth: 560 }}
    >
      <Form.Item name="type" label={copy.type} rules={[required]}>
        <Radio.Group
          options={(Object.keys(feeTypeLabel) as DeliveryFeeType[]).map((value) => ({
            value,
            label: feeTypeLabel[value],
          }))}
        />
      </Form.Item>
      {type !== 'FREE' ? (
        <Form.Item
          name="feeAmount"
          label={copy.fee}
          rules={[required, { type: 'number', min: 0, max: MAX_FEE, message: copy.feeRange }]}
        >
          <WonInput max={MAX_FEE} />
        </Form.Item>
      ) : null}
      {type === 'CONDITIONAL_FREE' ? (
        <Form.Item
          name="freeConditionPrice"
          label={copy.freeConditionPrice}
          extra={copy.freeConditionHelp}
          rules={[required, { type: 'number', min: 1, message: copy.freeConditionRequired }]}
        >
          <WonInput />
        </Form.Item>
      ) : null}
      <Form.Item name="deliverableRegionType" label={copy.regionType}>
        <Radio.Group
          options={(Object.keys(regionTypeLabel) as DeliverableRegionType[]).map((value) => ({
            value,
            label: regionTypeLabel[value],
          }))}
        />
      </Form.Item>
      <Form.Item
        name="deliverableRegionGuide"
        label={copy.regionGuide}
        rules={[{ max: MAX_GUIDE, message: messages.validation.maxLength(MAX_GUIDE) }]}
      >
        <Input.TextArea rows={2} showCount maxLength={MAX_GUIDE} />
      </Form.Item>
      <Form.Item
        name="description"
        label={copy.descriptionField}
        rules={[{ max: MAX_GUIDE, message: messages.validation.maxLength(MAX_GUIDE) }]}
      >
        <Input.TextArea rows={3} showCount maxLength={MAX_GUIDE} />
      </Form.Item>
      <SaveRow busy={save.isPending} error={save.error} />
      {guard.dialog}
    </Form>
  );
}
