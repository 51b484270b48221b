/**
 * Local profile image rules (spec 001 §3, §5, §7 Local profile images): a business account reaches
 * only its own local profile (404 otherwise); at most `limits.pinnedImages.maxItems` (fallback 2)
 * images are pinned, pinning past it is a 409; deleting an image unpins it; tags come from the
 * fixed list.
 */
import { MOCK_IMAGE_ORIGIN } from '../../core/images';
import { conflict, implement, notFound } from '../../core/implement';
import { toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { limitsOf } from '../config/state';
import { IMAGE_TAGS, PINNED_IMAGES_FALLBACK, cursorPage, inListOrder, infoOf, tagsOf, toImage } from './model';
import type { LocalProfileImageRow } from './state';

function assertOwnProfile(state: MockState, localProfileId: number, accountId: number): number {
  if (state.localProfile.profileIdByAccount[String(accountId)] !== localProfileId) throw notFound('동네 프로필');
  return localProfileId;
}

function imagesOf(state: MockState, localProfileId: number): LocalProfileImageRow[] {
  return state.localProfile.images.filter((row) => row.localProfileId === localProfileId);
}

function findImage(state: MockState, localProfileId: number, imageId: number): LocalProfileImageRow {
  const row = state.localProfile.images.find(
    (image) => image.id === imageId && image.localProfileId === localProfileId,
  );
  if (!row) throw notFound('사진');
  return row;
}

/** Every id must be one of the profile's images: a foreign or deleted id fails the whole call. */
function findImages(state: MockState, localProfileId: number, imageIds: readonly number[]): LocalProfileImageRow[] {
  return imageIds.map((id) => findImage(state, localProfileId, id));
}

async function maxPinnedOf(state: MockState): Promise<number> {
  return (await limitsOf(state.config)).pinnedImages?.maxItems ?? PINNED_IMAGES_FALLBACK;
}

function removeImages(state: MockState, rows: readonly LocalProfileImageRow[]) {
  // Removing the row also removes its pin: pins live on the image.
  state.localProfile.images = state.localProfile.images.filter((row) => !rows.includes(row));
}

function pinnedImages(state: MockState, localProfileId: number) {
  return { data: { items: inListOrder(imagesOf(state, localProfileId).filter((row) => row.pinned)).map(toImage) } };
}

export const localProfileHandlers = implement<'local-profile', MockState>('local-profile', {
  listLocalProfileImages: ({ state, path, query, accountId }) => {
    const profileId = assertOwnProfile(state, path.id, accountId);
    const rows = imagesOf(state, profileId)
      .filter((row) => query.tagId === undefined || row.tagIds.includes(query.tagId))
      .filter((row) => !query.sourceType || row.sourceType === query.sourceType);
    return { data: cursorPage(rows, query.cursor, query.size ?? 20) };
  },

  addLocalProfileImages: ({ state, path, body, accountId, now, nextId }) => {
    const profileId = assertOwnProfile(state, path.id, accountId);
    const existing = new Set(imagesOf(state, profileId).map((row) => row.pictureId));
    if (body.pictureIds.some((id) => existing.has(id))) throw conflict('이미 추가한 사진이에요.', 'ALREADY_ADDED');
    const account = state.auth.businessAccounts.find((item) => item.id === accountId);
    const added = body.pictureIds.map((pictureId): LocalProfileImageRow => {
      const uploaded = state.auth.images.find((image) => image.id === pictureId);
      return {
        id: nextId(),
        localProfileId: profileId,
        pictureId,
        url: uploaded?.url ?? `${MOCK_IMAGE_ORIGIN}/local-profiles/${profileId}/${pictureId}/640x640.jpg`,
        width: uploaded?.width ?? 640,
        height: uploaded?.height ?? 640,
        sourceType: 'BUSINESS',
        tagIds: [],
        pinned: false,
        pinnedAt: null,
        author: {
          id: accountId,
          nickname: account?.name ?? `비즈니스 계정 ${accountId}`,
          profileImageUrl: account?.profileImageUrl ?? null,
        },
        createdAt: toKstIso(now),
      };
    });
    state.localProfile.images.push(...added);
    return { data: { items: added.map(toImage) } };
  },

  deleteLocalProfileImages: ({ state, path, body, accountId }) => {
    const profileId = assertOwnProfile(state, path.id, accountId);
    const rows = findImages(state, profileId, body.lpImageIds);
    removeImages(state, rows);
    return { data: { deletedIds: rows.map((row) => row.id) } };
  },

  deleteLocalProfileImage: ({ state, path, body, accountId, now }) => {
    const profileId = assertOwnProfile(state, path.id, accountId);
    const row = findImage(state, profileId, path.imageId);
    removeImages(state, [row]);
    state.localProfile.deletions.push({
      imageId: row.id,
      localProfileId: profileId,
      reason: body.reason,
      deletedAt: toKstIso(now),
    });
    return { data: { id: row.id, deleted: true } };
  },

  getLocalProfileImagesInfo: async ({ state, path, accountId }) => {
    const profileId = assertOwnProfile(state, path.id, accountId);
    return { data: infoOf(imagesOf(state, profileId), await maxPinnedOf(state)) };
  },

  pinLocalProfileImages: async ({ state, path, body, accountId, now }) => {
    const profileId = assertOwnProfile(state, path.id, accountId);
    const rows = findImages(state, profileId, body.lpImageIds);
    const max = await maxPinnedOf(state);
    const pinnedAfter = new Set([...imagesOf(state, profileId).filter((row) => row.pinned), ...rows]);
    if (pinnedAfter.size > max)
      throw conflict(
        `사진은 최대 ${max}장까지 고정할 수 있어요. 고정한 사진을 먼저 풀어 주세요.`,
        'PINNED_IMAGES_LIMIT',
      );
    for (const row of rows) {
      if (row.pinned) continue;
      row.pinned = true;
      row.pinnedAt = toKstIso(now);
    }
    return pinnedImages(state, profileId);
  },

  unpinLocalProfileImages: ({ state, path, body, accountId }) => {
    const profileId = assertOwnProfile(state, path.id, accountId);
    for (const row of findImages(state, profileId, body.lpImageIds)) {
      row.pinned = false;
      row.pinnedAt = null;
    }
    return pinnedImages(state, profileId);
  },

  getLocalProfileImageTags: ({ state, path, accountId }) => {
    const row = findImage(state, assertOwnProfile(state, path.id, accountId), path.imageId);
    return { data: { imageId: row.id, tags: tagsOf(row.tagIds), availableTags: [...IMAGE_TAGS] } };
  },

  updateLocalProfileImageTags: ({ state, path, body, accountId }) => {
    const row = findImage(state, assertOwnProfile(state, path.id, accountId), path.imageId);
    row.tagIds = [...new Set(body.tagIds)];
    return { data: { imageId: row.id, tags: tagsOf(row.tagIds), availableTags: [...IMAGE_TAGS] } };
  },
});
