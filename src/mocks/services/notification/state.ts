import type { components } from '@generated/openapi/notification';

type Schemas = components['schemas'];

export type NotificationType = Schemas['NotificationType'];
export type NotificationRow = Schemas['Notification'];

export interface NotificationState {
  notifications: NotificationRow[];
  /** When the user last opened the notification popup (null: never). */
  lastAccessTime: string | null;
  /** The access before that one: items sent after it get a dot. */
  previousLastAccessTime: string | null;
}
