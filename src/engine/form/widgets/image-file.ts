/**
 * What an image field accepts, checked before anything is uploaded (designed: the spec names no
 * formats or sizes): by default the usual photo formats, at most 10 MB a photo; a field may narrow
 * or widen them (`ui:options.imageTypes`, `ui:options.maxImageBytes`, e.g. HEIC for a business
 * certificate shot on a phone). The sentence says what was wrong with which file, in Korean. The
 * content itself is checked too (`imageContentProblem` of src/lib/image-content.ts, before sending).
 */
import { IMAGE_FORMATS, IMAGE_TYPES, notAPhotoSentence, type ImageType } from '@/lib/image-content';

export { IMAGE_TYPES };
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** A field's own rules (its `ui:options`); what is left out takes the defaults above. */
export interface ImageFileRules {
  readonly imageTypes?: readonly string[];
  readonly maxImageBytes?: number;
}

/** The formats a field takes: its own, else the usual photo formats. */
export const imageTypesOf = (rules: ImageFileRules): readonly string[] => rules.imageTypes ?? IMAGE_TYPES;
const typesOf = imageTypesOf;
const extensionsOf = (types: readonly string[]) =>
  types.flatMap((type): readonly string[] => IMAGE_FORMATS[type as ImageType]?.extensions ?? []);

/** The input's `accept`: by type and by name, for systems that give no type. */
export function imageAccept(rules: ImageFileRules = {}): string {
  const types = typesOf(rules);
  return [...types, ...extensionsOf(types).map((extension) => `.${extension}`)].join(',');
}

export const IMAGE_ACCEPT = imageAccept();

function megabytes(bytes: number): string {
  return `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toLocaleString('ko-KR')}MB`;
}

/** Why a file cannot be uploaded as a photo, or undefined when it can. */
export function imageFileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  rules: ImageFileRules = {},
): string | undefined {
  const types = typesOf(rules);
  const maxBytes = rules.maxImageBytes ?? IMAGE_MAX_BYTES;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const known = file.type !== '' ? types.includes(file.type) : extensionsOf(types).includes(extension);
  if (!known) return notAPhotoSentence(file.name, types);
  if (file.size === 0) return `‘${file.name}’ 파일은 비어 있어요. 다른 사진을 골라 주세요.`;
  if (file.size > maxBytes)
    return `‘${file.name}’ 파일은 ${megabytes(file.size)}예요. 사진 한 장은 ${megabytes(maxBytes)}까지 올릴 수 있어요.`;
  return undefined;
}
