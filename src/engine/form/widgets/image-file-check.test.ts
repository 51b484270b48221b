import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-file-check';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('imageFileProblem', () => {
  it('accepts the usual photo types up to 10 MB', () => {
    expect(imageFileProblem(file('등록증.jpg', 'image/jpeg', 2_000_000))).toBeUndefined();
    expect(imageFileProblem(file('등록증.png', 'image/png', 10 * 1024 * 1024))).toBeUndefined();
    expect(imageFileProblem(file('등록증.heic', 'image/heic', 500))).toBeUndefined();
  });

  it('refuses other types, empty files and files that are too big, saying what to do', () => {
    expect(imageFileProblem(file('등록증.pdf', 'application/pdf', 100))).toBe(
      '등록증.pdf: 사진 파일(JPG, PNG, WebP, GIF, HEIC)만 올릴 수 있어요.',
    );
    expect(imageFileProblem(file('빈.jpg', 'image/jpeg', 0))).toBe('빈.jpg: 빈 파일이에요. 다른 사진을 골라 주세요.');
    expect(imageFileProblem(file('큰.jpg', 'image/jpeg', 12.5 * 1024 * 1024))).toBe(
      '큰.jpg: 10MB까지 올릴 수 있어요. 지금 파일은 12.5MB예요.',
    );
  });

  it('follows the field’s own rules', () => {
    const rules = { imageTypes: ['image/jpeg'], maxImageBytes: 1024 * 1024 };
    expect(imageFileProblem(file('a.png', 'image/png', 10), rules)).toBe('a.png: 사진 파일(JPG)만 올릴 수 있어요.');
    expect(imageFileProblem(file('a.jpg', 'image/jpeg', 2 * 1024 * 1024), rules)).toBe(
      'a.jpg: 1MB까지 올릴 수 있어요. 지금 파일은 2MB예요.',
    );
  });
});
