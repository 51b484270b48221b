/**
 * The five form steps of the inspection request, each a `StepFormPage` with its fields of the
 * draft body and what the step shows beside them.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { useCurrentAccount } from '@/api/current-account';
import type { BusinessRegistrationLookup } from '@/api/inspection';
import type { JsonSchema } from '@/api/operations';
import { errorMessage } from '@/components/feedback/error-message';
import { BizProfileSummary } from './BizProfileSummary';
import { additionalInfoQuery, lookupBusinessNumber } from '@/api/inspection-queries';
import { formatBusinessNumber } from '@/lib/format';
import { businessNumberVerdict, type BusinessNumberVerdict } from './inspection-rules';
import { StepFormPage, type Answers, type StepFormConfig } from './StepFormPage';

const properties = (schema: JsonSchema) => (schema.properties ?? {}) as Record<string, JsonSchema>;

/** A boolean the merchant must check (an agreement, a confirmation). */
function mustCheck(field: string, message: string) {
  return (schema: JsonSchema): JsonSchema => ({
    ...schema,
    properties: {
      ...properties(schema),
      [field]: { ...properties(schema)[field], enum: [true], 'x-messages': { enum: message, required: message } },
    },
  });
}

const BIZPROFILE: StepFormConfig = {
  step: 'BIZPROFILE_INFO',
  title: '비즈프로필 정보 확인',
  description: '검수 담당자는 비즈프로필의 이름, 업종, 주소를 사업자등록증과 비교해요. 먼저 같은지 확인해 주세요.',
  fields: ['bizProfileConfirmed'],
  adjust: mustCheck('bizProfileConfirmed', '비즈프로필 정보가 사업자등록증과 같은지 확인하고 체크해 주세요.'),
  fieldUi: { bizProfileConfirmed: { 'ui:widget': 'checkbox' } },
};

export function BizProfileInfoPage() {
  // Unchecked until the merchant checks it: the must-check rule then says what to do.
  return (
    <StepFormPage
      config={BIZPROFILE}
      defaults={() => ({ bizProfileConfirmed: false })}
      before={(data) => <BizProfileSummary data={data} />}
    />
  );
}

const BUSINESS_NUMBER: StepFormConfig = {
  step: 'BUSINESS_NUMBER',
  title: '사업자등록번호',
  description: '사업자등록증에 적힌 번호를 입력하면 국세청에 정상 영업 중인 사업자인지 조회해요.',
  fields: ['businessNumber'],
  required: ['businessNumber'],
  fieldUi: { businessNumber: { 'ui:placeholder': '예) 1234567890' } },
};

type CheckResult =
  | { readonly number: string; readonly lookup: BusinessRegistrationLookup; readonly verdict: BusinessNumberVerdict }
  | { readonly number: string; readonly error: unknown };

export function BusinessNumberPage() {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  const info = useQuery(additionalInfoQuery(queryClient, account));
  const ownNumber = info.data?.businessRegistration?.businessNumber;
  const [result, setResult] = useState<CheckResult | undefined>(undefined);
  const [checking, setChecking] = useState(false);

  const check = async (number: string): Promise<CheckResult> => {
    setChecking(true);
    try {
      const lookup = await lookupBusinessNumber(account, number);
      const checked = { number, lookup, verdict: businessNumberVerdict(lookup, ownNumber) };
      setResult(checked);
      return checked;
    } catch (error) {
      const failed = { number, error };
      setResult(failed);
      return failed;
    } finally {
      setChecking(false);
    }
  };

  const beforeNext = async (answers: Answers): Promise<Answers | false> => {
    const number = answers.businessNumber ?? '';
    const checked = result?.number === number && 'verdict' in result ? result : await check(number);
    if (!('verdict' in checked) || !checked.verdict.passes) return false;
    const { lookup } = checked;
    // The certificate's type as the tax service knows it fills the next step.
    return lookup.valid && !lookup.circuitBreak && lookup.businessType !== 'INVALID'
      ? { businessType: lookup.businessType }
      : {};
  };

  return (
    <StepFormPage
      config={BUSINESS_NUMBER}
      beforeNext={beforeNext}
      extra={(answers, editable) => {
        const number = answers.businessNumber ?? '';
        const shown = result?.number === number ? result : undefined;
        return (
          <Flex vertical gap={12} style={{ marginTop: 8 }}>
            <div>
              <Button
                onClick={() => void check(number)}
                disabled={!editable || checking || !/^[0-9]{10}$/.test(number)}
                aria-busy={checking || undefined}
              >
                {checking ? '조회하는 중' : '사업자등록번호 조회'}
              </Button>
            </div>
            <div role="status" aria-live="polite">
              {shown && 'verdict' in shown ? (
                <Alert
                  type={shown.verdict.tone}
                  showIcon
                  title={shown.verdict.text}
                  description={
                    shown.verdict.passes && shown.lookup.businessType !== 'INVALID'
                      ? `${formatBusinessNumber(shown.number)} · 사업자 유형 ${shown.lookup.businessTypeLabel}`
                      : undefined
                  }
                />
              ) : shown && 'error' in shown ? (
                <Alert type="error" showIcon title={`조회하지 못했어요. ${errorMessage(shown.error)}`} />
              ) : null}
            </div>
          </Flex>
        );
      }}
    />
  );
}

const BUSINESS_INFO: StepFormConfig = {
  step: 'BUSINESS_INFO',
  title: '사업자 정보',
  description: '사업자등록증의 사업자 유형을 골라 주세요. 국세청 조회 결과가 있으면 미리 골라 두었어요.',
  fields: ['businessType'],
  required: ['businessType'],
  // 확인할 수 없는 사업자 is the lookup's answer, not something a merchant declares.
  adjust: (schema) => {
    const type = properties(schema).businessType!;
    const values = (type.enum as string[]).filter((value) => value !== 'INVALID');
    return { ...schema, properties: { ...properties(schema), businessType: { ...type, enum: values } } };
  },
};

export function BusinessInfoPage() {
  return (
    <StepFormPage
      config={BUSINESS_INFO}
      defaults={({ info }) => {
        const registered = info.businessRegistration?.businessType;
        return registered && registered !== 'INVALID' ? { businessType: registered } : {};
      }}
      before={({ info, draft }) => {
        const registered = info.businessRegistration;
        return (
          <dl className="inspection-summary">
            <dt>사업자등록번호</dt>
            <dd>{draft.businessNumber ? formatBusinessNumber(draft.businessNumber) : '아직 입력하지 않았어요.'}</dd>
            {registered ? (
              <>
                <dt>등록된 상호 · 대표자</dt>
                <dd>
                  {registered.companyName} · {registered.representativeName}
                </dd>
              </>
            ) : null}
          </dl>
        );
      }}
    />
  );
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'];

const REGISTRATION_IMAGE: StepFormConfig = {
  step: 'BUSINESS_REGISTRATION_IMAGE',
  title: '사업자등록증',
  description:
    '사업자등록증 전체가 잘 보이게 찍은 사진을 올려 주세요. 정정 사항이 있으면 그 면도 함께 올려 주세요(최대 2장, 한 장에 10MB까지, JPG·PNG·WebP·HEIC).',
  fields: ['businessRegistrationImageUrls'],
  required: ['businessRegistrationImageUrls'],
  adjust: (schema) => ({
    ...schema,
    properties: {
      ...properties(schema),
      businessRegistrationImageUrls: { ...properties(schema).businessRegistrationImageUrls, minItems: 1 },
    },
  }),
  fieldUi: {
    businessRegistrationImageUrls: {
      'ui:options': { purpose: 'business_inspection', imageTypes: IMAGE_TYPES, maxImageBytes: 10 * 1024 * 1024 },
    },
  },
};

export function BusinessRegistrationImagePage() {
  return <StepFormPage config={REGISTRATION_IMAGE} />;
}

const MAIL_ORDER: StepFormConfig = {
  step: 'MAIL_ORDER_SALE_REGISTRATION_NUMBER',
  title: '통신판매업 신고번호',
  description:
    '온라인으로 상품을 팔려면 통신판매업 신고가 필요해요. 신고증에 적힌 번호를 입력하고, 신고하지 않았다면 아래에 체크해 주세요.',
  fields: ['mailOrderSaleRegistrationNumber', 'mailOrderSaleNotRegistered'],
  fieldUi: {
    mailOrderSaleNotRegistered: { 'ui:widget': 'checkbox' },
    mailOrderSaleRegistrationNumber: { 'ui:placeholder': '예) 2021-서울마포-1234' },
  },
};

const MAIL_ORDER_NEEDED = '통신판매업 신고번호를 입력하거나, 신고하지 않았다면 아래에 체크해 주세요.';

export function MailOrderSaleRegistrationNumberPage() {
  // One of the two is needed: the number, or saying there is none (a rule across fields).
  const [missing, setMissing] = useState(false);
  return (
    <StepFormPage
      config={MAIL_ORDER}
      beforeNext={(answers) => {
        const answered =
          Boolean(answers.mailOrderSaleRegistrationNumber) || answers.mailOrderSaleNotRegistered === true;
        setMissing(!answered);
        // Saying there is none drops a number typed before.
        return Promise.resolve(
          !answered ? false : answers.mailOrderSaleNotRegistered ? { mailOrderSaleRegistrationNumber: undefined } : {},
        );
      }}
      extra={() =>
        missing ? <Alert type="error" showIcon role="alert" style={{ marginTop: 8 }} title={MAIL_ORDER_NEEDED} /> : null
      }
    />
  );
}
