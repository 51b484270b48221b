/**
 * Photo upload for image fields (`x-kind: image`): uploads through the image service and keeps the
 * returned id (integer fields) or the photo's address (string fields, `format: uri`); shows the
 * photos it knows the address of.
 */
import { PlusOutlined } from '@ant-design/icons';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { uploadImage, type ImagePurpose, type UploadedImage } from '@/api/images';
import { toast } from '@/components/toast/toast-store';
import { errorMessage } from '@/components/feedback/error-message';
import { imageContentProblem } from '@/lib/image-content';
import { imageAccept, imageFileProblem, imageTypesOf, type ImageFileRules } from './image-file';
import { imageUrlOf, keepsImageUrls, rememberImage } from './image-urls';

/** Uploads a photo and remembers its address, so the widget can show it by id. */
async function upload(file: File, purpose: ImagePurpose, onProgress: (sent: number) => void): Promise<UploadedImage> {
  const image = await uploadImage(file, purpose, onProgress);
  rememberImage(image.id, image.url);
  return image;
}

function isImageValue(value: unknown): value is number | string {
  return typeof value === 'number' || (typeof value === 'string' && value !== '');
}

/** What the photos are for, as the image service files them: `ui:options.purpose` (default a menu's). */
export function ImageWidget({ id, value, onChange, schema, disabled, readonly, options }: WidgetProps) {
  const purpose = (options.purpose as ImagePurpose | undefined) ?? 'pickup_menu';
  const multiple = schema.type === 'array';
  const byUrl = keepsImageUrls(schema);
  const single = byUrl ? typeof value === 'string' && value !== '' : typeof value === 'number';
  const ids: (number | string)[] = multiple
    ? // An array with a minimum starts with empty items (rjsf's defaults): they are no photos yet.
      ((value as unknown[] | undefined) ?? []).filter(isImageValue)
    : single
      ? [value as number | string]
      : [];
  const max = multiple ? (typeof schema.maxItems === 'number' ? schema.maxItems : 10) : 1;
  // The photo being sent and its progress in whole percent (undefined: nothing is being sent).
  const [uploading, setUploading] = useState<{ name: string; percent: number } | undefined>(undefined);
  // Why the last file chosen was not uploaded (its type or size), checked before any call.
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const locked = Boolean(disabled || readonly || uploading);

  const files: UploadFile[] = ids.map((image, index) => ({
    uid: String(image),
    name: `사진 ${index + 1}`,
    status: 'done',
    url: typeof image === 'string' ? image : (imageUrlOf(image) ?? ''),
  }));
  // The photo on its way shows as a card with antd's progress bar until it is stored.
  if (uploading)
    files.push({ uid: 'uploading', name: uploading.name, status: 'uploading', percent: uploading.percent });

  return (
    <div id={id} aria-describedby={ariaDescribedByIds(id)}>
      <Upload
        listType="picture-card"
        accept={imageAccept(options as ImageFileRules)}
        fileList={files}
        disabled={locked}
        showUploadList={{ showPreviewIcon: false }}
        onRemove={(file) => onChange(multiple ? ids.filter((imageId) => String(imageId) !== file.uid) : null)}
        beforeUpload={async (file) => {
          // Checked before uploading: a wrong type or size, or content that is no photo (a PDF named
          // 메뉴.jpg), is said under the field and nothing is sent.
          const rules = options as ImageFileRules;
          const found =
            imageFileProblem(file, rules) ?? (await imageContentProblem(file, file.name, imageTypesOf(rules)));
          setProblem(found);
          return found ? Upload.LIST_IGNORE : true;
        }}
        customRequest={({ file }) => {
          const name = (file as File).name;
          setUploading({ name, percent: 0 });
          upload(file as File, purpose, (sent) => setUploading({ name, percent: Math.round(sent * 100) }))
            .then((image) => {
              const kept = byUrl ? image.url : image.id;
              onChange(multiple ? [...ids, kept] : kept);
            })
            .catch((error: unknown) => toast.error(errorMessage(error)))
            .finally(() => setUploading(undefined));
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
            <div style={{ marginTop: 8 }}>{uploading ? `올리는 중 ${uploading.percent}%` : '사진 추가'}</div>
          </button>
        )}
      </Upload>
      {problem ? (
        <div role="alert" className="field-error">
          {problem}
        </div>
      ) : null}
      {multiple ? (
        <div className="muted" aria-live="polite" data-testid={`${id}-count`}>
          {ids.length}/{max}
        </div>
      ) : null}
      {/* Said once when sending starts and once when it ends: not every percent to a screen reader. */}
      <div className="visually-hidden" aria-live="polite">
        {uploading ? '사진을 올리고 있어요.' : ''}
      </div>
    </div>
  );
}
