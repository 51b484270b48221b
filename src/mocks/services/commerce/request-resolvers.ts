import type {
  MutationAgreeToStoreTermsArgs,
  MutationCreateStoreRequestArgs,
  MutationRequestOpenAlarmArgs,
  MutationSaveSettlementInfoArgs,
  QuerySettlementAccountCheckArgs,
  QuerySettlementInfoArgs,
  QueryStoreInfoArgs,
  SettlementInfo,
  StoreRequestUnavailability,
} from '@generated/graphql/commerce/schema';
import { GraphqlMockError, type GraphqlContext, type RootResolvers } from '../../core/graphql';
import { writeBlockOf } from '@/api/machines/account';
import { storeRequestMachine } from '@/api/machines/store-request';
import { messages } from '@/lib/messages';
import { toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { businessAccountOf, findStore, requireAccount, requireOwnAccount, resolver } from './access';
import { isValidBusinessNumber, maskAccountNumber } from './model';
import type { SettlementRow, StoreRequestRow } from './state';
import { closeAgreements, openAgreement, recordAgreement, signedInPerson } from './terms-agreements';

/** 설계: where and for whom a store may be requested (the demo accounts all qualify). */
const CLOSED_CATEGORIES = ['부동산', '병원', '약국', '주점'];
const CLOSED_KINDS = ['PUBLIC', 'OFFICIAL'];
const OPEN_REGIONS = ['망원동', '합정동', '연남동', '서교동', '성산동', '상암동', '상수동', '공덕동'];
const ACCOUNT_NUMBER = /^\d{10,14}$/;
/** Account numbers starting 999 stand for "the bank check is down" (circuitBreak). */
const CIRCUIT_BREAK_PREFIX = '999';
const HOLDERS = ['김동네', '이서준', '박지우', '최하윤', '정도윤'];

function toSettlementInfo(row: SettlementRow): SettlementInfo {
  const { accountNumber, ...rest } = row;
  return { ...rest, maskedAccountNumber: maskAccountNumber(accountNumber) };
}

function latestRequest(state: MockState, baId: number): StoreRequestRow | undefined {
  return state.commerce.storeRequests
    .filter((request) => request.baId === String(baId))
    .reduce<StoreRequestRow | undefined>(
      (latest, request) => (!latest || request.requestedAt >= latest.requestedAt ? request : latest),
      undefined,
    );
}

function unavailabilityOf(state: MockState, baId: number): StoreRequestUnavailability | null {
  if (findStore(state, baId)) return 'STORE_EXISTS';
  if (latestRequest(state, baId)?.status === 'REQUESTED') return 'ALREADY_REQUESTED';
  const account = state.auth.businessAccounts.find((candidate) => candidate.id === baId);
  if (!account) return 'UNAVAILABLE_TYPE';
  if (CLOSED_KINDS.includes(account.kind)) return 'UNAVAILABLE_TYPE';
  if (CLOSED_CATEGORIES.includes(account.categoryName)) return 'UNAVAILABLE_CATEGORY';
  if (!OPEN_REGIONS.includes(account.region.name)) return 'UNAVAILABLE_REGION';
  return null;
}

/**
 * The business number the checklist checked, checked again (the request's first step is the
 * server's rule too): a number failing the check digit, or one another store already has, is
 * refused. A number starting 999 stands for the tax service being down: it goes on to inspection.
 */
function businessNumberProblem(state: MockState, businessNumber: string): string | undefined {
  if (businessNumber.startsWith(CIRCUIT_BREAK_PREFIX)) return undefined;
  if (!isValidBusinessNumber(businessNumber))
    return '확인되지 않는 사업자 등록번호예요. 입점 조건 확인 단계에서 번호를 다시 확인해 주세요.';
  if (state.commerce.stores.some((store) => store.businessNumber === businessNumber))
    return '이미 다른 스토어에 등록된 사업자 등록번호예요. 한 사업자는 스토어 하나만 열 수 있어요.';
  return undefined;
}

/** Store info, store request, open alarm, settlement info and the settlement account check. */
export function requestResolvers(state: MockState, context: GraphqlContext): RootResolvers {
  const { commerce } = state;
  const settlementOf = (baId: number) => commerce.settlements.find((row) => row.baId === String(baId));
  return {
    storeInfo: resolver<QueryStoreInfoArgs>(({ baId }) => {
      const accountId = requireOwnAccount(baId, context);
      const store = findStore(state, accountId);
      return {
        baId,
        store: store ? { ...store, businessAccount: businessAccountOf(state, store) } : null,
        storeRequest: latestRequest(state, accountId) ?? null,
        requestUnavailability: unavailabilityOf(state, accountId),
        openAlarmRequested: commerce.openAlarms.some((alarm) => alarm.baId === baId),
        termsAgreement: openAgreement(state, accountId, signedInPerson(state)) ?? null,
      };
    }),
    agreeToStoreTerms: resolver<MutationAgreeToStoreTermsArgs>(({ baId }) => {
      const accountId = requireOwnAccount(baId, context);
      return recordAgreement(state, accountId, signedInPerson(state), toKstIso(context.now));
    }),
    createStoreRequest: resolver<MutationCreateStoreRequestArgs>(({ input }) => {
      const accountId = requireOwnAccount(input.baId, context);
      const sender = signedInPerson(state);
      // A dormant account is read-only (the account table's edit): it cannot ask for a store (issue 40).
      const account = state.auth.businessAccounts.find((row) => row.id === accountId);
      const blockedBecause = account && writeBlockOf(account);
      if (blockedBecause) throw new GraphqlMockError(messages.access.blocked(blockedBecause, 'create'), 'FORBIDDEN');
      const unavailability = unavailabilityOf(state, accountId);
      if (unavailability) return { storeRequest: null, unavailability };
      // As the steps go, the first one not done is refused: the checklist's number before the terms.
      const numberProblem = businessNumberProblem(state, input.businessNumber);
      if (numberProblem)
        throw new GraphqlMockError(numberProblem, 'BAD_USER_INPUT', [
          { field: 'input.businessNumber', reason: numberProblem },
        ]);
      // The agreement that counts is the sender's own, recorded when given (issue 40), whatever the
      // input says; refused in the store request table's words for a request still at its terms.
      const agreement = input.agreedToTermsOfService ? openAgreement(state, accountId, sender) : undefined;
      if (!agreement) {
        const reason = storeRequestMachine.refusal('send', 'terms');
        throw new GraphqlMockError(reason, 'BAD_USER_INPUT', [{ field: 'input.agreedToTermsOfService', reason }]);
      }
      const settlement = settlementOf(accountId);
      const now = toKstIso(context.now);
      const storeRequest: StoreRequestRow = {
        id: String(context.nextId()),
        baId: String(accountId),
        status: 'REQUESTED',
        settlement: settlement ? toSettlementInfo(settlement) : null,
        rejectInfo: null,
        agreedToTermsOfServiceAt: agreement.agreedAt,
        requestedAt: now,
      };
      commerce.storeRequests.push(storeRequest);
      closeAgreements(state, accountId, storeRequest.id);
      return { storeRequest, unavailability: null };
    }),
    requestOpenAlarm: resolver<MutationRequestOpenAlarmArgs>(({ baId }) => {
      requireOwnAccount(baId, context);
      const existing = commerce.openAlarms.find((alarm) => alarm.baId === baId);
      if (existing) return existing;
      const alarm = { baId, requestedAt: toKstIso(context.now) };
      commerce.openAlarms.push(alarm);
      return alarm;
    }),
    settlementInfo: resolver<QuerySettlementInfoArgs>(({ baId }) => {
      const row = settlementOf(requireOwnAccount(baId, context));
      return row ? toSettlementInfo(row) : null;
    }),
    saveSettlementInfo: resolver<MutationSaveSettlementInfoArgs>(({ input }) => {
      const accountId = requireOwnAccount(input.baId, context);
      const bad = (message: string) => new GraphqlMockError(message, 'BAD_USER_INPUT');
      if (!input.bankName.trim()) throw bad('은행을 골라 주세요.');
      if (!ACCOUNT_NUMBER.test(input.accountNumber)) throw bad('계좌번호는 숫자만 10~14자리로 입력해 주세요.');
      const holder = input.accountHolder.trim();
      if (holder.length < 2 || holder.length > 20) throw bad('예금주는 2~20자로 입력해 주세요.');
      const row: SettlementRow = {
        baId: String(accountId),
        bankName: input.bankName.trim(),
        accountNumber: input.accountNumber,
        accountHolder: holder,
        taxInvoiceEmail: input.taxInvoiceEmail?.trim() || null,
        updatedAt: toKstIso(context.now),
      };
      commerce.settlements = [...commerce.settlements.filter((existing) => existing.baId !== row.baId), row];
      return toSettlementInfo(row);
    }),
    settlementAccountCheck: resolver<QuerySettlementAccountCheckArgs>(({ input }) => {
      requireAccount(context);
      const { accountNumber } = input;
      if (accountNumber.startsWith(CIRCUIT_BREAK_PREFIX)) return { valid: false, holder: null, circuitBreak: true };
      if (!ACCOUNT_NUMBER.test(accountNumber)) return { valid: false, holder: null, circuitBreak: false };
      const saved = commerce.settlements.find((row) => row.accountNumber === accountNumber);
      const holder = saved?.accountHolder ?? HOLDERS[Number(accountNumber.slice(-2)) % HOLDERS.length]!;
      return { valid: true, holder, circuitBreak: false };
    }),
  };
}
