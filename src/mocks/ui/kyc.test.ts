import { describe, expect, it } from 'vitest';
import { client } from '@/api/clients';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '../services/auth/seed';
import { demoKycOf, setDemoKyc } from './kyc';

const { active } = DEMO_ACCOUNT_IDS;

async function listedReasons(accountId: number) {
  const { data } = await client('auth').GET('/api/v2/business_accounts');
  return data!.data.businessAccounts.find((account) => account.id === accountId)!.statusReasons;
}

describe('demo KYC state', () => {
  it('sets one KYC reason at a time, keeps the other reasons, and the sign-in list follows', async () => {
    expect(demoKycOf(mockRuntime, active)).toBe('DONE');
    expect(setDemoKyc(mockRuntime, active, 'KYC_REQUIRED')).toBe(true);
    expect(await listedReasons(active)).toContain('KYC_REQUIRED');

    setDemoKyc(mockRuntime, active, 'KYC_PENDING');
    expect(demoKycOf(mockRuntime, active)).toBe('KYC_PENDING');
    const reasons = await listedReasons(active);
    expect(reasons).toContain('KYC_PENDING');
    expect(reasons).not.toContain('KYC_REQUIRED');

    setDemoKyc(mockRuntime, active, 'DONE');
    expect((await listedReasons(active)).filter((reason) => reason.startsWith('KYC_'))).toEqual([]);
  });

  it('says so for an unknown account', () => {
    expect(setDemoKyc(mockRuntime, 999_999, 'KYC_REQUIRED')).toBe(false);
  });
});
