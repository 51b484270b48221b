import { describe, expect, it } from 'vitest';
import { StoreInfoDocument } from '@generated/graphql/commerce/graphql';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '../services/auth/seed';
import { expectData } from '../services/commerce/test-client';
import {
  demoStoreStatusOf,
  passDemoProductInspection,
  reviewDemoStoreRequest,
  setDemoStoreStatus,
} from './commerce-store';

const { active, inspection, dormant } = DEMO_ACCOUNT_IDS;

describe('demo commerce store tools', () => {
  it('puts a store into any status, and the store info follows', async () => {
    expect(demoStoreStatusOf(mockRuntime, active)).toBe('ACTIVE');
    expect(setDemoStoreStatus(mockRuntime, active, 'BLOCKED')).toBe(true);
    const info = await expectData(StoreInfoDocument, { baId: String(active) }, active);
    expect(info.storeInfo.store?.status).toBe('BLOCKED');
    expect(setDemoStoreStatus(mockRuntime, dormant, 'ACTIVE')).toBe(false);
  });

  it('approves a request under review by opening a store under inspection', async () => {
    expect(reviewDemoStoreRequest(mockRuntime, inspection, 'APPROVED')).toBe(true);
    const info = await expectData(StoreInfoDocument, { baId: String(inspection) }, inspection);
    expect(info.storeInfo.storeRequest?.status).toBe('APPROVED');
    expect(info.storeInfo.store).toMatchObject({ status: 'PENDING', name: '한끼분식 합정점' });
    expect(info.storeInfo.requestUnavailability).toBe('STORE_EXISTS');
    expect(reviewDemoStoreRequest(mockRuntime, inspection, 'REJECTED')).toBe(false);
  });

  it('rejects a request with a reason, after which the account may request again', async () => {
    expect(reviewDemoStoreRequest(mockRuntime, inspection, 'REJECTED')).toBe(true);
    const info = await expectData(StoreInfoDocument, { baId: String(inspection) }, inspection);
    expect(info.storeInfo.storeRequest?.rejectInfo?.reason).toBeTruthy();
    expect(info.storeInfo.requestUnavailability).toBeNull();
  });

  it('passes the inspection of the products waiting for it', () => {
    const pending = mockRuntime.db.state.commerce.products.filter((product) => product.status === 'PENDING').length;
    expect(passDemoProductInspection(mockRuntime, active)).toBe(pending);
    expect(mockRuntime.db.state.commerce.products.some((product) => product.status === 'PENDING')).toBe(false);
  });
});
