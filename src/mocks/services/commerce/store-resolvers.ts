import type {
  DeliverySetting,
  MutationUpdateMinConditionPriceArgs,
  MutationUpdateStoreDeliverySettingArgs,
  QueryBusinessStatusCheckArgs,
  QueryExperimentGroupArgs,
  QueryMinConditionPriceArgs,
  QueryPayAuthCodeArgs,
  QueryStoreDeliverySettingArgs,
  QueryStorePreviewArgs,
} from '@generated/graphql/commerce/schema';
import { GraphqlMockError, type GraphqlContext, type RootResolvers } from '../../core/graphql';
import { formatWon } from '@/lib/format';
import { addMinutes, toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { businessAccountOf, findStore, ownStore, resolver } from './access';
import { isValidBusinessNumber } from './model';

/** Numbers starting 999 stand for "the checking service is down" (circuitBreak). */
const CIRCUIT_BREAK_PREFIX = '999';

/**
 * The setting as stored. Ranges, lengths and 무료 배송 조건 금액 > 배송비 are the schema's
 * (`@constraint`, `@rule(above: "feeAmount")`), checked before any resolver runs; what is left here
 * is which fields the fee type needs, and the relation with the store's 최소 주문 금액 (another record).
 */
function deliverySettingOf(
  input: MutationUpdateStoreDeliverySettingArgs['input'],
  minConditionPrice: number,
): DeliverySetting {
  const bad = (message: string, field?: string) =>
    new GraphqlMockError(message, 'BAD_USER_INPUT', field ? [{ field: `input.${field}`, reason: message }] : undefined);
  const feeAmount = input.type === 'FREE' ? 0 : input.feeAmount;
  if (feeAmount === undefined || feeAmount === null) throw bad('배송비를 입력해 주세요.', 'feeAmount');
  const freeConditionPrice = input.type === 'CONDITIONAL_FREE' ? input.freeConditionPrice : null;
  if (input.type === 'CONDITIONAL_FREE') {
    if (freeConditionPrice === undefined || freeConditionPrice === null)
      throw bad('무료 배송 조건 금액을 입력해 주세요.', 'freeConditionPrice');
    if (freeConditionPrice <= minConditionPrice)
      throw bad(storeRuleCopy.freeAboveMinimum(minConditionPrice), 'freeConditionPrice');
  }
  return {
    type: input.type,
    fee: { amount: feeAmount },
    freeConditionPrice: freeConditionPrice ?? null,
    description: input.description?.trim() || null,
    deliverableRegionGuide: input.deliverableRegionGuide?.trim() || null,
    deliverableRegionType: input.deliverableRegionType ?? null,
  };
}

/** The sentences of the rules between the delivery setting and the minimum order amount. */
export const storeRuleCopy = {
  freeAboveMinimum: (minimum: number) =>
    `무료 배송 조건 금액은 최소 주문 금액(${formatWon(minimum)})보다 커야 해요. 모든 주문을 무료로 보내려면 배송비 방식을 무료 배송으로 골라 주세요.`,
  minimumBelowFree: (free: number) =>
    `최소 주문 금액은 무료 배송 조건 금액(${formatWon(free)})보다 작아야 해요. 배송 설정에서 무료 배송 조건 금액을 먼저 올려 주세요.`,
};

/** A stable 6-digit code per device. */
function authCodeOf(deviceId: string): string {
  let hash = 7;
  for (const char of deviceId) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000;
  return String(hash).padStart(6, '0');
}

/** Experiment group, preview, delivery setting, minimum order amount, business number, pay code. */
export function storeResolvers(state: MockState, context: GraphqlContext): RootResolvers {
  return {
    experimentGroup: resolver<QueryExperimentGroupArgs>(({ businessId }) => ({
      businessId,
      group: Number(businessId) === DEMO_ACCOUNT_IDS.active ? 'TREATMENT' : 'UNASSIGNED',
    })),
    storePreview: resolver<QueryStorePreviewArgs>(({ baId }) => {
      const store = findStore(state, Number(baId));
      if (!store) return null;
      return {
        id: store.id,
        name: store.name,
        status: store.status,
        activeProductCount: state.commerce.products.filter(
          (product) => product.storeId === store.id && !product.deleted && product.status === 'ACTIVE',
        ).length,
        businessAccount: businessAccountOf(state, store),
      };
    }),
    storeDeliverySetting: resolver<QueryStoreDeliverySettingArgs>(
      ({ baId }) => ownStore(state, baId, context).deliverySetting,
    ),
    updateStoreDeliverySetting: resolver<MutationUpdateStoreDeliverySettingArgs>(({ baId, input }) => {
      const store = ownStore(state, baId, context);
      store.deliverySetting = deliverySettingOf(input, store.minConditionPrice);
      return store.deliverySetting;
    }),
    minConditionPrice: resolver<QueryMinConditionPriceArgs>(({ baId }) => {
      const store = ownStore(state, baId, context);
      return { storeId: store.id, minConditionPrice: store.minConditionPrice };
    }),
    updateMinConditionPrice: resolver<MutationUpdateMinConditionPriceArgs>(({ baId, minConditionPrice }) => {
      const store = ownStore(state, baId, context);
      // The range is the schema's; the relation with the delivery setting (another record) is checked here.
      const free = store.deliverySetting.type === 'CONDITIONAL_FREE' ? store.deliverySetting.freeConditionPrice : null;
      if (free !== null && free !== undefined && minConditionPrice >= free) {
        const reason = storeRuleCopy.minimumBelowFree(free);
        throw new GraphqlMockError(reason, 'BAD_USER_INPUT', [{ field: 'minConditionPrice', reason }]);
      }
      store.minConditionPrice = minConditionPrice;
      return { storeId: store.id, minConditionPrice };
    }),
    businessStatusCheck: resolver<QueryBusinessStatusCheckArgs>(({ businessNumber }) => {
      const digits = businessNumber.replaceAll('-', '');
      const circuitBreak = digits.startsWith(CIRCUIT_BREAK_PREFIX);
      return {
        businessNumber: digits,
        valid: !circuitBreak && isValidBusinessNumber(digits),
        circuitBreak,
        isAlreadyRegistered: state.commerce.stores.some((store) => store.businessNumber === digits),
      };
    }),
    payAuthCode: resolver<QueryPayAuthCodeArgs>(({ deviceId }) => {
      const trimmed = deviceId.trim();
      if (!trimmed || trimmed.length > 100)
        throw new GraphqlMockError('기기 id를 1~100자로 보내 주세요.', 'BAD_USER_INPUT');
      return { deviceId: trimmed, code: authCodeOf(trimmed), expiresAt: toKstIso(addMinutes(context.now, 3)) };
    }),
  };
}
