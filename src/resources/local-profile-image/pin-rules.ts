/**
 * Pinned photos (spec 001 §3, §9: at most 2, remote config `pinnedImages`): whether one more may be
 * pinned, decided on screen before any call. Pinned photos come first in the list (the API's order),
 * so the rows read hold every pinned one unless a filter hides some; the server refuses past the
 * limit anyway (409 with the same sentence).
 */
import { adminImagesMessages } from '@/lib/admin-images-messages';

/** The spec's fallback for `limits.pinnedImages.maxItems`. */
export const PINNED_IMAGES_MAX = 2;

export interface Pinnable {
  readonly id: number;
  readonly pinned: boolean;
}

/** How many photos are pinned among the rows. */
export function pinnedCount(rows: readonly Pinnable[]): number {
  return rows.filter((row) => row.pinned).length;
}

/** Why the photo may not be pinned now, or undefined when it may. An already pinned photo is not refused. */
export function pinRefusal(image: Pinnable, rows: readonly Pinnable[], max = PINNED_IMAGES_MAX): string | undefined {
  if (image.pinned) return undefined;
  return pinnedCount(rows) >= max ? adminImagesMessages.images.pinLimit(max) : undefined;
}
