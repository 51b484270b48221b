/**
 * Photo upload for image-id fields (`x-kind: image`): uploads through the image service and keeps
 * the returned id; shows the photos it knows the address of.
 */
import { PlusOutlined } from '@ant-design/icons';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { callOperation } from '@/api/operations';
import { toast } from '@/components/toast/toast-store';
import { errorMessage } from '@/components/feedback/error-message';
import { imageUrlOf, rememberImage } from './image-urls';

interface UploadedImage {
  readonly id: number;
  readonly url: string;
}

async function upload(file: File): Promise<UploadedImage> {
  const { width, height } = await measure(file);
  const { data } = await callOperation<{ data: UploadedImage }>('auth.uploadImage', {
    body: {
      body: file,
      region: 'kr',
      service: 'business',
      type: 'pickup_menu',
      width,
      height,
      contentType: file.type || 'image/png',
      filepath: file.name,
    },
  });
  rememberImage(data.data.id, data.data.url);
  return data.data;
}

async function measure(file: File): Promise<{ width: number; height: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    return { width: bitmap.width, height: bitmap.height };
  } catch {
    return { width: 1, height: 1 };
  }
}

export function ImageWidget({ id, value, onChange, schema, disabled, readonly }: WidgetProps) {
  const multiple = schema.type === 'array';
  const ids: number[] = multiple ? ((value as number[] | undefined) ?? []) : typeof value === 'number' ? [value] : [];
  const max = multiple ? (typeof schema.maxItems === 'number' ? schema.maxItems : 10) : 1;
  const [uploading, setUploading] = useState(false);

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
        disabled={disabled || readonly || uploading}
        showUploadList={{ showPreviewIcon: false }}
        onRemove={(file) => onChange(multiple ? ids.filter((imageId) => String(imageId) !== file.uid) : null)}
        customRequest={({ file }) => {
          setUploading(true);
          upload(file as File)
            .then((image) => onChange(multiple ? [...ids, image.id] : image.id))
            .catch((error: unknown) => toast.error(errorMessage(error)))
            .finally(() => setUploading(false));
        }}
      >
        {ids.length >= max ? null : (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{uploading ? '올리는 중' : '사진 추가'}</div>
          </button>
        )}
      </Upload>
    </div>
  );
}
