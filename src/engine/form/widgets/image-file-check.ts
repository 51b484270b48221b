/**
 * What a photo field accepts, checked in the browser before anything is uploaded: the file's type
 * (`ui:options.imageTypes`, default JPG, PNG, WebP, GIF and HEIC) and its size
 * (`ui:options.maxImageBytes`, default 10 MB). The message says what to do, in Korean.
 */
export const DEFAULT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic'] as const;
export const DEFAULT_MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const TYPE_NAMES: Readonly<Record<string, string>> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/heic': 'HEIC',
};

export interface ImageFileRules {
  readonly imageTypes?: readonly string[];
  readonly maxImageBytes?: number;
}

function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return `${Number.isInteger(value) ? value : value.toFixed(1)}MB`;
}

/** Why the file cannot be uploaded, or undefined when it can. */
export function imageFileProblem(
  file: Pick<File, 'type' | 'size' | 'name'>,
  rules: ImageFileRules = {},
): string | undefined {
  const types = rules.imageTypes ?? DEFAULT_IMAGE_TYPES;
  const maxBytes = rules.maxImageBytes ?? DEFAULT_MAX_IMAGE_BYTES;
  if (!types.includes(file.type)) {
    const names = types.map((type) => TYPE_NAMES[type] ?? type).join(', ');
    return `${file.name}: 사진 파일(${names})만 올릴 수 있어요.`;
  }
  if (file.size === 0) return `${file.name}: 빈 파일이에요. 다른 사진을 골라 주세요.`;
  if (file.size > maxBytes)
    return `${file.name}: ${megabytes(maxBytes)}까지 올릴 수 있어요. 지금 파일은 ${megabytes(file.size)}예요.`;
  return undefined;
}
