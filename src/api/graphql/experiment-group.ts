import { useQuery } from 'urql';
import { graphql } from '@generated/graphql';

export const ExperimentGroupQuery = graphql(`
  query ExperimentGroup($businessId: ID!) {
    experimentGroup(businessId: $businessId) {
      businessId
      group
    }
  }
`);

/** The commerce experiment group of a business account (UNASSIGNED until one is assigned). */
export function useExperimentGroup(businessId: string) {
  const [result] = useQuery({ query: ExperimentGroupQuery, variables: { businessId } });
  return result;
}
