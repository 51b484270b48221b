/**
 * Step 1: name (checked as typed), category (with whether it needs an inspection), who runs it,
 * whether it has a shop, the address and the region nearest to it. 다음 makes the account.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, Radio } from 'antd';
import { useState } from 'react';
import { fieldErrorsOf } from '@/api/errors';
import { useLimits } from '@/api/remote-config';
import { BusyButton } from '@/components/actions/BusyButton';
import { errorMessage } from '@/components/feedback/error-message';
import { AddressPicker } from '@/components/pickers/AddressPicker';
import { CategoryPicker } from '@/components/pickers/CategoryPicker';
import { createMessages as text, infoMessages } from '@/lib/info-messages';
import { messages } from '@/lib/messages';
import { inspectionRequiredQuery, regionsQuery } from '@/api/profile-create-queries';
import { step1Errors, type FieldErrors, type Step1Values } from './create-rules';
import { StepForm } from './StepForm';
import { ChoiceRow, FieldRow, type FieldNote } from './FieldRow';
import { useNameChecks } from './use-name-checks';

const OWNER_TYPES = ['PERSONAL', 'BIZ'] as const;
const LOCATION_TYPES = ['ACTUAL', 'SERVICE', 'NONE'] as const;
const labels = infoMessages.overview;

export function Step1Form({
  values,
  onChange,
  onNext,
  returned,
}: {
  readonly values: Step1Values;
  readonly onChange: (values: Step1Values) => void;
  /** 다음: step 1 is a draft; nothing is created until the last step. */
  readonly onNext: (values: Step1Values) => void;
  /** The last step's refusal of what step 1 says (a name taken meanwhile), shown under its fields. */
  readonly returned?: unknown;
}) {
  const queryClient = useQueryClient();
  const limits = useLimits();
  const [tried, setTried] = useState(returned !== undefined);
  const [serverErrors, setServerErrors] = useState<FieldErrors>(() => step1ServerErrors(returned));
  const [failure] = useState<unknown>(returned ?? null);
  const [busy, setBusy] = useState(false);
  const checks = useNameChecks(values);
  const inspection = useQuery(inspectionRequiredQuery(queryClient, values.category?.id));
  const point = values.address?.coordinates;
  const regions = useQuery(regionsQuery(queryClient, point));

  const set = (patch: Partial<Step1Values>) => {
    setServerErrors({});
    onChange({ ...values, ...patch });
  };
  // The nearest region is chosen for the merchant once the regions are known.
  const regionId = values.regionId ?? regions.data?.[0]?.id;
  const withRegion = { ...values, ...(regionId !== undefined ? { regionId } : {}) };
  const errors: FieldErrors = { ...(tried ? step1Errors(withRegion, limits) : {}), ...serverErrors };

  const nameNote = ((): FieldNote | undefined => {
    if (errors.name) return { text: errors.name, tone: 'error' };
    if (checks.valid.kind === 'failed') return { text: checks.valid.message, tone: 'error' };
    if (checks.nearby.kind === 'failed') return { text: checks.nearby.message, tone: 'warning' };
    if (checks.valid.kind === 'checking') return { text: messages.form.checking, tone: 'plain' };
    if (checks.valid.kind === 'passed') return { text: infoMessages.base.nameFree, tone: 'plain' };
    return undefined;
  })();

  const submit = async () => {
    setTried(true);
    // 다음 pressed while the regions near a restored address are still loading: wait for the nearest.
    const nearest = regionId ?? (point ? (await regions.refetch()).data?.[0]?.id : undefined);
    const complete = { ...values, ...(nearest !== undefined ? { regionId: nearest } : {}) };
    if (Object.keys(step1Errors(complete, limits)).length > 0 || checks.valid.kind === 'failed' || busy) return;
    setBusy(true);
    onNext(complete);
    setBusy(false);
  };

  const nameMax = limits.localProfileName?.maxLength;
  return (
    <StepForm failure={failure} busy={busy} onSubmit={() => void submit()}>
      <FieldRow id="create-name" label={text.name} required note={nameNote}>
        <Input
          id="create-name"
          value={values.name}
          placeholder={text.namePlaceholder}
          {...(nameMax ? { count: { show: true, max: nameMax } } : {})}
          status={nameNote?.tone === 'error' ? 'error' : undefined}
          aria-required
          aria-invalid={nameNote?.tone === 'error' || undefined}
          aria-describedby="create-name-note"
          onChange={(event) => set({ name: event.target.value })}
        />
      </FieldRow>
      <FieldRow
        id="create-category"
        label={text.category}
        required
        note={
          errors.category
            ? { text: errors.category, tone: 'error' }
            : inspection.data?.inspectionRequired
              ? { text: text.inspection(inspection.data.requiredDocuments.join(', ')), tone: 'warning' }
              : undefined
        }
      >
        <CategoryPicker
          id="create-category"
          selected={values.category ? { value: values.category.id, label: values.category.label } : undefined}
          onSelect={(category) =>
            set({ category: category ? { id: category.id, label: category.fullName } : undefined })
          }
          invalid={Boolean(errors.category)}
          aria-describedby="create-category-note"
        />
      </FieldRow>
      <ChoiceRow
        id="create-owner"
        label={text.ownerType}
        note={errors.ownerType ? { text: errors.ownerType, tone: 'error' } : undefined}
      >
        <Radio.Group
          value={values.ownerType}
          onChange={(event) => set({ ownerType: event.target.value as Step1Values['ownerType'] })}
          options={OWNER_TYPES.map((value) => ({ value, label: labels.ownerTypes[value] }))}
        />
      </ChoiceRow>
      <ChoiceRow
        id="create-location"
        label={text.locationType}
        note={errors.locationType ? { text: errors.locationType, tone: 'error' } : undefined}
      >
        <Radio.Group
          value={values.locationType}
          onChange={(event) => set({ locationType: event.target.value as Step1Values['locationType'] })}
          options={LOCATION_TYPES.map((value) => ({ value, label: labels.locationTypes[value] }))}
        />
      </ChoiceRow>
      <FieldRow
        id="create-address"
        label={values.locationType === 'ACTUAL' || !values.locationType ? text.shopAddress : text.areaAddress}
        required
        note={
          errors.address
            ? { text: errors.address, tone: 'error' }
            : values.locationType && values.locationType !== 'ACTUAL'
              ? { text: text.areaAddressHelp, tone: 'plain' }
              : undefined
        }
      >
        {(note) => (
          <AddressPicker
            id="create-address"
            note={note}
            value={values.address}
            onChange={(address) => {
              const { regionId: _old, ...rest } = values;
              setServerErrors({});
              onChange(address ? { ...rest, address } : { ...rest, address: undefined });
            }}
            invalid={Boolean(errors.address)}
            aria-describedby="create-address-note"
          />
        )}
      </FieldRow>
      {point ? (
        <ChoiceRow
          id="create-region"
          label={text.region}
          note={errors.regionId ? { text: errors.regionId, tone: 'error' } : undefined}
        >
          {regions.error ? (
            <Flex align="center" gap={8} role="alert">
              <span>{errorMessage(regions.error)}</span>
              <Button size="small" onClick={() => void regions.refetch()}>
                {messages.common.retry}
              </Button>
            </Flex>
          ) : !regions.data ? (
            <p role="status">{text.regionsLoading}</p>
          ) : regions.data.length === 0 ? (
            <p>{text.regionsEmpty}</p>
          ) : (
            <Radio.Group
              value={regionId}
              onChange={(event) => set({ regionId: event.target.value as number })}
              options={regions.data.map((region) => ({
                value: region.id,
                label: `${region.name} (${text.distance(region.distanceMeters)})`,
              }))}
            />
          )}
        </ChoiceRow>
      ) : null}
      <Flex justify="flex-end">
        <BusyButton type="primary" htmlType="submit" busy={busy}>
          {text.next}
        </BusyButton>
      </Flex>
    </StepForm>
  );
}

/** A server refusal's field errors, by the step's field names. */
function step1ServerErrors(error: unknown): FieldErrors {
  if (error === undefined) return {};
  return Object.fromEntries(
    fieldErrorsOf(error).map((field) => [field.field === 'categoryId' ? 'category' : field.field, field.reason]),
  );
}
