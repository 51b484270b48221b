/** The editor's photos: previews with a remove button, "N/최대", and a picker while room is left. */
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Spin } from 'antd';
import { useRef } from 'react';
import { palette } from '@/lib/palette';
import { pageCopy } from '../copy';
import type { UploadedImage } from '@/api/images';

const copy = pageCopy.editor;
const TILE = { width: 96, height: 96, borderRadius: 8, overflow: 'hidden', position: 'relative' } as const;

export interface EditorImagesProps {
  readonly images: readonly UploadedImage[];
  readonly uploading: number;
  readonly max: number;
  readonly onPick: (files: File[]) => void;
  readonly onRemove: (id: number) => void;
}

export function EditorImages({ images, uploading, max, onPick, onRemove }: EditorImagesProps) {
  const input = useRef<HTMLInputElement>(null);
  const count = images.length + uploading;
  return (
    <section aria-labelledby="editor-images-label">
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <span id="editor-images-label">{copy.imagesLabel}</span>
        <span aria-live="polite" data-testid="image-count">
          {copy.imageCount(images.length, max)}
        </span>
      </Flex>
      <Flex gap={8} wrap>
        {images.map((image, index) => (
          <div key={image.id} style={TILE}>
            <img src={image.url} alt={copy.imageAlt(index + 1)} width={96} height={96} style={{ objectFit: 'cover' }} />
            <Button
              size="small"
              shape="circle"
              icon={<CloseOutlined />}
              aria-label={copy.removeImage(index + 1)}
              onClick={() => onRemove(image.id)}
              style={{ position: 'absolute', top: 4, right: 4 }}
            />
          </div>
        ))}
        {Array.from({ length: uploading }, (_, index) => (
          <Flex
            key={`uploading-${index}`}
            style={{ ...TILE, background: palette.greyBackground }}
            align="center"
            justify="center"
          >
            <Spin size="small" aria-label={copy.uploading} />
          </Flex>
        ))}
        {count < max ? (
          <Button style={{ ...TILE, display: 'flex', flexDirection: 'column' }} onClick={() => input.current?.click()}>
            <PlusOutlined aria-hidden />
            {copy.addImage}
          </Button>
        ) : null}
      </Flex>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        aria-label={copy.addImage}
        style={{ display: 'none' }}
        onChange={(event) => {
          onPick(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </section>
  );
}
