/**
 * Contract (issue 40): the store terms are agreed by a person. A request is accepted only from a
 * person who agreed for it, whatever `agreedToTermsOfService` says; each person sees only their own
 * agreement; a sent request takes the account's open agreements with it. The people are 102's
 * 관리자 김동네 사장님 (user 9001) and its 대표 관리자 박한끼 (user 9201), both allowed to send one.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AgreeToStoreTermsDocument,
  CreateStoreRequestDocument,
  StoreInfoDocument,
} from '@generated/graphql/commerce/graphql';
import { mockRuntime } from '@/mocks/node';
import { reviewDemoStoreRequest } from '@/mocks/ui/commerce-store';
import { becomePerson } from '@/mocks/ui/demo-person';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { expectData, send } from './test-client';

const BA = DEMO_ACCOUNT_IDS.inspection;
const KIM = 9001;
const PARK = 9201;
const REFUSAL = { message: '먼저 스토어 이용약관에 동의해 주세요.', code: 'BAD_USER_INPUT' };

const agree = async () => (await expectData(AgreeToStoreTermsDocument, { baId: String(BA) }, BA)).agreeToStoreTerms;
const agreementSeen = async () =>
  (await expectData(StoreInfoDocument, { baId: String(BA) }, BA)).storeInfo.termsAgreement;
const request = (agreedToTermsOfService = true) =>
  send(
    CreateStoreRequestDocument,
    { input: { baId: String(BA), agreedToTermsOfService, businessNumber: '2208112341' } },
    BA,
  );
const requestedRows = () =>
  mockRuntime.db.state.commerce.storeRequests.filter((row) => row.baId === String(BA) && row.status === 'REQUESTED');

describe('the store terms are agreed by a person (issue 40)', () => {
  // 102's request under review is rejected, so the account may send a new one.
  beforeEach(() => expect(reviewDemoStoreRequest(mockRuntime, BA, 'REJECTED')).toBe(true));

  it('refuses a request from a person who did not agree, though another person of the account did', async () => {
    becomePerson(mockRuntime, KIM);
    const kims = await agree();
    expect(kims).toMatchObject({ baId: String(BA), agreedBy: String(KIM) });
    expect(await agreementSeen()).toEqual(kims);
    // Agreeing again keeps the first agreement.
    expect(await agree()).toEqual(kims);

    becomePerson(mockRuntime, PARK);
    expect(await agreementSeen()).toBeNull();
    const refused = await request();
    expect(refused.errors).toEqual([REFUSAL]);
    expect(requestedRows()).toEqual([]);

    const parks = await agree();
    expect(parks).toMatchObject({ baId: String(BA), agreedBy: String(PARK) });
    const sent = await request();
    expect(sent.errors).toEqual([]);
    expect(sent.data?.createStoreRequest.storeRequest).toMatchObject({
      status: 'REQUESTED',
      agreedToTermsOfServiceAt: parks.agreedAt,
    });
    expect(requestedRows()).toHaveLength(1);
  });

  it('refuses a request that says it was not agreed, even from a person who agreed', async () => {
    becomePerson(mockRuntime, KIM);
    await agree();
    expect((await request(false)).errors).toEqual([REFUSAL]);
    expect(requestedRows()).toEqual([]);
  });

  it('counts an agreement for its account only', async () => {
    becomePerson(mockRuntime, KIM);
    await agree();
    const other = await expectData(
      StoreInfoDocument,
      { baId: String(DEMO_ACCOUNT_IDS.dormant) },
      DEMO_ACCOUNT_IDS.dormant,
    );
    expect(other.storeInfo.termsAgreement).toBeNull();
  });

  it('closes every open agreement of the account with the request sent: the next request is agreed anew', async () => {
    becomePerson(mockRuntime, KIM);
    await agree();
    becomePerson(mockRuntime, PARK);
    await agree();
    expect((await request()).errors).toEqual([]);
    expect(await agreementSeen()).toBeNull();
    becomePerson(mockRuntime, KIM);
    expect(await agreementSeen()).toBeNull();

    expect(reviewDemoStoreRequest(mockRuntime, BA, 'REJECTED')).toBe(true);
    expect((await request()).errors).toEqual([REFUSAL]);
  });
});

describe('the seeded requests', () => {
  it('each went with its sender’s agreement, given when the request says, none left open', () => {
    const { storeRequests, termsAgreements } = mockRuntime.db.state.commerce;
    for (const row of storeRequests)
      expect(termsAgreements.find((agreement) => agreement.requestId === row.id)?.agreedAt).toBe(
        row.agreedToTermsOfServiceAt,
      );
    expect(termsAgreements.filter((agreement) => agreement.requestId === null)).toEqual([]);
  });
});
