/** `/profile/{baId}/store/min_condition_price`: the amount a buyer must reach to order (0 = none). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { useState } from 'react';
import { UpdateMinConditionPriceDocument } from '@/api/commerce/catalog';
import { useCurrentAccount } from '@/api/current-account';
import { graphqlRequest } from '@/api/graphql/request';
import { toast } from '@/components/toast/toast-store';
import { preventComposingSubmit } from '@/engine/form/ime';
import { useUnsavedChangesGuard } from '@/engine/form/UnsavedChangesGuard';
import { messages } from '@/lib/messages';
import { catalogCopy } from '../copy';
import { catalogKey, minConditionPriceQuery } from '../queries';
import { WonInput } from '../WonInput';
import { SaveRow, StoreFormShell } from './StoreFormShell';

const copy = catalogCopy.minPrice;
const MAX = 100_000_000;

export function MinConditionPricePage() {
  const account = useCurrentAccount() ?? '';
  const query = useQuery(minConditionPriceQuery(account));
  return (
    <StoreFormShell baId={account} title={copy.title} description={copy.description} query={query}>
      {(current) => <MinPriceForm baId={account} value={current.minConditionPrice} />}
    </StoreFormShell>
  );
}

function MinPriceForm({ baId, value }: { readonly baId: string; readonly value: number }) {
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (minConditionPrice: number) =>
      graphqlRequest(UpdateMinConditionPriceDocument, { baId, minConditionPrice }, { account: baId }),
    onSuccess: () => {
      setDirty(false);
      toast.success(copy.saved);
      void queryClient.invalidateQueries({ queryKey: catalogKey });
    },
  });
  return (
    <Form<{ minConditionPrice: number }>
      layout="vertical"
      initialValues={{ minConditionPrice: value }}
      onValuesChange={() => setDirty(true)}
      onFinish={(values) => {
        if (!save.isPending) save.mutate(values.minConditionPrice);
      }}
      onKeyDown={preventComposingSubmit}
      style={{ maxWidth: 560 }}
    >
      <Form.Item
        name="minConditionPrice"
        label={copy.field}
        rules={[
          { required: true, message: messages.validation.required },
          { type: 'number', min: 0, max: MAX, message: copy.range },
        ]}
      >
        <WonInput max={MAX} />
      </Form.Item>
      <SaveRow busy={save.isPending} error={save.error} />
      {guard.dialog}
    </Form>
  );
}
