/**
 * Advertising service (spec 000 §3, §7): advertiser accounts filtered by their link to the
 * Account-Id business, the business's active marketer, and ad materials made from its contents.
 */
import type { components } from '@generated/openapi/advertising';
import { conflict, implement, notFound } from '../../core/implement';
import { toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { ACTIVE_USER_STATES, landingUrlOf, toAdvertiser } from './model';
import type { MaterialRow } from './state';

type SourceType = components['schemas']['ExternalSourceType'];
type SourceContent = Pick<MaterialRow, 'headline' | 'body' | 'imageUrl'>;

/** The content an external source id names for this business, or a 404/409. */
function sourceContent(state: MockState, type: SourceType, id: number, accountId: number): SourceContent {
  if (type === 'BUSINESS_POST') {
    const post = state.post.posts.find(
      (row) => row.id === id && row.business_account_id === accountId && row.status !== 'DELETED',
    );
    if (!post) throw notFound('광고 소재로 만들 소식');
    if (post.status !== 'ACTIVE') throw conflict('공개된 소식만 광고 소재로 만들 수 있어요.', 'POST_NOT_PUBLIC');
    const pictureId = post.picture_ids[0];
    return {
      headline: post.title,
      body: post.content.slice(0, 100),
      imageUrl: pictureId === undefined ? null : `https://images.dongnemarket.com/uploads/${pictureId}/640x640.png`,
    };
  }
  const source = state.advertising.externalSources.find(
    (row) => row.type === type && row.id === id && row.businessAccountId === accountId,
  );
  if (!source) throw notFound('광고 소재로 만들 콘텐츠');
  return { headline: source.title, body: source.body, imageUrl: source.imageUrl };
}

export const advertisingHandlers = implement<'advertising', MockState>('advertising', {
  listAdvertisers: ({ state, query, accountId }) => {
    const mode = query.mode ?? 'ALL';
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 10;
    const rows = state.advertising.advertisers
      .filter((row) => {
        if (mode === 'LINKED') return row.businessAccountId === accountId;
        if (mode === 'UNLINKED') return row.businessAccountId !== accountId;
        return true;
      })
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const start = (page - 1) * pageSize;
    return {
      data: {
        items: rows.slice(start, start + pageSize).map((row) => toAdvertiser(state, row)),
        page,
        pageSize,
        totalCount: rows.length,
        hasNext: start + pageSize < rows.length,
      },
    };
  },

  getActiveMarketer: ({ state, accountId }) => {
    const marketer = state.advertising.marketers
      .filter((row) => row.businessAccountId === accountId && ACTIVE_USER_STATES.includes(row.userState))
      .sort((a, b) => b.activatedAt.localeCompare(a.activatedAt))[0];
    if (!marketer) throw notFound('활성 마케터');
    const { businessAccountId: _businessAccountId, ...fields } = marketer;
    return { data: fields };
  },

  createMaterialsFromExternalSource: ({ state, body, accountId, now, nextId }) => {
    const type = body.external_source_type ?? 'BUSINESS_POST';
    // Resolve every source first so a bad id creates nothing.
    const contents = body.external_source_ids.map((id) => ({ id, ...sourceContent(state, type, id, accountId) }));
    const items = contents.map(({ id, ...content }) => {
      const existing = state.advertising.materials.find(
        (row) => row.businessAccountId === accountId && row.externalSourceType === type && row.externalSourceId === id,
      );
      if (existing) return existing;
      const material: MaterialRow = {
        ...content,
        headline: body.headline ?? content.headline,
        id: nextId(),
        externalSourceType: type,
        externalSourceId: id,
        landingUrl: landingUrlOf(type, id),
        status: 'Ready',
        createdAt: toKstIso(now),
        businessAccountId: accountId,
      };
      state.advertising.materials.push(material);
      return material;
    });
    return { data: { items: items.map(({ businessAccountId: _businessAccountId, ...material }) => material) } };
  },
});
