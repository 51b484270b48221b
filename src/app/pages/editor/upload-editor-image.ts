/** Uploads one photo of the editor through the image service (as the form's image widget does). */
import { callOperation } from '@/api/operations';

export interface EditorImage {
  readonly id: number;
  readonly url: string;
}

async function measure(file: File): Promise<{ width: number; height: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    return { width: bitmap.width, height: bitmap.height };
  } catch {
    return { width: 1, height: 1 };
  }
}

export async function uploadEditorImage(file: File): Promise<EditorImage> {
  const { width, height } = await measure(file);
  const { data } = await callOperation<{ data: EditorImage }>('auth.uploadImage', {
    body: {
      body: file,
      region: 'kr',
      service: 'business',
      type: 'post',
      width,
      height,
      contentType: file.type || 'image/png',
      filepath: file.name,
    },
  });
  return data.data;
}
