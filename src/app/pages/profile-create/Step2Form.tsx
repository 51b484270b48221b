/**
 * Step 2: phone, the address (from step 1, with its detail) and a short introduction. 만들기 마치기
 * creates the account (step 1's values) and finishes it: nothing exists before. 이전 goes back to
 * step 1 with everything typed kept.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { fieldErrorsOf } from '@/api/errors';
import type { BusinessAccount } from '@/api/business-profile-info';
import { useLimits } from '@/api/remote-config';
import { BusyButton } from '@/components/actions/BusyButton';
import { AddressPicker } from '@/components/pickers/AddressPicker';
import { createMessages as text } from '@/lib/info-messages';
import { createStep1, createStep2 } from '@/api/profile-create-queries';
import {
  step1Body,
  step2Body,
  step2Errors,
  type FieldErrors,
  type Step1Values,
  type Step2Values,
} from './create-rules';
import { StepForm } from './StepForm';
import { FieldRow } from './FieldRow';

export function Step2Form({
  accountId,
  step1,
  values,
  onChange,
  onCreated,
  onStep1Refused,
  onBack,
  onFinished,
}: {
  /** The account, once made (a step 2 that failed after it was made finishes it). */
  readonly accountId: number | undefined;
  readonly step1: Step1Values;
  readonly values: Step2Values;
  readonly onChange: (values: Step2Values) => void;
  readonly onCreated: (accountId: number) => void;
  /** The server refused step 1's values (a name taken meanwhile): back to step 1 to fix them. */
  readonly onStep1Refused: (error: unknown) => void;
  /** 이전 (only while nothing is made). */
  readonly onBack: () => void;
  /** `account` is undefined when the server says the account was already finished. */
  readonly onFinished: (account: BusinessAccount | undefined, accountId: number) => void;
}) {
  const locationType = step1.locationType;
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
    let made = accountId;
    if (made === undefined) {
      try {
        made = (await createStep1(step1Body(step1))).id;
        onCreated(made);
      } catch (error) {
        setBusy(false);
        if (fieldErrorsOf(error).length > 0) onStep1Refused(error);
        else setFailure(error);
        return;
      }
    }
    try {
      onFinished(await createStep2(queryClient, made, step2Body(made, values)), made);
    } catch (error) {
      if ((error as { body?: { code?: string } }).body?.code === 'ALREADY_COMPLETED') {
        onFinished(undefined, made);
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
        {(note) => (
          <AddressPicker
            id="create-address2"
            note={note}
            value={values.address}
            onChange={(address) => set({ address })}
            invalid={Boolean(errors.address)}
            aria-describedby="create-address2-note"
          />
        )}
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
      <Flex justify={accountId === undefined ? 'space-between' : 'flex-end'}>
        {accountId === undefined ? (
          <Button onClick={onBack} disabled={busy}>
            {text.previous}
          </Button>
        ) : null}
        <BusyButton type="primary" htmlType="submit" busy={busy}>
          {text.finish}
        </BusyButton>
      </Flex>
    </StepForm>
  );
}
