import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '../services/auth/seed';
import { setDemoInspection } from './onboarding';

describe('demo tools: 픽업 입점 검수', () => {
  const onboarding = () => mockRuntime.db.state.pickup.stores[String(DEMO_ACCOUNT_IDS.inspection)]!.onboarding;
  const now = new Date('2026-11-25T06:00:00Z');

  it('rejects a step with its reason and time, and approves it again', () => {
    expect(setDemoInspection(mockRuntime, DEMO_ACCOUNT_IDS.inspection, 'settlementAccount', 'REJECTED', now)).toBe(
      true,
    );
    expect(onboarding().settlementAccount).toMatchObject({
      status: 'REJECTED',
      statusUpdatedAt: '2026-11-25T15:00:00+09:00',
      rejectReason: { title: '예금주가 대표자와 달라요' },
    });
    setDemoInspection(mockRuntime, DEMO_ACCOUNT_IDS.inspection, 'settlementAccount', 'APPROVED', now);
    expect(onboarding().settlementAccount).toMatchObject({ status: 'APPROVED', rejectReason: null });
  });

  it('moves the whole application, and leaves an account that has not started alone', () => {
    setDemoInspection(mockRuntime, DEMO_ACCOUNT_IDS.inspection, 'application', 'REJECTED', now);
    expect(onboarding()).toMatchObject({ onboardingStatus: 'REJECTED', rejectReasons: ['INVALID_INPUT'] });
    setDemoInspection(mockRuntime, DEMO_ACCOUNT_IDS.inspection, 'application', 'APPROVED', now);
    expect(onboarding().onboardingStatus).toBe('APPROVED');
    expect(setDemoInspection(mockRuntime, DEMO_ACCOUNT_IDS.dormant, 'storeInfo', 'APPROVED', now)).toBe(false);
  });
});
