import { describe, expect, it } from 'vitest';
import type { components } from '@generated/openapi/reservation';
import type { OperationArgs } from '@/api/operations';
import { storeBusinessAccountId } from '@/api/session';
import { mockRuntime } from '@/mocks/node';
import { dataOf } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { seedCustomers } from '../customers';

type Schemas = components['schemas'];
interface Page {
  items: Schemas['Reservation'][];
  page: number;
  size: number;
  totalCount: number;
  hasNext: boolean;
}

const STATUSES: Schemas['ReservationStatus'][] = ['REQUESTED', 'CONFIRMED', 'CANCELED', 'COMPLETED', 'NO_SHOW'];
const regular = seedCustomers[0]!.id;

const reservations = (args: OperationArgs) => dataOf<Page>('reservation.listCustomerReservations', args);

describe('reservation mock', () => {
  it('seeds every status, both cancel sides and texts within the v1 limits', () => {
    const rows = mockRuntime.db.state.reservation.reservations;
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(STATUSES));
    expect(new Set(rows.flatMap((row) => (row.canceledBy ? [row.canceledBy] : [])))).toEqual(
      new Set(['CUSTOMER', 'BUSINESS']),
    );
    expect(rows.every((row) => (row.memo ?? '').length <= 200 && (row.cancelReason ?? '').length <= 100)).toBe(true);
    expect(rows.filter((row) => row.status === 'CANCELED').every((row) => row.cancelReason && row.canceledAt)).toBe(
      true,
    );
  });

  it('pages from 1, 10 a page, latest visit first, and filters by status', async () => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    const first = await reservations({ path: { id: regular } });
    expect(first).toMatchObject({ page: 1, size: 10, totalCount: 12, hasNext: true });
    const visits = first.items.map((row) => Date.parse(row.visitAt));
    expect(visits).toEqual([...visits].sort((a, b) => b - a));
    for (const status of STATUSES) {
      const filtered = await reservations({ path: { id: regular }, query: { status } });
      expect(filtered.totalCount).toBeGreaterThan(0);
      expect(filtered.items.every((row) => row.status === status)).toBe(true);
    }
  });

  it('keeps reservations to their business and computes totals', async () => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.dormant);
    expect((await reservations({ path: { id: regular } })).totalCount).toBe(0);
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    const [row] = (await reservations({ path: { id: regular } })).items;
    expect(row!.totalPrice).toBe(row!.menus.reduce((sum, menu) => sum + menu.price * menu.quantity, 0));
  });

  it('gives the visit date in the requested time zone (Asia/Seoul by default)', async () => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    const seoul = (await reservations({ path: { id: regular }, query: { size: 20 } })).items;
    expect(seoul.every((row) => row.visitDate === row.visitAt.slice(0, 10))).toBe(true);
    const utc = (await reservations({ path: { id: regular }, query: { size: 20, timezone: 'UTC' } })).items;
    const expected = seoul.map((row) => new Date(row.visitAt).toISOString().slice(0, 10));
    expect(utc.map((row) => row.visitDate)).toEqual(expected);
  });
});
