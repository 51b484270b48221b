/**
 * Photo upload for image-id fields (`x-kind: image`): uploads through the image service and keeps
 * the returned id; shows the photos it knows the address of.
 */
import { PlusOutlined } from '@ant-design/icons';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { uploadImage, type ImagePurpose, type UploadedImage } from '@/api/images';
import { toast } from '@/components/toast/toast-store';
import { errorMessage } from '@/components/feedback/error-message';
import { imageUrlOf, rememberImage } from './image-urls';

/** Uploads a photo and remembers its address, so the widget can show it by id. */
async function upload(file: File, purpose: ImagePurpose): Promise<UploadedImage> {
  const image = await uploadImage(file, purpose);
  rememberImage(image.id, image.url);
  return image;
}

/** What the photos are for, as the image service files them: `ui:options.purpose` (default a menu's). */
export function ImageWidget({ id, value, onChange, schema, disabled, readonly, options }: WidgetProps) {
  const purpose = (options.purpose as ImagePurpose | undefined) ?? 'pickup_menu';
  const multiple = schema.type === 'array';
  const ids: number[] = multiple ? ((value as number[] | undefined) ?? []) : typeof value === 'number' ? [value] : [];
  const max = multiple ? (typeof schema.maxItems === 'number' ? schema.maxItems : 10) : 1;
  const [uploading, setUploading] = useState(false);
  const locked = Boolean(disabled || readonly || uploading);

  const files: UploadFile[] = ids.map((imageId) => ({
    uid: String(imageId),
    name: `사진 ${imageId}`,
    status: 'done',
    url: imageUrlOf(imageId) ?? '',
  }));

  return (
    <div id={id} aria-describedby={ariaDescribedByIds(id)}>
      <Upload
        listType="picture-card"
        accept="image/*"
        fileList={files}
        disabled={locked}
        showUploadList={{ showPreviewIcon: false }}
        onRemove={(file) => onChange(multiple ? ids.filter((imageId) => String(imageId) !== file.uid) : null)}
        customRequest={({ file }) => {
          setUploading(true);
          upload(file as File, purpose)
            .then((image) => onChange(multiple ? [...ids, image.id] : image.id))
            .catch((error: unknown) => toast.error(errorMessage(error)))
            .finally(() => setUploading(false));
        }}
      >
        {ids.length >= max ? null : (
          // Disabled with the upload (a dormant account's form, a save under way), not only looking so.
          <button
            type="button"
            disabled={locked}
            style={{ border: 0, background: 'none', cursor: locked ? 'not-allowed' : 'pointer' }}
          >
            <PlusOutlined aria-hidden />
            <div style={{ marginTop: 8 }}>{uploading ? '올리는 중' : '사진 추가'}</div>
          </button>
        )}
      </Upload>
      {multiple ? (
        <div className="muted" aria-live="polite" data-testid={`${id}-count`}>
          {ids.length}/{max}
        </div>
      ) : null}
    </div>
  );
}
