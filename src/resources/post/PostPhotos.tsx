/**
 * A post's photos as thumbnails; each is a button that opens the photo large in a dialog, where
 * 이전 / 다음 (or the arrow keys) go through the others and Esc closes.
 */
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { postDetailText as text } from './post-detail-text';
import type { PostRecord } from './PostResults';
import './post-detail.css';

export function PostPhotos({ record }: { readonly record: PostRecord }) {
  const pictures = record.pictures;
  const [open, setOpen] = useState<number | undefined>(undefined);
  const count = pictures.length;
  const go = (step: number) =>
    setOpen((current) => (current === undefined ? current : (current + step + count) % count));
  const isOpen = open !== undefined;
  useEffect(() => {
    if (!isOpen || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft')
        setOpen((current) => (current === undefined ? current : (current - 1 + count) % count));
      if (event.key === 'ArrowRight') setOpen((current) => (current === undefined ? current : (current + 1) % count));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, count]);
  const shown = open === undefined ? undefined : pictures[open];

  return (
    <>
      <ul className="post-photos">
        {pictures.map((picture, index) => (
          <li key={picture.id}>
            <button
              type="button"
              className="post-photo-thumb"
              aria-label={text.photoOpen(index + 1, count)}
              onClick={() => setOpen(index)}
            >
              <img src={picture.url} alt="" loading="lazy" width={96} height={96} />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={shown !== undefined}
        title={open === undefined ? undefined : text.photoTitle(open + 1, count)}
        onCancel={() => setOpen(undefined)}
        footer={
          count > 1 ? (
            <>
              <Button onClick={() => go(-1)}>{text.previous}</Button>
              <Button onClick={() => go(1)}>{text.next}</Button>
            </>
          ) : null
        }
        width={720}
        centered
        destroyOnHidden
      >
        {shown && open !== undefined ? (
          <div className="post-photo-large">
            <img src={shown.url} alt={text.photoAlt(record.title, open + 1)} />
          </div>
        ) : null}
      </Modal>
    </>
  );
}
