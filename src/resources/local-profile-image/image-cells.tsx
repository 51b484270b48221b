/**
 * Cells of the photo list: the photo itself, large enough to tell photos apart, named for screen
 * readers, and a link to the whole photo in a new tab (a square crop hides its edges).
 */
import { adminImagesMessages } from '@/lib/admin-images-messages';
import { messages } from '@/lib/messages';
import { palette } from '@/lib/palette';

/** The thumbnail's side in CSS pixels: a photo a merchant can make out in a table row. */
export const THUMBNAIL_SIZE = 128;

export interface PhotoRow {
  readonly id: number;
  readonly url: string;
  readonly tags: readonly { readonly name: string }[];
}

/** A row's name where actions need one ("고정: 사진 123"). */
export function photoName(row: Pick<PhotoRow, 'id'>): string {
  return `사진 ${row.id}`;
}

export function PhotoThumbnail({ row }: { readonly row: PhotoRow }) {
  const tags = row.tags.map((tag) => tag.name).join(', ');
  return (
    <a
      href={row.url}
      target="_blank"
      rel="noopener noreferrer"
      title={adminImagesMessages.images.enlarge}
      style={{ display: 'inline-block' }}
    >
      <img
        src={row.url}
        alt={tags ? `${photoName(row)} (${tags})` : photoName(row)}
        loading="lazy"
        width={THUMBNAIL_SIZE}
        height={THUMBNAIL_SIZE}
        style={{ objectFit: 'cover', borderRadius: 8, background: palette.greyBackground, display: 'block' }}
      />
      <span className="shell-visually-hidden">
        {' '}
        {adminImagesMessages.images.enlarge} {messages.pickupGate.newTab}
      </span>
    </a>
  );
}
