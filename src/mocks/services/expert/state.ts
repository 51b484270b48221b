import type { Contractor, ServiceField } from '@generated/graphql/expert/schema';

/** Expert service fields per business account, and the contractors registered so far. */
export interface ExpertState {
  catalog: ServiceField[];
  activeFieldIds: Record<string, string[]>;
  contractors: Contractor[];
}
