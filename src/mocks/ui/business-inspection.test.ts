import { describe, expect, it } from 'vitest';
import { callOperation } from '@/api/operations';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '../services/auth/seed';
import { resetDemoInspection, reviewDemoInspection } from './business-inspection';

const { inspection: pending } = DEMO_ACCOUNT_IDS;

const accountNamed = (name: string) =>
  String(mockRuntime.db.state.businessAccount.accounts.find((account) => account.name === name)!.id);

async function latestOf(account: string) {
  const { data } = await callOperation<{
    data: { inspection: { state: string; rejectionReason: string | null } | null; statusReasons: string[] };
  }>('business-account.getBusinessAccount', { account });
  return data.data;
}

describe('the inspection draft (mock)', () => {
  it('is empty until saved, then answers what was saved', async () => {
    const account = accountNamed('성산 튼튼의원');
    const empty = await callOperation<{ data: { updatedAt: string | null } }>('business-account.getInspectionDraft', {
      account,
    });
    expect(empty.data.data.updatedAt).toBeNull();
    const saved = await callOperation('business-account.saveInspectionDraft', {
      account,
      body: { businessNumber: '2149012348', completedSteps: ['BIZPROFILE_INFO', 'BUSINESS_NUMBER'] },
    });
    expect(saved.status).toBe(200);
    const again = await callOperation<{ data: { businessNumber: string; completedSteps: string[] } }>(
      'business-account.getInspectionDraft',
      { account },
    );
    expect(again.data.data).toMatchObject({
      businessNumber: '2149012348',
      completedSteps: ['BIZPROFILE_INFO', 'BUSINESS_NUMBER'],
    });
  });

  it('cannot change while a request is reviewed', async () => {
    await expect(
      callOperation('business-account.saveInspectionDraft', { account: String(pending), body: { completedSteps: [] } }),
    ).rejects.toMatchObject({ status: 409 });
  });
});

describe('demo inspector', () => {
  it('rejects a pending request with a reason, and approves the next one', async () => {
    const account = String(pending);
    expect(reviewDemoInspection(mockRuntime, pending, 'business', 'INVALID_BUSINESS_LICENSE')).toBe(true);
    const rejected = await latestOf(account);
    expect(rejected.inspection).toMatchObject({ state: 'REJECTED', rejectionReason: 'INVALID_BUSINESS_LICENSE' });
    expect(rejected.statusReasons).toContain('INSPECTION_REJECTED');
    // Nothing pending any more.
    expect(reviewDemoInspection(mockRuntime, pending, 'business', 'APPROVED')).toBe(false);
  });

  it('reviews profile-info inspections too', () => {
    const flowerShop = Number(accountNamed('합정 꽃배달'));
    expect(reviewDemoInspection(mockRuntime, flowerShop, 'profileInfo', 'APPROVED')).toBe(true);
    const account = mockRuntime.db.state.businessAccount.accounts.find((row) => row.id === flowerShop)!;
    expect(account.name).toBe('합정 꽃배달 & 꽃집');
    expect(account.statusReasons).not.toContain('PROFILE_INFO_INSPECTION_PENDING');
  });

  it('puts an account back to 검수 전', async () => {
    const account = accountNamed('연희 엄마반찬');
    expect(resetDemoInspection(mockRuntime, Number(account))).toBe(true);
    const detail = await latestOf(account);
    expect(detail.inspection).toBeNull();
    expect(detail.statusReasons).toContain('INSPECTION_REQUIRED');
  });
});
