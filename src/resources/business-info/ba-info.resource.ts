/**
 * The account's kind of operation (spec 001 §2 /info/ba-info): who runs it (개인 / 사업자) and
 * whether it has a shop. Saved by the base-info call with the other base fields sent back as they
 * are (the form shows only these two).
 */
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import { infoMessages } from '@/lib/info-messages';
import { baseInfoFormData } from './base-info.resource';

const text = infoMessages.account;

export const baInfoResource = defineResource('business-account', (r) => ({
  name: 'infoAccount',
  label: text.label,
  routes: { list: paths.info.overview, edit: paths.info.baInfo },

  update: r.document('put', '/api/v4/business_accounts/{businessAccountId}/base_info', {
    title: text.title,
    // The overview is no list: the back link names it (issue 25).
    back: { label: infoMessages.overview.back, route: paths.info.overview },
    load: '/api/v2/business_accounts/{id}',
    order: ['ownerType', 'locationType'],
    omit: ['coordinates', 'address'],
    preserve: ['address'],
    note: text.note,
    toFormData: baseInfoFormData,
    fieldUi: {
      name: { 'ui:widget': 'hidden' },
      categoryId: { 'ui:widget': 'hidden' },
      phone: { 'ui:widget': 'hidden' },
    },
  }),
}));
