import type { RegisterContractorInput } from '@generated/graphql/expert/schema';
import type { GraphqlContext, RootResolvers } from '../../core/graphql';
import { toKstIso } from '../../core/time';
import type { MockState } from '../../state';

const NAME = /^.{2,20}$/u;
const PHONE = /^0\d{8,10}$/;

/** Root resolvers of the expert GraphQL schema over the mock database. */
export function expertResolvers(state: MockState, context: GraphqlContext): RootResolvers {
  const { expert } = state;
  const activeOf = (baId: string) => expert.activeFieldIds[baId] ?? [];
  return {
    serviceFields: ({ baId }) => {
      const active = activeOf(String(baId));
      return {
        baId,
        active: expert.catalog.filter((field) => active.includes(field.id)),
        available: expert.catalog.filter((field) => !active.includes(field.id)),
      };
    },
    registerContractor: ({ input }) => {
      const { baId, serviceFieldIds, representativeName, phoneNumber } = input as RegisterContractorInput;
      const errors = [
        ...(serviceFieldIds.length === 0
          ? [{ field: 'serviceFieldIds', message: '분야를 1개 이상 골라 주세요.' }]
          : []),
        ...serviceFieldIds
          .filter((id) => !expert.catalog.some((field) => field.id === id))
          .map((id) => ({ field: 'serviceFieldIds', message: `없는 분야예요: ${id}` })),
        ...(NAME.test(representativeName.trim())
          ? []
          : [{ field: 'representativeName', message: '2~20자로 입력해 주세요.' }]),
        ...(PHONE.test(phoneNumber) ? [] : [{ field: 'phoneNumber', message: '숫자만 9~11자리로 입력해 주세요.' }]),
      ];
      if (errors.length > 0) return { contractor: null, errors };
      const key = String(baId);
      expert.activeFieldIds[key] = [...new Set([...activeOf(key), ...serviceFieldIds])];
      const contractor = {
        id: `contractor-${context.nextId()}`,
        baId: key,
        representativeName: representativeName.trim(),
        phoneNumber,
        status: 'PENDING' as const,
        serviceFields: expert.catalog.filter((field) => serviceFieldIds.includes(field.id)),
        registeredAt: toKstIso(context.now),
      };
      expert.contractors.push(contractor);
      return { contractor, errors: [] };
    },
  };
}
