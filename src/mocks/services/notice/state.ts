import type { components } from '@generated/openapi/notice';

type Schemas = components['schemas'];

export type NoticeCategoryCode = Schemas['NoticeCategoryCode'];
export type NoticeCategory = Schemas['NoticeCategory'];
/** A stored notice is exactly the detail the API shows. */
export type NoticeRow = Schemas['NoticeDetail'];

export interface NoticeState {
  categories: NoticeCategory[];
  notices: NoticeRow[];
}
