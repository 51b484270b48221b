/**
 * The editor's uploaded photos: picks beyond the limit are skipped with a warning, each kept file
 * uploads on its own, and a failed upload leaves the others (and the text) as they were.
 */
import { useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { errorMessage } from '@/components/feedback/error-message';
import { pageCopy } from '../copy';
import { uploadImage, type UploadedImage } from '@/api/images';

export function useEditorImages(max: number) {
  const [images, setImages] = useState<UploadedImage[]>([]);
  const [uploading, setUploading] = useState(0);

  const pick = (files: File[]) => {
    const room = Math.max(0, max - images.length - uploading);
    const kept = files.slice(0, room);
    if (files.length > kept.length) toast.warning(pageCopy.editor.tooManyImages(max, files.length - kept.length));
    setUploading((count) => count + kept.length);
    for (const file of kept)
      uploadImage(file, 'post')
        .then((image) => setImages((current) => [...current, image]))
        .catch((error: unknown) => toast.error(errorMessage(error)))
        .finally(() => setUploading((count) => count - 1));
  };

  const remove = (id: number) => setImages((current) => current.filter((image) => image.id !== id));

  return { images, uploading, pick, remove };
}
