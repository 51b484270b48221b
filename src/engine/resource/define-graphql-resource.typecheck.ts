/**
 * Compile-time spec of `defineGraphqlResource` (checked by `npm run typecheck`, never run): each
 * `@ts-expect-error` line must stay an error, or tsc fails on the unused directive.
 */
import {
  MinConditionPriceDocument,
  StoreDeliverySettingDocument,
  UpdateMinConditionPriceDocument,
  UpdateStoreDeliverySettingDocument,
} from '@/api/commerce/catalog';
import { defineGraphqlResource } from './define-graphql-resource';

export const graphqlTypingSpec = defineGraphqlResource('commerce', (g) => ({
  name: 'graphql-typing-spec',
  label: '검사',
  routes: {},
  update: g.document(UpdateStoreDeliverySettingDocument, {
    // @ts-expect-error a bound name must be a variable of the document
    bind: { storeId: 'account' },
    body: 'input',
    load: g.op(StoreDeliverySettingDocument, { bind: { baId: 'account' } }),
    title: '검사',
    // @ts-expect-error form data are typed by the body variable (`type` is a fee type), read from the load's answer
    toFormData: (setting) => ({ type: setting.fee.amount }),
  }),
  create: g.document(UpdateMinConditionPriceDocument, {
    bind: { baId: 'account' },
    // @ts-expect-error the body must be a variable of the document
    body: 'minimum',
    load: g.op(MinConditionPriceDocument, { bind: { baId: 'account' } }),
    title: '검사',
    // @ts-expect-error the answer's storeId is text, the body's minConditionPrice a number
    toFormData: (loaded) => ({ minConditionPrice: loaded.storeId }),
  }),
}));
