import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { asAccount, dataOf, failure } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { LOCAL_PROFILE_IDS } from './seed';

interface Image {
  id: number;
  pinned: boolean;
  sourceType: string;
  tags: { id: number; name: string }[];
  createdAt: string;
}
interface Info {
  totalCount: number;
  pinnedCount: number;
  maxPinnedCount: number;
  tagCounts: { tag: { id: number; name: string }; count: number }[];
  sourceTypeCounts: { sourceType: string; count: number }[];
}

const id = LOCAL_PROFILE_IDS[DEMO_ACCOUNT_IDS.active];

const list = (query: Record<string, unknown> = {}) =>
  dataOf<{ items: Image[]; nextCursor: string | null; hasMore: boolean }>('local-profile.listLocalProfileImages', {
    path: { id },
    query: { size: 100, ...query },
  });
const info = () => dataOf<Info>('local-profile.getLocalProfileImagesInfo', { path: { id } });
const pin = (lpImageIds: number[]) =>
  dataOf<{ items: Image[] }>('local-profile.pinLocalProfileImages', { path: { id }, body: { lpImageIds } });

describe('local profile image mock rules', () => {
  it('seeds about 30 photos over every tag and source type, one pinned', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const summary = await info();
    expect(summary).toMatchObject({ totalCount: 30, pinnedCount: 1, maxPinnedCount: 2 });
    expect(summary.tagCounts.map(({ tag }) => tag.name)).toEqual(['음식', '메뉴', '내부', '외부', '가격표', '기타']);
    expect(summary.tagCounts.every(({ count }) => count > 0)).toBe(true);
    expect(summary.sourceTypeCounts.map(({ sourceType }) => sourceType)).toEqual([
      'BUSINESS',
      'USER_REVIEW',
      'USER_POST',
      'EXTERNAL',
    ]);
    expect(summary.sourceTypeCounts.every(({ count }) => count > 0)).toBe(true);
  });

  it('lists pinned photos first, then newest, and pages by cursor without gaps', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const all = (await list()).items;
    expect(all[0]!.pinned).toBe(true);
    const rest = all.slice(1).map((image) => new Date(image.createdAt).getTime());
    expect(rest).toEqual([...rest].sort((a, b) => b - a));

    const seen: number[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await list({ size: 7, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((image) => image.id));
      if (!page.hasMore) break;
      cursor = page.nextCursor!;
    }
    expect(seen).toEqual(all.map((image) => image.id));
  });

  it('filters by tag and source type', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const menus = (await list({ tagId: 2 })).items;
    expect(menus.length).toBeGreaterThan(0);
    expect(menus.every((image) => image.tags.some((tag) => tag.name === '메뉴'))).toBe(true);
    const reviews = (await list({ sourceType: 'USER_REVIEW' })).items;
    expect(reviews.every((image) => image.sourceType === 'USER_REVIEW')).toBe(true);
  });

  it('pins at most two photos, answers 409 in Korean past that, and unpins through v1', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const candidates = (await list()).items.filter((image) => !image.pinned);
    expect((await pin([candidates[0]!.id])).items).toHaveLength(2);
    const error = await failure('local-profile.pinLocalProfileImages', {
      path: { id },
      body: { lpImageIds: [candidates[1]!.id] },
    });
    expect(error.status).toBe(409);
    expect((error.body as { message: string }).message).toContain('최대 2장까지 고정할 수 있어요');

    const left = await dataOf<{ items: Image[] }>('local-profile.unpinLocalProfileImages', {
      path: { id },
      body: { lpImageIds: [candidates[0]!.id] },
    });
    expect(left.items).toHaveLength(1);
    expect((await info()).pinnedCount).toBe(1);
  });

  it('follows the remote-config pinnedImages limit', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    mockRuntime.db.state.config.limitOverrides.pinnedImages = { maxItems: 3 };
    const candidates = (await list()).items.filter((image) => !image.pinned);
    expect((await pin([candidates[0]!.id, candidates[1]!.id])).items).toHaveLength(3);
    expect((await info()).maxPinnedCount).toBe(3);
  });

  it('unpins a deleted photo and records the reason of a single delete', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const pinnedId = (await list()).items[0]!.id;
    await dataOf('local-profile.deleteLocalProfileImage', {
      path: { id, imageId: pinnedId },
      body: { reason: '다른 매장 사진이 잘못 올라왔어요.' },
    });
    expect(await info()).toMatchObject({ totalCount: 29, pinnedCount: 0 });
    expect(mockRuntime.db.state.localProfile.deletions).toMatchObject([
      { imageId: pinnedId, reason: '다른 매장 사진이 잘못 올라왔어요.' },
    ]);

    const [first, second] = (await list()).items;
    const deleted = await dataOf<{ deletedIds: number[] }>('local-profile.deleteLocalProfileImages', {
      path: { id },
      body: { lpImageIds: [first!.id, second!.id] },
    });
    expect(deleted.deletedIds).toEqual([first!.id, second!.id]);
    expect((await info()).totalCount).toBe(27);
    expect((await failure('local-profile.getLocalProfileImageTags', { path: { id, imageId: first!.id } })).status).toBe(
      404,
    );
  });

  it('replaces the tags of a photo from the fixed list', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const image = (await list({ tagId: 5 })).items[0]!;
    const before = (await info()).tagCounts.find(({ tag }) => tag.id === 5)!.count;
    const updated = await dataOf<{ tags: { name: string }[]; availableTags: unknown[] }>(
      'local-profile.updateLocalProfileImageTags',
      { path: { id, imageId: image.id }, body: { tagIds: [3, 6] } },
    );
    expect(updated.tags.map((tag) => tag.name)).toEqual(['내부', '기타']);
    expect(updated.availableTags).toHaveLength(6);
    const read = await dataOf<{ tags: { name: string }[] }>('local-profile.getLocalProfileImageTags', {
      path: { id, imageId: image.id },
    });
    expect(read.tags.map((tag) => tag.name)).toEqual(['내부', '기타']);
    expect((await info()).tagCounts.find(({ tag }) => tag.id === 5)!.count).toBe(before - 1);
  });

  it('adds uploaded pictures as the business’s own photos', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const added = await dataOf<{ items: Image[] }>('local-profile.addLocalProfileImages', {
      path: { id },
      body: { pictureIds: [880001, 880002] },
    });
    expect(added.items.map((image) => image.sourceType)).toEqual(['BUSINESS', 'BUSINESS']);
    expect((await info()).totalCount).toBe(32);
    expect((await list()).items[1]!.id).toBe(added.items[1]!.id);
  });

  it('reaches only the caller’s own local profile', async () => {
    asAccount(DEMO_ACCOUNT_IDS.inspection);
    expect((await failure('local-profile.listLocalProfileImages', { path: { id } })).status).toBe(404);
    const own = await dataOf<{ items: Image[] }>('local-profile.listLocalProfileImages', {
      path: { id: LOCAL_PROFILE_IDS[DEMO_ACCOUNT_IDS.inspection] },
    });
    expect(own.items).toEqual([]);
  });
});
