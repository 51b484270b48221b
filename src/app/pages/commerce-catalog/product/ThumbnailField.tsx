/** Product photos as addresses: uploads through the image service, first photo first, at most 10. */
import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { uploadImage } from '@/api/images';
import { errorMessage } from '@/components/feedback/error-message';
import { toast } from '@/components/toast/toast-store';
import { catalogCopy } from '../copy';

const MAX_PHOTOS = 10;
const copy = catalogCopy.productForm;

export function ThumbnailField({
  value = [],
  onChange,
  id,
}: {
  readonly value?: string[];
  readonly onChange?: (urls: string[]) => void;
  readonly id?: string;
}) {
  const [uploading, setUploading] = useState(false);
  const files: UploadFile[] = value.map((url, index) => ({
    uid: url,
    name: `${copy.thumbnails} ${index + 1}`,
    status: 'done',
    url,
  }));
  return (
    <div id={id}>
      <Upload
        listType="picture-card"
        accept="image/*"
        fileList={files}
        disabled={uploading}
        showUploadList={{ showPreviewIcon: false }}
        onRemove={(file) => onChange?.(value.filter((url) => url !== file.uid))}
        customRequest={({ file }) => {
          setUploading(true);
          uploadImage(file as File, 'post')
            .then((image) => onChange?.([...value, image.url]))
            .catch((error: unknown) => toast.error(errorMessage(error)))
            .finally(() => setUploading(false));
        }}
      >
        {value.length >= MAX_PHOTOS ? null : (
          <button
            type="button"
            disabled={uploading}
            style={{ border: 0, background: 'none', cursor: uploading ? 'not-allowed' : 'pointer' }}
          >
            <PlusOutlined aria-hidden />
            <div style={{ marginTop: 8 }}>{uploading ? copy.uploading : copy.addPhoto}</div>
          </button>
        )}
      </Upload>
    </div>
  );
}
