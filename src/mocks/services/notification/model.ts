import type { components } from '@generated/openapi/notification';
import { slicePage } from '../../core/paging';
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
  const { items, ...rest } = slicePage(matching, page, size, 0);
  return { collectionData: items, ...rest };
}
