import { describe, expect, it } from 'vitest';
import { graphqlRequest } from '@/api/graphql/request';
import { storeBusinessAccountId } from '@/api/session';
import { mockRuntime } from '@/mocks/node';
import { RegisterContractorDocument, ServiceFieldsDocument } from '@generated/graphql/expert/graphql';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';

const expert = { schema: 'expert', account: undefined } as const;

describe('expert GraphQL mock', () => {
  it('lists active and available service fields per business account', async () => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.inspection);
    const data = await graphqlRequest(ServiceFieldsDocument, { baId: String(DEMO_ACCOUNT_IDS.inspection) }, expert);
    expect(data.serviceFields.active.map((field) => field.name)).toEqual(['에어컨 청소', '세탁기 청소']);
    expect(data.serviceFields.available).toHaveLength(6);
  });

  it('registers a contractor, whose fields become active, and persists it', async () => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    const baId = String(DEMO_ACCOUNT_IDS.active);
    const input = { baId, serviceFieldIds: ['sf-3', 'sf-4'], representativeName: '김동네', phoneNumber: '01012345678' };
    const data = await graphqlRequest(RegisterContractorDocument, { input }, expert);
    expect(data.registerContractor.errors).toEqual([]);
    expect(data.registerContractor.contractor).toMatchObject({
      baId,
      status: 'PENDING',
      representativeName: '김동네',
    });
    expect(mockRuntime.db.state.expert.contractors).toHaveLength(2);
    const fields = await graphqlRequest(ServiceFieldsDocument, { baId }, expert);
    expect(fields.serviceFields.active.map((field) => field.id)).toEqual(['sf-3', 'sf-4']);
  });

  it('answers field errors in Korean and registers nothing when the input breaks the rules', async () => {
    const input = { baId: '101', serviceFieldIds: [], representativeName: '김', phoneNumber: '12-34' };
    const data = await graphqlRequest(RegisterContractorDocument, { input }, expert);
    expect(data.registerContractor.contractor).toBeNull();
    expect(data.registerContractor.errors.map((error) => error.field)).toEqual([
      'serviceFieldIds',
      'representativeName',
      'phoneNumber',
    ]);
    expect(data.registerContractor.errors[0]?.message).toBe('분야를 1개 이상 골라 주세요.');
    expect(mockRuntime.db.state.expert.contractors).toHaveLength(1);
  });
});
