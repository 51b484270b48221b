import { useQuery } from 'urql';
import { ExperimentGroupDocument } from '@generated/graphql/commerce/graphql';

export { ExperimentGroupDocument };

/** The commerce experiment group of a business account (UNASSIGNED until one is assigned). */
export function useExperimentGroup(businessId: string) {
  const [result] = useQuery({ query: ExperimentGroupDocument, variables: { businessId } });
  return result;
}
