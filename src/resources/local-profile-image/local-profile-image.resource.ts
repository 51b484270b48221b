/**
 * The photos of the account's local profile (spec 001 §3, §5, §7; /profile/{baId}/images): newest
 * first with the pinned ones ahead, cursor-paged (더 보기), filtered by tag and by source in the
 * address. The local profile's id is not in the address: it is read from the account's local
 * profile (`derive`), then bound like a parent's id. Photos are added by upload (the image
 * service, then attached), deleted one by one with a reason or several at once, pinned (at most 2,
 * refused on screen before any call) and unpinned, and their tags edited.
 */
import { createElement } from 'react';
import { paths } from '@/config/paths';
import { defineResource, paramFromCall } from '@/engine/resource/define-resource';
import type { ListItemOf } from '@/engine/resource/typing';
import { adminImagesMessages } from '@/lib/admin-images-messages';
import { formatNumber } from '@/lib/format';
import { PhotoThumbnail, photoName } from './image-cells';
import { PINNED_IMAGES_MAX, pinRefusal } from './pin-rules';

const text = adminImagesMessages.images;

type Photo = ListItemOf<'local-profile', 'get', '/api/v2/local_profiles/{id}/images'>;

export const localProfileImageResource = defineResource(
  'local-profile',
  {
    scope: { id: 'localProfileId' },
    derive: {
      localProfileId: paramFromCall('business-account', '/api/v1/local_profile/by-ba/{baId}', (profile) => profile.id, {
        missing: text.profileMissing,
      }),
    },
  },
  (r) => ({
    name: 'localProfileImage',
    label: text.label,
    routes: { list: paths.adminImages.images },
    editIn: 'drawer',

    list: r.list('get', '/api/v2/local_profiles/{id}/images', {
      title: text.title,
      columns: [
        { field: 'id', title: '번호', primary: true, render: (_id, photo) => photoName(photo) },
        { field: 'url', title: text.thumbnail, render: (_url, photo) => createElement(PhotoThumbnail, { row: photo }) },
        'tags',
        'sourceType',
        'pinned',
        { field: 'author.nickname', title: '올린 사람' },
        'createdAt',
      ],
      filters: ['tagId', 'sourceType'],
      createLabel: text.add,
      stats: (stats) =>
        stats('/api/v2/local_profiles/{id}/images/info', {
          title: '사진 요약',
          figures: ({ data }) => [
            { label: '전체 사진', value: `${formatNumber(data.totalCount)}장` },
            {
              label: '고정한 사진',
              value: `${formatNumber(data.pinnedCount)} / ${formatNumber(data.maxPinnedCount)}장`,
            },
            ...data.sourceTypeCounts
              .filter((source) => source.sourceType === 'BUSINESS')
              .map((source) => ({ label: '사장님이 올린 사진', value: `${formatNumber(source.count)}장` })),
          ],
        }),
      rowActions: (action) => [
        action('post', '/api/v2/local_profiles/{id}/images/pin', {
          label: text.pin,
          body: (photo) => ({ lpImageIds: [photo.id] }),
          visible: (photo) => !photo.pinned,
          refused: (photo, photos) => pinRefusal(photo, photos, PINNED_IMAGES_MAX),
          successToast: text.pinned,
        }),
        action('post', '/api/v1/local_profiles/{id}/images/unpin', {
          label: text.unpin,
          body: (photo) => ({ lpImageIds: [photo.id] }),
          visible: (photo) => photo.pinned,
          successToast: text.unpinned,
        }),
        action('put', '/api/v2/local_profiles/{id}/images/{imageId}/tags', {
          label: text.tags,
          form: {
            title: text.tagsTitle,
            submitLabel: '저장',
            initial: (photo: Photo) => ({ tagIds: photo.tags.map((tag) => tag.id) }),
          },
          successToast: text.tagsSaved,
        }),
        // Spec 001 §7: deleting one photo sends the reason.
        action('delete', '/api/v2/local_profiles/{id}/images/{imageId}', {
          label: text.remove,
          form: { title: text.removeTitle, submitLabel: text.remove },
          successToast: text.removed,
          danger: true,
        }),
      ],
      bulkActions: (action) => [
        action('delete', '/api/v2/local_profiles/{id}/images', {
          label: text.bulkRemove,
          bulkBody: (photos) => ({ lpImageIds: photos.map((photo) => photo.id) }),
          confirm: { title: text.bulkRemoveTitle, body: text.bulkRemoveBody, ok: '삭제', danger: true },
          successToast: text.bulkRemoved,
          danger: true,
        }),
      ],
      emptyText: text.empty,
    }),

    create: r.create('post', '/api/v2/local_profiles/{id}/images', {
      heading: text.addHeading,
      submitLabel: text.upload,
      fieldUi: { pictureIds: { 'ui:options': { purpose: 'local_profile' } } },
      successToast: text.added,
    }),
  }),
);
