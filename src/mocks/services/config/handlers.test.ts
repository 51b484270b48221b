/** The remote config the mock serves carries every fallback value spec 000 §5/§9 and 001 §9 list. */
import { describe, expect, it } from 'vitest';
import { callOperation } from '@/api/operations';
import type { RemoteConfig } from './state';

describe('config mock', () => {
  it('serves the spec fallback limits, distances, category ids and refresh interval', async () => {
    const { data } = await callOperation<{ data: RemoteConfig }>('config.getRemoteConfig');
    expect(data.data.limits).toMatchObject({
      postTitle: { minLength: 2, maxLength: 30 },
      postContent: { minLength: 4, maxLength: 3000 },
      localProfileName: { minLength: 2, maxLength: 30 },
      promotionText: { maxLength: 70 },
      noticeText: { maxLength: 100 },
      pricingName: { maxLength: 15 },
      pricingPrice: { maximum: 999999999 },
      customerMemo: { maxLength: 100 },
      deleteReason: { maxLength: 300 },
      businessNumber: { maxLength: 10 },
      dynamicFormText: { maxLength: 200 },
      dynamicFormMultiline: { maxLength: 500 },
      invitationCode: { maxLength: 6 },
      postPrice: { maximum: 2100000000 },
      price: { maximum: 999999999999999 },
      text: { maxLength: 3000 },
      url: { maxLength: 500 },
      backgroundImages: { maxItems: 10 },
      pricingImages: { maxItems: 20 },
      editorImagesSocial: { maxItems: 10 },
      editorImagesBlog: { maxItems: 20 },
      attachableProducts: { maxItems: 10 },
      businessRegistrationImages: { maxItems: 2 },
      explanatoryImages: { maxItems: 10 },
      poiSuggestionImages: { maxItems: 10 },
      pinnedImages: { maxItems: 2 },
      urls: { maxItems: 5 },
      reservationV1CancelReason: { maxLength: 100 },
      reservationV1Memo: { maxLength: 200 },
      reservationV2CancelReason: { maxLength: 15 },
      reservationV2Memo: { maxLength: 50 },
      reservationV2MenuDescription: { maxLength: 50 },
    });
    expect(data.data.distances).toEqual({ walkableMaxMeters: 1500, walkingMetersPerMinute: 70, level1Meters: 5000 });
    expect(data.data.categoryIds).toEqual({ gallery: [1268, 224], realty: [1053, 212] });
    expect(data.data.refreshIntervalMs).toBe(3_600_000);
  });
});
