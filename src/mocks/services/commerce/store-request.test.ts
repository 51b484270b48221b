/** Store request availability, the business-number and account checks, and settlement input rules. */
import { describe, expect, it } from 'vitest';
import {
  AgreeToStoreTermsDocument,
  BusinessStatusCheckDocument,
  CreateStoreRequestDocument,
  SaveSettlementInfoDocument,
  SettlementAccountCheckDocument,
  StoreInfoDocument,
} from '@generated/graphql/commerce/graphql';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { withCheckDigit } from './model';
import { expectData, send } from './test-client';

const request = (accountId: number) =>
  expectData(
    CreateStoreRequestDocument,
    { input: { baId: String(accountId), agreedToTermsOfService: true, businessNumber: '2208112341' } },
    accountId,
  );

describe('commerce store request', () => {
  it('refuses a dormant account’s request with the console’s sentence (issue 40)', async () => {
    const answer = await send(
      CreateStoreRequestDocument,
      { input: { baId: String(DEMO_ACCOUNT_IDS.dormant), agreedToTermsOfService: true, businessNumber: '2208112341' } },
      DEMO_ACCOUNT_IDS.dormant,
    );
    expect(answer.errors[0]).toMatchObject({ message: '휴면 계정이라 만들 수 없어요.', code: 'FORBIDDEN' });
    expect(
      mockRuntime.db.state.commerce.storeRequests
        .filter((row) => row.baId === String(DEMO_ACCOUNT_IDS.dormant))
        .map((row) => row.status),
    ).not.toContain('REQUESTED');
  });

  it('says why an account cannot request a store', async () => {
    expect((await request(DEMO_ACCOUNT_IDS.active)).createStoreRequest).toEqual(
      expect.objectContaining({ storeRequest: null, unavailability: 'STORE_EXISTS' }),
    );
    expect((await request(DEMO_ACCOUNT_IDS.inspection)).createStoreRequest.unavailability).toBe('ALREADY_REQUESTED');
    const dormant = mockRuntime.db.state.auth.businessAccounts.find(
      (account) => account.id === DEMO_ACCOUNT_IDS.dormant,
    )!;
    // 103 has no store but is seeded dormant: made active, its category, region and kind decide.
    dormant.status = 'ACTIVE';
    dormant.categoryName = '약국';
    expect((await request(DEMO_ACCOUNT_IDS.dormant)).createStoreRequest.unavailability).toBe('UNAVAILABLE_CATEGORY');
    dormant.categoryName = '베이커리';
    dormant.region = { ...dormant.region, name: '해운대동' };
    expect((await request(DEMO_ACCOUNT_IDS.dormant)).createStoreRequest.unavailability).toBe('UNAVAILABLE_REGION');
    dormant.kind = 'PUBLIC';
    expect((await request(DEMO_ACCOUNT_IDS.dormant)).createStoreRequest.unavailability).toBe('UNAVAILABLE_TYPE');
  });

  it('shows the REQUESTED request of 102 after its rejected one', async () => {
    const info = await expectData(
      StoreInfoDocument,
      { baId: String(DEMO_ACCOUNT_IDS.inspection) },
      DEMO_ACCOUNT_IDS.inspection,
    );
    expect(info.storeInfo).toMatchObject({ store: null, storeRequest: { status: 'REQUESTED' } });
    const other = await send(StoreInfoDocument, { baId: String(DEMO_ACCOUNT_IDS.active) }, DEMO_ACCOUNT_IDS.inspection);
    expect(other.errors[0]?.code).toBe('FORBIDDEN');
  });

  it('checks business numbers: check digit, circuit break, already registered', async () => {
    const check = async (businessNumber: string) =>
      (await expectData(BusinessStatusCheckDocument, { businessNumber })).businessStatusCheck;
    const storeNumber = mockRuntime.db.state.commerce.stores[0]!.businessNumber;
    expect(await check(storeNumber)).toMatchObject({ valid: true, isAlreadyRegistered: true });
    expect(await check('1234567890')).toMatchObject({ valid: withCheckDigit('123456789') === '1234567890' });
    expect(await check('9991234567')).toMatchObject({ valid: false, circuitBreak: true });
  });

  it('checks settlement accounts and refuses a malformed account number', async () => {
    const check = async (accountNumber: string) =>
      (await expectData(SettlementAccountCheckDocument, { input: { bankName: '신한은행', accountNumber } }))
        .settlementAccountCheck;
    expect(await check('12-34')).toMatchObject({ valid: false, holder: null, circuitBreak: false });
    expect(await check('99912345678')).toMatchObject({ valid: false, circuitBreak: true });
    const saved = await send(SaveSettlementInfoDocument, {
      input: {
        baId: String(DEMO_ACCOUNT_IDS.active),
        bankName: '신한은행',
        accountNumber: '1234',
        accountHolder: '김동네',
      },
    });
    expect(saved.errors[0]?.code).toBe('BAD_USER_INPUT');
  });

  it('checks the business number again: a wrong or taken number is refused on its field', async () => {
    const dormant = DEMO_ACCOUNT_IDS.dormant;
    // 103 has no store; made active, as only an active account may ask for one.
    mockRuntime.db.state.auth.businessAccounts.find((account) => account.id === dormant)!.status = 'ACTIVE';
    // The sender agreed to the terms (issue 40): the number is what is checked here.
    await expectData(AgreeToStoreTermsDocument, { baId: String(dormant) }, dormant);
    const send103 = (businessNumber: string) =>
      send(
        CreateStoreRequestDocument,
        { input: { baId: String(dormant), agreedToTermsOfService: true, businessNumber } },
        dormant,
      );
    const wrong = await send103('2208112342');
    expect(wrong.errors[0]).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(wrong.errors[0]?.message).toContain('확인되지 않는 사업자 등록번호예요.');
    const taken = await send103(mockRuntime.db.state.commerce.stores[0]!.businessNumber);
    expect(taken.errors[0]?.message).toContain('이미 다른 스토어에 등록된');
    expect((await send103('9991234567')).data?.createStoreRequest.storeRequest?.status).toBe('REQUESTED');
  });
});
