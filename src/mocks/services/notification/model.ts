import type { components } from '@generated/openapi/notification';
import type { NotificationRow, NotificationType } from './state';

type Schemas = components['schemas'];

/** Newest first, optionally of one type, cut to a 0-based page. */
export function notificationPage(
  rows: readonly NotificationRow[],
  page: number,
  size: number,
  type?: NotificationType,
): Schemas['NotificationPage'] {
  const matching = rows
    .filter((row) => !type || row.type === type)
    .sort((a, b) => new Date(b.sentAt).getTime() - new Date(a.sentAt).getTime());
  const start = page * size;
  return {
    collectionData: matching.slice(start, start + size),
    page,
    size,
    totalCount: matching.length,
    hasNext: start + size < matching.length,
  };
}
