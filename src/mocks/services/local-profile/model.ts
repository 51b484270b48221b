/** What the local profile image API computes: tag names, list order, cursor pages and the summary. */
import type { components } from '@generated/openapi/local-profile';
import { sliceAfterId } from '../../core/paging';
import type { ImageSourceType, ImageTagId, LocalProfileImageRow } from './state';

type Schemas = components['schemas'];

/** The fixed tag list (designed: the spec names tags but not their values). */
export const IMAGE_TAGS: readonly Schemas['LocalProfileImageTag'][] = [
  { id: 1, name: '음식' },
  { id: 2, name: '메뉴' },
  { id: 3, name: '내부' },
  { id: 4, name: '외부' },
  { id: 5, name: '가격표' },
  { id: 6, name: '기타' },
];

export const SOURCE_TYPES: readonly ImageSourceType[] = ['BUSINESS', 'USER_REVIEW', 'USER_POST', 'EXTERNAL'];

/** The spec's fallback for remote config `limits.pinnedImages.maxItems`. */
export const PINNED_IMAGES_FALLBACK = 2;

export function tagsOf(tagIds: readonly ImageTagId[]): Schemas['LocalProfileImageTag'][] {
  return IMAGE_TAGS.filter((tag) => tagIds.includes(tag.id));
}

export function toImage(row: LocalProfileImageRow): Schemas['LocalProfileImage'] {
  const { localProfileId: _profile, tagIds, ...fields } = row;
  return { ...fields, tags: tagsOf(tagIds) };
}

/** Pinned images first (earliest pinned first), then the newest. */
export function inListOrder(rows: readonly LocalProfileImageRow[]): LocalProfileImageRow[] {
  const time = (iso: string | null) => (iso ? new Date(iso).getTime() : 0);
  return [...rows].sort((a, b) => {
    if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
    if (a.pinned) return time(a.pinnedAt) - time(b.pinnedAt) || a.id - b.id;
    return time(b.createdAt) - time(a.createdAt) || b.id - a.id;
  });
}

/** A page after `cursor` (the id of the last image shown), in list order. */
export function cursorPage(rows: readonly LocalProfileImageRow[], cursor: string | undefined, size: number) {
  // A cursor naming no image starts from the top.
  const page = sliceAfterId(inListOrder(rows), cursor, size);
  const nextCursor = page.lastId === null ? null : String(page.lastId);
  return { items: page.items.map(toImage), hasMore: page.hasMore, nextCursor };
}

export function infoOf(
  rows: readonly LocalProfileImageRow[],
  maxPinnedCount: number,
): Schemas['LocalProfileImagesInfo'] {
  return {
    totalCount: rows.length,
    pinnedCount: rows.filter((row) => row.pinned).length,
    maxPinnedCount,
    tagCounts: IMAGE_TAGS.map((tag) => ({ tag, count: rows.filter((row) => row.tagIds.includes(tag.id)).length })),
    sourceTypeCounts: SOURCE_TYPES.map((sourceType) => ({
      sourceType,
      count: rows.filter((row) => row.sourceType === sourceType).length,
    })),
  };
}
