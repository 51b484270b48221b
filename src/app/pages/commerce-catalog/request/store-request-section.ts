/**
 * The store request's section of the store home: shown while a request exists or one may be made.
 * The panel (StoreRequestPanel, with the request's steps) loads when it is shown, not with the app.
 */
import type { StoreInfoQuery } from '@/api/commerce/catalog';
import { lazySection } from '@/engine/resource/lazy-section';
import type { DetailSectionDef } from '@/engine/resource/types';
import { storeWords } from '@/resources/commerce-store/store-words';

type Info = StoreInfoQuery['storeInfo'];

/** No store, and nothing keeps the account from asking for one now. */
export function mayRequest(info: Info): boolean {
  return info.store === null && !info.requestUnavailability;
}

export const storeRequestSection: DetailSectionDef = {
  title: storeWords.request,
  visible: (record) => {
    const info = record as Info;
    return info.storeRequest !== null || mayRequest(info);
  },
  component: lazySection(() => import('./StoreRequestPanel').then((module) => module.StoreRequestPanel)),
};
