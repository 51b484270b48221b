/**
 * Photo upload for image fields (`x-kind: image`): uploads through the image service and keeps the
 * returned id (integer fields) or the photo's address (string fields, `format: uri`); shows the
 * photos it knows the address of. A list of photos takes several files at once, up to what the
 * list has room for; each is checked before it is sent and shows its own progress.
 */
import { PlusOutlined } from '@ant-design/icons';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
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

/** A photo on its way: the upload card's id, the file's name and its progress in whole percent. */
interface Sending {
  readonly uid: string;
  readonly name: string;
  readonly percent: number;
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
  const [sending, setSending] = useState<readonly Sending[]>([]);
  // Why files chosen were not uploaded (type, size, content, no room left), checked before any call.
  const [problems, setProblems] = useState<readonly string[]>([]);
  // The photos as the last finished upload left them: several finish before the form re-renders.
  const kept = useRef(ids);
  useEffect(() => {
    kept.current = ids;
  });
  const locked = Boolean(disabled || readonly);
  const room = max - ids.length - sending.length;

  const files: UploadFile[] = ids.map((image, index) => ({
    uid: String(image),
    name: `사진 ${index + 1}`,
    status: 'done',
    url: typeof image === 'string' ? image : (imageUrlOf(image) ?? ''),
  }));
  // Each photo on its way shows as a card with antd's progress bar until it is stored.
  for (const photo of sending)
    files.push({ uid: photo.uid, name: photo.name, status: 'uploading', percent: photo.percent });
  const progress = (uid: string, percent: number) =>
    setSending((all) => all.map((photo) => (photo.uid === uid ? { ...photo, percent } : photo)));

  return (
    <div id={id} aria-describedby={ariaDescribedByIds(id)}>
      <Upload
        listType="picture-card"
        accept={imageAccept(options as ImageFileRules)}
        multiple={multiple}
        fileList={files}
        disabled={locked}
        showUploadList={{ showPreviewIcon: false }}
        onRemove={(file) => onChange(multiple ? ids.filter((imageId) => String(imageId) !== file.uid) : null)}
        beforeUpload={async (file, batch) => {
          // Checked before uploading: a wrong type or size, or content that is no photo (a PDF named
          // 메뉴.jpg), is said under the field and nothing of it is sent; files beyond the room left
          // are not sent either, and the merchant is told how many.
          const position = batch.indexOf(file);
          if (position === 0) setProblems([]);
          const rules = options as ImageFileRules;
          const overflow = batch.length - Math.max(room, 0);
          const found =
            position >= room
              ? position === room
                ? tooMany(max, overflow)
                : 'skip'
              : (imageFileProblem(file, rules) ?? (await imageContentProblem(file, file.name, imageTypesOf(rules))));
          if (found && found !== 'skip') setProblems((all) => [...all, found]);
          return found ? Upload.LIST_IGNORE : true;
        }}
        customRequest={({ file }) => {
          const photo = file as File & { uid: string };
          setSending((all) => [...all, { uid: photo.uid, name: photo.name, percent: 0 }]);
          upload(photo, purpose, (sent) => progress(photo.uid, Math.round(sent * 100)))
            .then((image) => {
              const stored = byUrl ? image.url : image.id;
              kept.current = multiple ? [...kept.current, stored] : [stored];
              onChange(multiple ? kept.current : stored);
            })
            .catch((error: unknown) => toast.error(errorMessage(error)))
            .finally(() => setSending((all) => all.filter((other) => other.uid !== photo.uid)));
        }}
      >
        {room <= 0 ? null : (
          // Disabled with the form (a dormant account's form, a save under way), not only looking so.
          <button
            type="button"
            disabled={locked}
            style={{ border: 0, background: 'none', cursor: locked ? 'not-allowed' : 'pointer' }}
          >
            <PlusOutlined aria-hidden />
            <div style={{ marginTop: 8 }}>{sending.length > 0 ? sendingLabel(sending) : '사진 추가'}</div>
          </button>
        )}
      </Upload>
      {problems.length > 0 ? (
        <ul role="alert" className="field-error" style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {multiple ? (
        <div className="muted" aria-live="polite" data-testid={`${id}-count`}>
          {ids.length}/{max}
        </div>
      ) : null}
      {/* Said once when sending starts and once when it ends: not every percent to a screen reader. */}
      <div className="visually-hidden" aria-live="polite">
        {sending.length > 0 ? '사진을 올리고 있어요.' : ''}
      </div>
    </div>
  );
}

/** The button while photos are on their way: one photo's percent, or how many are still going. */
function sendingLabel(sending: readonly Sending[]): string {
  if (sending.length === 1) return `올리는 중 ${sending[0]!.percent}%`;
  return `${sending.length}장 올리는 중`;
}

function tooMany(max: number, overflow: number): string {
  return `사진은 ${max}장까지 올릴 수 있어요. 고른 사진 중 ${overflow}장은 올리지 않았어요.`;
}
