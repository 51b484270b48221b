/** Cells of the photo list: the photo itself, large enough to tell photos apart, named for screen readers. */
import { palette } from '@/lib/palette';

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
    <img
      src={row.url}
      alt={tags ? `${photoName(row)} (${tags})` : photoName(row)}
      loading="lazy"
      width={96}
      height={96}
      style={{ objectFit: 'cover', borderRadius: 8, background: palette.greyBackground, display: 'block' }}
    />
  );
}
