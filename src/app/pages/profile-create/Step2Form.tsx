/** Step 2: phone, the address (from step 1, with its detail) and a short introduction; finishes the account. */
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Input } from 'antd';
import { useState } from 'react';
import { fieldErrorsOf } from '@/api/errors';
import type { BusinessAccount, LocationType } from '@/api/business-profile-info';
import { useLimits } from '@/api/remote-config';
import { BusyButton } from '@/components/actions/BusyButton';
import { AddressPicker } from '@/components/pickers/AddressPicker';
import { createMessages as text } from '@/lib/info-messages';
import { createStep2 } from './create-queries';
import { step2Errors, type FieldErrors, type Step2Values } from './create-rules';
import { StepForm } from './StepForm';
import { FieldRow } from './FieldRow';

export function Step2Form({
  accountId,
  locationType,
  values,
  onChange,
  onFinished,
}: {
  readonly accountId: number;
  readonly locationType: LocationType | undefined;
  readonly values: Step2Values;
  readonly onChange: (values: Step2Values) => void;
  /** `account` is undefined when the server says the account was already finished. */
  readonly onFinished: (account: BusinessAccount | undefined) => void;
}) {
  const queryClient = useQueryClient();
  const limits = useLimits();
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const errors: FieldErrors = { ...(tried ? step2Errors(values, locationType, limits) : {}), ...serverErrors };
  const set = (patch: Partial<Step2Values>) => {
    setServerErrors({});
    onChange({ ...values, ...patch });
  };

  const submit = async () => {
    setTried(true);
    if (Object.keys(step2Errors(values, locationType, limits)).length > 0 || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      onFinished(await createStep2(queryClient, accountId, values));
    } catch (error) {
      if ((error as { body?: { code?: string } }).body?.code === 'ALREADY_COMPLETED') {
        onFinished(undefined);
        return;
      }
      setServerErrors(Object.fromEntries(fieldErrorsOf(error).map((field) => [field.field, field.reason])));
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const note = (field: string) => (errors[field] ? { text: errors[field], tone: 'error' as const } : undefined);
  const textMax = limits.text?.maxLength;
  return (
    <StepForm failure={failure} busy={busy} onSubmit={() => void submit()}>
      <FieldRow id="create-phone" label={text.phone} required note={note('phone')}>
        <Input
          id="create-phone"
          value={values.phone}
          inputMode="tel"
          placeholder={text.phonePlaceholder}
          status={errors.phone ? 'error' : undefined}
          aria-required
          aria-invalid={Boolean(errors.phone) || undefined}
          aria-describedby="create-phone-note"
          onChange={(event) => set({ phone: event.target.value })}
        />
      </FieldRow>
      <FieldRow
        id="create-address2"
        label={locationType === 'ACTUAL' ? text.shopAddress : text.areaAddress}
        required={locationType === 'ACTUAL'}
        note={note('address')}
      >
        <AddressPicker
          id="create-address2"
          value={values.address}
          onChange={(address) => set({ address })}
          invalid={Boolean(errors.address)}
          aria-describedby="create-address2-note"
        />
      </FieldRow>
      <FieldRow id="create-introduction" label={text.introduction} note={note('introduction')}>
        <Input.TextArea
          id="create-introduction"
          value={values.introduction}
          rows={4}
          placeholder={text.introductionPlaceholder}
          {...(textMax ? { count: { show: true, max: textMax } } : {})}
          aria-describedby="create-introduction-note"
          onChange={(event) => set({ introduction: event.target.value })}
        />
      </FieldRow>
      <Flex justify="flex-end">
        <BusyButton type="primary" htmlType="submit" busy={busy}>
          {text.finish}
        </BusyButton>
      </Flex>
    </StepForm>
  );
}
