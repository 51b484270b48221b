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
import { addMinutes, toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { businessAccountOf, findStore, ownStore, resolver } from './access';
import { isValidBusinessNumber } from './model';

const MAX_MIN_CONDITION_PRICE = 100_000_000;
const MAX_DELIVERY_FEE = 100_000;
const MAX_GUIDE_LENGTH = 200;
/** Numbers starting 999 stand for "the checking service is down" (circuitBreak). */
const CIRCUIT_BREAK_PREFIX = '999';

function deliverySettingOf(input: MutationUpdateStoreDeliverySettingArgs['input']): DeliverySetting {
  const bad = (message: string) => new GraphqlMockError(message, 'BAD_USER_INPUT');
  const feeAmount = input.type === 'FREE' ? 0 : input.feeAmount;
  if (feeAmount === undefined || feeAmount === null) throw bad('배송비를 입력해 주세요.');
  if (feeAmount < 0 || feeAmount > MAX_DELIVERY_FEE) throw bad('배송비는 0원부터 10만 원까지 입력할 수 있어요.');
  const freeConditionPrice = input.type === 'CONDITIONAL_FREE' ? input.freeConditionPrice : null;
  if (
    input.type === 'CONDITIONAL_FREE' &&
    (freeConditionPrice === undefined || freeConditionPrice === null || freeConditionPrice <= 0)
  )
    throw bad('무료 배송 조건 금액을 입력해 주세요.');
  for (const text of [input.description, input.deliverableRegionGuide])
    if (text && text.length > MAX_GUIDE_LENGTH) throw bad('안내 문구는 200자까지 쓸 수 있어요.');
  return {
    type: input.type,
    fee: { amount: feeAmount },
    freeConditionPrice: freeConditionPrice ?? null,
    description: input.description?.trim() || null,
    deliverableRegionGuide: input.deliverableRegionGuide?.trim() || null,
    deliverableRegionType: input.deliverableRegionType ?? null,
  };
}

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
      store.deliverySetting = deliverySettingOf(input);
      return store.deliverySetting;
    }),
    minConditionPrice: resolver<QueryMinConditionPriceArgs>(({ baId }) => {
      const store = ownStore(state, baId, context);
      return { storeId: store.id, minConditionPrice: store.minConditionPrice };
    }),
    updateMinConditionPrice: resolver<MutationUpdateMinConditionPriceArgs>(({ baId, minConditionPrice }) => {
      const store = ownStore(state, baId, context);
      if (minConditionPrice < 0 || minConditionPrice > MAX_MIN_CONDITION_PRICE)
        throw new GraphqlMockError('최소 주문 금액은 0원부터 1억 원까지 입력할 수 있어요.', 'BAD_USER_INPUT');
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
