/**
 * What profile creation checks before it calls the server, and what it sends (pure; the steps draw
 * it, the test reads it). Limits come from remote config (`localProfileName`, `text`).
 */
import type { AccountStep1Request, AccountStep2Request, LocationType, OwnerType } from '@/api/business-profile-info';
import type { PickedAddress } from '@/components/pickers/AddressPicker';
import type { Limits } from '@/lib/schema-rules';
import { messages } from '@/lib/messages';

export interface Step1Values {
  readonly name: string;
  readonly category?: { readonly id: number; readonly label: string };
  readonly ownerType?: OwnerType;
  readonly locationType?: LocationType;
  readonly address?: PickedAddress;
  readonly regionId?: number;
}

export interface Step2Values {
  readonly phone: string;
  readonly address?: PickedAddress;
  readonly introduction: string;
}

export type FieldErrors = Readonly<Record<string, string>>;

const PHONE = /^0[0-9]{1,2}-?[0-9]{3,4}-?[0-9]{4}$/;

function lengthError(value: string, rule: { minLength?: number; maxLength?: number } | undefined): string | undefined {
  const length = [...value.trim()].length;
  if (rule?.minLength !== undefined && length < rule.minLength) return messages.validation.minLength(rule.minLength);
  if (rule?.maxLength !== undefined && length > rule.maxLength) return messages.validation.maxLength(rule.maxLength);
  return undefined;
}

export function step1Errors(values: Step1Values, limits: Limits): FieldErrors {
  const errors: Record<string, string> = {};
  const required = messages.validation.required;
  const name = values.name.trim() === '' ? required : lengthError(values.name, limits.localProfileName);
  if (name) errors.name = name;
  if (!values.category) errors.category = required;
  if (!values.ownerType) errors.ownerType = required;
  if (!values.locationType) errors.locationType = required;
  if (!values.address) errors.address = required;
  else if (values.regionId === undefined) errors.regionId = required;
  return errors;
}

export function step2Errors(values: Step2Values, locationType: LocationType | undefined, limits: Limits): FieldErrors {
  const errors: Record<string, string> = {};
  if (values.phone.trim() === '') errors.phone = messages.validation.required;
  else if (!PHONE.test(values.phone.trim())) errors.phone = '전화번호를 02-123-4567처럼 입력해 주세요.';
  if (locationType === 'ACTUAL' && !values.address) errors.address = messages.validation.required;
  const introduction = lengthError(values.introduction, limits.text);
  if (introduction) errors.introduction = introduction;
  return errors;
}

export function step1Body(values: Step1Values): AccountStep1Request {
  const { category, ownerType, locationType, regionId, address } = values;
  if (!category || !ownerType || !locationType || regionId === undefined) throw new Error('step 1 is not complete');
  return {
    name: values.name.trim(),
    categoryId: category.id,
    ownerType,
    locationType,
    regionId,
    ...(address?.coordinates ? { coordinates: address.coordinates } : {}),
  };
}

export function step2Body(accountId: number, values: Step2Values): AccountStep2Request {
  const introduction = values.introduction.trim();
  return {
    businessAccountId: accountId,
    phone: values.phone.trim(),
    ...(values.address ? { address: values.address } : {}),
    ...(introduction ? { introduction } : {}),
  };
}
