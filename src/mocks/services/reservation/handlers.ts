/** Reservation service: one customer's reservations at the Account-Id business, latest visit first. */
import { implement } from '../../core/implement';
import type { MockState } from '../../state';
import { customerOrThrow } from '../customer/model';
import { paginate } from '../customer/paging';
import { dateFormatterFor, toReservation } from './model';

export const reservationHandlers = implement<'reservation', MockState>('reservation', {
  listCustomerReservations: ({ state, path, query, accountId }) => {
    const customer = customerOrThrow(path.id);
    const dates = dateFormatterFor(query.timezone ?? 'Asia/Seoul');
    const rows = state.reservation.reservations
      .filter((row) => row.accountId === accountId && row.userId === customer.id)
      .filter((row) => !query.status || row.status === query.status)
      .sort((a, b) => Date.parse(b.visitAt) - Date.parse(a.visitAt))
      .map((row) => toReservation(row, dates));
    return { data: paginate(rows, query.page, query.size) };
  },
});
