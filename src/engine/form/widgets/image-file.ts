/**
 * What an image field accepts, checked before anything is uploaded (designed: the spec names no
 * formats or sizes): the usual photo formats, at most 10 MB a photo. The sentence says what was
 * wrong with which file, in Korean.
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The input's `accept`: by type and by name, for systems that give no type. */
export const IMAGE_ACCEPT = [...IMAGE_TYPES, ...IMAGE_EXTENSIONS.map((extension) => `.${extension}`)].join(',');

function megabytes(bytes: number): string {
  return `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toLocaleString('ko-KR')}MB`;
}

/** Why a file cannot be uploaded as a photo, or undefined when it can. */
export function imageFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typed = file.type !== '';
  const knownType = (IMAGE_TYPES as readonly string[]).includes(file.type);
  const knownExtension = (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  if (typed ? !knownType : !knownExtension)
    return `‘${file.name}’은(는) 올릴 수 없는 파일이에요. JPG, PNG, GIF, WEBP 사진만 올릴 수 있어요.`;
  if (file.size === 0) return `‘${file.name}’은(는) 빈 파일이에요. 다른 사진을 골라 주세요.`;
  if (file.size > IMAGE_MAX_BYTES)
    return `‘${file.name}’은(는) ${megabytes(file.size)}예요. 사진 한 장은 10MB까지 올릴 수 있어요.`;
  return undefined;
}
