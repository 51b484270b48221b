/**
 * Whether a file's content is a photo, by its first bytes (the format's signature), not by its name
 * or the type the browser guessed from the name: a PDF renamed 메뉴.jpg is not a photo. The image
 * widget checks it before sending and the mock's image service on upload, with one sentence.
 *
 * Formats: JPEG, PNG, GIF, WebP, and HEIC (a field may take it, e.g. a certificate shot on a phone).
 */
export const IMAGE_FORMATS = {
  'image/jpeg': { name: 'JPG', extensions: ['jpg', 'jpeg'] },
  'image/png': { name: 'PNG', extensions: ['png'] },
  'image/gif': { name: 'GIF', extensions: ['gif'] },
  'image/webp': { name: 'WEBP', extensions: ['webp'] },
  'image/heic': { name: 'HEIC', extensions: ['heic'] },
} as const satisfies Readonly<Record<string, { readonly name: string; readonly extensions: readonly string[] }>>;

export type ImageType = keyof typeof IMAGE_FORMATS;

/** The photo formats a field takes unless it says otherwise. */
export const IMAGE_TYPES: readonly ImageType[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** How many bytes from the start `imageTypeOf` reads. */
export const IMAGE_SIGNATURE_BYTES = 12;

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** The photo format of a file's first bytes, or undefined when they are no photo's. */
export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(bytes, 8, 12))) return 'image/heic';
  return undefined;
}

/** The one sentence for a file that is not a photo the field takes. */
export function notAPhotoSentence(fileName: string, types: readonly string[] = IMAGE_TYPES): string {
  const names = types.map((type) => IMAGE_FORMATS[type as ImageType]?.name ?? type).join(', ');
  return `‘${fileName}’ 파일은 올릴 수 없어요. ${names} 사진만 올릴 수 있어요.`;
}

async function head(file: Blob): Promise<Uint8Array> {
  const part = file.slice(0, IMAGE_SIGNATURE_BYTES);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  // Older DOMs (jsdom) have no Blob.arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(part);
  });
}

/** Why a file's content is not a photo of `types`, or undefined when it is one. */
export async function imageContentProblem(
  file: Blob,
  fileName: string,
  types: readonly string[] = IMAGE_TYPES,
): Promise<string | undefined> {
  const type = imageTypeOf(await head(file));
  return type && types.includes(type) ? undefined : notAPhotoSentence(fileName, types);
}
