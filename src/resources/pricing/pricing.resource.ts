/**
 * The price list of a business account (spec 001 §5, §7; /profile/{baId}/pricing): one document
 * edited whole and saved by `PUT /api/v2/pricings/web`. Item name ≤ 15, price < 1,000,000,000
 * (`십억 원 이상 입력할 수 없어요.`), images ≤ 20 (limits from remote config); the order of the
 * items is their display order. A line may leave its price (가격 문의) and its description empty.
 */
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import { profileInfoMessages } from '@/lib/profile-info-messages';

const text = profileInfoMessages.pricing;

export const pricingResource = defineResource('business-account', (r) => ({
  name: 'pricing',
  label: text.label,
  routes: { edit: paths.profileInfo.pricing },

  update: r.document('put', '/api/v2/pricings/web', {
    title: text.title,
    load: '/api/v3/business_accounts/{id}/pricings',
    keepLoaded: ['businessAccountId'],
    // An empty price is a line customers ask about: the box says so, as the customer will see it.
    fieldUi: { 'pricings.items.price': { 'ui:placeholder': text.priceAsk } },
    toFormData: (list) => ({
      pricings: list.items.map(({ id, name, price, description, imageUrls, displayOrder }) => ({
        id,
        name,
        price,
        description,
        imageUrls,
        displayOrder,
      })),
    }),
  }),
}));
