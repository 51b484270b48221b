import { describe, expect, it } from 'vitest';
import { imageContentProblem, imageTypeOf, notAPhotoSentence } from './image-content';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('imageTypeOf (a photo by its first bytes)', () => {
  it('knows JPEG, PNG, GIF, WebP and HEIC', () => {
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(imageTypeOf(bytes('GIF89a'))).toBe('image/gif');
    expect(imageTypeOf(bytes('GIF87a'))).toBe('image/gif');
    expect(imageTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WEBP'))).toBe('image/webp');
    expect(imageTypeOf(bytes([0, 0, 0, 24], 'ftypheic'))).toBe('image/heic');
    expect(imageTypeOf(bytes([0, 0, 0, 24], 'ftypmif1'))).toBe('image/heic');
  });

  it('refuses what is no photo: a PDF, text, a video, an empty file', () => {
    expect(imageTypeOf(bytes('%PDF-1.4'))).toBeUndefined();
    expect(imageTypeOf(bytes('png'))).toBeUndefined();
    expect(imageTypeOf(bytes([0, 0, 0, 24], 'ftypisom'))).toBeUndefined();
    expect(imageTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeUndefined();
    expect(imageTypeOf(new Uint8Array())).toBeUndefined();
  });
});

describe('imageContentProblem', () => {
  it('says one sentence for content that is not a photo the field takes', async () => {
    const pdf = new Blob(['%PDF-1.4']);
    expect(await imageContentProblem(pdf, '메뉴.jpg')).toBe(
      '‘메뉴.jpg’ 파일은 올릴 수 없어요. JPG, PNG, GIF, WEBP 사진만 올릴 수 있어요.',
    );
    const heic = new Blob([bytes([0, 0, 0, 24], 'ftypheic')]);
    expect(await imageContentProblem(heic, 'a.heic')).toBe(notAPhotoSentence('a.heic'));
    expect(await imageContentProblem(heic, 'a.heic', ['image/jpeg', 'image/heic'])).toBeUndefined();
    expect(await imageContentProblem(new Blob([bytes('GIF89a')]), '움짤.gif')).toBeUndefined();
  });
});
