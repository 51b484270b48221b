/**
 * The profile's base info (spec 001 §2 /info/base-info, §5, §7): name, category, phone and address,
 * saved whole by `PUT /api/v4/business_accounts/{id}/base_info`. The name (2–30 from remote config)
 * is checked as the merchant types: `validate_name` refuses a taken or forbidden name (holds the
 * save), and a local profile of a similar name nearby is said as a warning. The category and the
 * address are found by search; the address brings its coordinates.
 */
import type { BusinessAccount } from '@/api/business-profile-info';
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import { infoMessages } from '@/lib/info-messages';

const text = infoMessages.base;

interface Point {
  readonly lat: number;
  readonly lng: number;
}

interface AddressValue {
  readonly roadAddress?: string;
  readonly jibunAddress?: string;
  readonly coordinates?: Point;
}

/** What the duplicate check sends: the name, where the shop is (chosen address, else the map point), its addresses. */
export function duplicateQuery(
  name: string,
  address: AddressValue | null | undefined,
  fallback: Point | undefined,
): { name: string; lat: number; lng: number; roadAddress?: string; jibunAddress?: string } | undefined {
  const point = address?.coordinates ?? fallback;
  if (!point) return undefined;
  return {
    name,
    lat: point.lat,
    lng: point.lng,
    ...(address?.roadAddress ? { roadAddress: address.roadAddress } : {}),
    ...(address?.jibunAddress ? { jibunAddress: address.jibunAddress } : {}),
  };
}

/** The base-info body as the account holds it (both base-info pages save the whole body). */
export function baseInfoFormData(account: BusinessAccount) {
  return {
    name: account.name,
    categoryId: account.category.id,
    locationType: account.locationType,
    ownerType: account.ownerType,
    ...(account.phone ? { phone: account.phone } : {}),
    ...(account.address ? { address: account.address } : {}),
  };
}

export const baseInfoResource = defineResource('business-account', (r) => ({
  name: 'infoBase',
  label: text.label,
  routes: { list: paths.info.overview, edit: paths.info.baseInfo },

  update: r.document('put', '/api/v4/business_accounts/{businessAccountId}/base_info', {
    title: text.title,
    // The overview is no list: the back link names it (issue 25).
    back: { label: infoMessages.overview.back, route: paths.info.overview },
    load: '/api/v2/business_accounts/{id}',
    order: ['name', 'categoryId', 'phone', 'address'],
    // The point travels with the chosen address (Address.coordinates).
    omit: ['coordinates'],
    toFormData: baseInfoFormData,
    fieldUi: {
      categoryId: {
        'ui:widget': 'Category',
        'ui:options': {
          recordLabel: (account: { category?: { fullName?: string } } | undefined) => account?.category?.fullName,
        },
      },
      address: { 'ui:field': 'Address' },
      phone: { 'ui:placeholder': '02-123-4567' },
      // Edited on the account page; sent back as they are.
      locationType: { 'ui:widget': 'hidden' },
      ownerType: { 'ui:widget': 'hidden' },
    },
    checks: (check) => [
      check('/api/v4/business_accounts/validate_name', {
        field: 'name',
        query: (name, { record }) => (name === record?.name ? undefined : { name }),
        message: (answer) => (answer.valid ? undefined : (answer.message ?? text.nameRefused)),
        passed: text.nameFree,
      }),
      check('/api/v1/local_profile/duplicate', {
        field: 'name',
        warn: true,
        query: (name, { record, formData }) => {
          const unchanged = name === record?.name && formData.address?.roadAddress === record?.address?.roadAddress;
          return unchanged ? undefined : duplicateQuery(name, formData.address, record?.mapCoordinates);
        },
        message: (answer, { record }) =>
          text.nearbyOf(answer.candidates.filter((candidate) => candidate.businessAccountId !== record?.id)),
      }),
    ],
  }),
}));
