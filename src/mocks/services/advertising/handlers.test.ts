import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@generated/openapi/advertising';
import { mockRuntime } from '@/mocks/node';
import { asAccount, bodyOf } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';

type Schemas = components['schemas'];
type AdvertiserPage = { data: { items: Schemas['Advertiser'][]; totalCount: number } };
type Materials = { data: { items: Schemas['Material'][] } };

describe('advertising mock rules', () => {
  beforeEach(() => asAccount(DEMO_ACCOUNT_IDS.active));

  it('filters advertisers by their link to the current business account', async () => {
    const all = await bodyOf<AdvertiserPage>('advertising.listAdvertisers', { query: { pageSize: 100 } });
    const linked = await bodyOf<AdvertiserPage>('advertising.listAdvertisers', { query: { mode: 'LINKED' } });
    const unlinked = await bodyOf<AdvertiserPage>('advertising.listAdvertisers', { query: { mode: 'UNLINKED' } });
    expect(linked.data.items.every((row) => row.businessAccount?.id === DEMO_ACCOUNT_IDS.active)).toBe(true);
    expect(linked.data.totalCount + unlinked.data.totalCount).toBe(all.data.totalCount);
    const page2 = await bodyOf<AdvertiserPage>('advertising.listAdvertisers', { query: { page: 2, pageSize: 5 } });
    expect(page2.data.items).toHaveLength(all.data.totalCount - 5);
  });

  it('answers the marketer of the current business account only while it is active', async () => {
    const marketer = await bodyOf<{ data: Schemas['Marketer'] }>('advertising.getActiveMarketer');
    expect(marketer.data.userState).toBe('WHITE');
    const agency = await bodyOf<{ data: Schemas['Marketer'] }>(
      'advertising.getActiveMarketer',
      {},
      DEMO_ACCOUNT_IDS.inspection,
    );
    expect(agency.data.agencyName).toBe('마포광고대행');
  });

  it('turns posts, reviews and products into Ready materials once per source', async () => {
    const post = mockRuntime.db.state.post.posts.find(
      (row) => row.business_account_id === DEMO_ACCOUNT_IDS.active && row.status === 'ACTIVE',
    )!;
    const first = await bodyOf<Materials>('advertising.createMaterialsFromExternalSource', {
      body: { external_source_ids: [post.id] },
    });
    expect(first.data.items[0]).toMatchObject({
      externalSourceType: 'BUSINESS_POST',
      headline: post.title,
      status: 'Ready',
    });
    const again = await bodyOf<Materials>('advertising.createMaterialsFromExternalSource', {
      body: { external_source_ids: [post.id] },
    });
    expect(again.data.items[0]!.id).toBe(first.data.items[0]!.id);
    const products = await bodyOf<Materials>('advertising.createMaterialsFromExternalSource', {
      body: {
        external_source_ids: [7101, 7102],
        external_source_type: 'COMMERCE_PRODUCT',
        headline: '집에서 즐기는 동네커피',
      },
    });
    expect(products.data.items.map((item) => item.externalSourceId)).toEqual([7101, 7102]);
    expect(products.data.items[1]).toMatchObject({ headline: '집에서 즐기는 동네커피', status: 'Ready' });
  });

  it('seeds every advertisement status and user state', () => {
    const { advertisers, marketers } = mockRuntime.db.state.advertising;
    expect(new Set(advertisers.map((row) => row.status))).toEqual(
      new Set(['Ready', 'Denied', 'Ongoing', 'Finished', 'Paused', 'Stopped', 'Deleted']),
    );
    expect(new Set([...advertisers, ...marketers].map((row) => row.userState))).toEqual(
      new Set(['WHITE', 'NORMAL', 'DORMANCY', 'SECESSION', 'BLOCKED', 'BLACK']),
    );
    expect(new Set(mockRuntime.db.state.advertising.externalSources.map((row) => row.type))).toEqual(
      new Set(['REVIEW', 'USER_POST', 'COMMERCE_PRODUCT']),
    );
  });
});
