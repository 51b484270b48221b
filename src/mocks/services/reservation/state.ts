import type { components } from '@generated/openapi/reservation';

type Schemas = components['schemas'];

/** A customer's reservation at a business; `visitDate` is derived from `visitAt` per requested time zone. */
export interface ReservationRow {
  id: number;
  accountId: number;
  userId: number;
  status: Schemas['ReservationStatus'];
  visitAt: string;
  partySize: number;
  menus: Schemas['ReservationMenu'][];
  memo: string | null;
  cancelReason: string | null;
  canceledBy: Schemas['ReservationCanceledBy'] | null;
  canceledAt: string | null;
  createdAt: string;
}

export interface ReservationState {
  reservations: ReservationRow[];
}
