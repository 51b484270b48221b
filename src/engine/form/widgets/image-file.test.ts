import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, imageAccept, imageFileProblem } from './image-file';

const file = (name: string, type: string, size = 1024) => ({ name, type, size });

describe('imageFileProblem', () => {
  it('accepts the usual photo formats up to 10 MB', () => {
    expect(imageFileProblem(file('가게.jpg', 'image/jpeg'))).toBeUndefined();
    expect(imageFileProblem(file('메뉴.PNG', 'image/png', IMAGE_MAX_BYTES))).toBeUndefined();
    expect(imageFileProblem(file('움짤.gif', 'image/gif'))).toBeUndefined();
    expect(imageFileProblem(file('photo.webp', 'image/webp'))).toBeUndefined();
  });

  it('goes by the name when the system gives no type', () => {
    expect(imageFileProblem(file('IMG_0001.JPEG', ''))).toBeUndefined();
    expect(imageFileProblem(file('메뉴판', ''))).toContain('JPG, PNG, GIF, WEBP 사진만');
  });

  it('names the file and what is wrong with it', () => {
    expect(imageFileProblem(file('메뉴판.pdf', 'application/pdf'))).toBe(
      '‘메뉴판.pdf’ 파일은 올릴 수 없어요. JPG, PNG, GIF, WEBP 사진만 올릴 수 있어요.',
    );
    expect(imageFileProblem(file('사진.heic', 'image/heic'))).toContain('JPG, PNG, GIF, WEBP 사진만');
    expect(imageFileProblem(file('큰사진.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1))).toBe(
      '‘큰사진.jpg’ 파일은 10.1MB예요. 사진 한 장은 10MB까지 올릴 수 있어요.',
    );
    expect(imageFileProblem(file('빈.png', 'image/png', 0))).toContain('파일은 비어 있어요');
  });

  it('offers the same formats to the file picker', () => {
    expect(IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/gif,image/webp,.jpg,.jpeg,.png,.gif,.webp');
  });
});

describe('a field’s own rules', () => {
  const rules = { imageTypes: ['image/jpeg', 'image/heic'], maxImageBytes: 1024 * 1024 };

  it('takes the formats and the size the field names', () => {
    expect(imageFileProblem(file('등록증.heic', 'image/heic'), rules)).toBeUndefined();
    expect(imageFileProblem(file('등록증.png', 'image/png'), rules)).toBe(
      '‘등록증.png’ 파일은 올릴 수 없어요. JPG, HEIC 사진만 올릴 수 있어요.',
    );
    expect(imageFileProblem(file('등록증.jpg', 'image/jpeg', 2 * 1024 * 1024), rules)).toBe(
      '‘등록증.jpg’ 파일은 2MB예요. 사진 한 장은 1MB까지 올릴 수 있어요.',
    );
  });

  it('offers the field’s formats to the file picker', () => {
    expect(imageAccept(rules)).toBe('image/jpeg,image/heic,.jpg,.jpeg,.heic');
  });
});
