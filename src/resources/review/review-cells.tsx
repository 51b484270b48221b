/** How a review reads in the list: stars, the text with its attachments' thumbnails. */
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';
import { profileInfoMessages } from '@/lib/profile-info-messages';

const text = profileInfoMessages.review;

interface ReviewLike {
  readonly content: string;
  readonly media: readonly { readonly id: number; readonly type: string; readonly thumbnailUrl: string }[];
}

const MEDIA_NAMES: Readonly<Record<string, string>> = {
  PHOTO: '사진',
  VIDEO: '동영상',
  EXTERNAL_PHOTO: '외부 사진',
  THIRDPARTY_PHOTO: '제휴사 사진',
};

export function ratingCell(value: unknown): ReactNode {
  if (typeof value !== 'number') return <span className="muted">–</span>;
  return (
    <span aria-label={text.stars(value)} style={{ color: '#f5a623', whiteSpace: 'nowrap' }}>
      {'★'.repeat(value)}
      <span style={{ color: '#d9d9d9' }}>{'★'.repeat(5 - value)}</span>
    </span>
  );
}

export function averageRating(value: number | null): string {
  return value === null ? '–' : `★ ${value.toFixed(1)}`;
}

export function reviewCell(review: ReviewLike): ReactNode {
  return (
    <div style={{ minWidth: 240, maxWidth: 420 }}>
      <p className="pre-wrap" style={{ margin: 0 }}>
        {review.content}
      </p>
      {review.media.length > 0 ? (
        <div
          style={{ display: 'flex', gap: 4, marginTop: 6 }}
          aria-label={text.media(formatNumber(review.media.length))}
        >
          {review.media.slice(0, 4).map((media) => (
            <img
              key={media.id}
              src={media.thumbnailUrl}
              alt={MEDIA_NAMES[media.type] ?? media.type}
              loading="lazy"
              width={40}
              height={40}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The owner's answer, shown whole (wrapped) like the review it answers. */
export function replyCell(value: unknown): ReactNode {
  if (typeof value !== 'string' || value === '') return <span className="muted">–</span>;
  return (
    <p className="pre-wrap" style={{ margin: 0, minWidth: 160, maxWidth: 320 }}>
      {value}
    </p>
  );
}

/**
 * The review being answered, above the answer's field: the drawer covers a phone's whole screen,
 * so the merchant would otherwise answer a review they can no longer read (issue 41).
 */
export function answeredReview(
  review: ReviewLike & { readonly author: { readonly nickname: string }; readonly rating: number | null },
): ReactNode {
  const title = text.answering(review.author.nickname);
  return (
    <section
      aria-label={title}
      style={{ marginBottom: 16, padding: 12, borderRadius: 8, background: 'var(--palette-grey-background)' }}
    >
      <p style={{ margin: '0 0 4px', display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <strong>{title}</strong>
        {ratingCell(review.rating)}
      </p>
      {reviewCell(review)}
    </section>
  );
}
