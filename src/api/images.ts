/**
 * Uploads one photo through the image service (`auth.uploadImage`): measures it, sends it as
 * multipart and answers the stored image's id and address. The form's image widget and the app's
 * post editor both use it.
 */
import { callApi } from './operations';

export interface UploadedImage {
  readonly id: number;
  readonly url: string;
}

/** What the photo is for, as the image service files it. */
export type ImagePurpose = 'pickup_menu' | 'post' | 'business_profile' | 'local_profile' | 'business_inspection';

async function measure(file: File): Promise<{ width: number; height: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    return { width: bitmap.width, height: bitmap.height };
  } catch {
    // Not decodable here (an unusual format, or a test environment): the service accepts 1×1.
    return { width: 1, height: 1 };
  }
}

/** `onProgress` (optional) hears the share of the photo sent so far, 0–1. */
export async function uploadImage(
  file: File,
  purpose: ImagePurpose,
  onProgress?: (sent: number) => void,
): Promise<UploadedImage> {
  const { width, height } = await measure(file);
  const { data } = await callApi('auth.uploadImage', {
    ...(onProgress ? { onUploadProgress: onProgress } : {}),
    body: {
      body: file,
      region: 'kr',
      service: 'business',
      type: purpose,
      width,
      height,
      contentType: file.type || 'image/png',
      filepath: file.name,
    },
  });
  return data.data;
}
