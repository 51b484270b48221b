/**
 * The store home (`/profile/{baId}/store`, docs/decisions/commerce-catalog.md): one read-only
 * document of the account, the `StoreInfo` answer. With a store: its status with what it means,
 * opening date, minimum order amount, delivery fee and region; the rejected products; links to
 * its settings, products, orders and settlement. Without one: why a store cannot be requested
 * now, and 열리면 알림 받기 for a closed region or category. The store request's panel (its state
 * and the way into the request) is the request's own, added where the routes are made.
 */
import { RequestOpenAlarmDocument, StoreInfoDocument } from '@/api/commerce/catalog';
import { paths } from '@/config/paths';
import { formatDate, formatWon } from '@/lib/format';
import { defineGraphqlResource } from '@/engine/resource/define-graphql-resource';
import { lazySection } from '@/engine/resource/lazy-section';
import { closedForNow, deliverySummary, storeStatusText, storeWords as words } from './store-words';

const NoStore = lazySection(() => import('./store-home-sections').then((module) => module.NoStore));
const RejectedProducts = lazySection(
  () => import('./store-home-sections').then((module) => module.RejectedProducts),
  null,
);

export const storeHomeResource = defineGraphqlResource('commerce', (g) => ({
  name: 'commerceStoreHome',
  label: words.title,
  routes: { detail: paths.commerceCatalog.store },
  detail: g.detail(StoreInfoDocument, {
    bind: { baId: 'account' },
    document: { title: words.title, description: (info) => info.store?.name },
    fieldsTitle: words.status,
    fields: [
      {
        field: 'store.status',
        title: words.status,
        note: (info) => (info.store ? storeStatusText[info.store.status] : undefined),
        visible: (info) => info.store !== null,
      },
      {
        field: 'store.openedAt',
        title: words.openedAt,
        render: (value) => formatDate(String(value)),
        visible: (info) => info.store !== null,
      },
      {
        field: 'store.minConditionPrice',
        title: words.minConditionPrice,
        render: (value) => formatWon(Number(value)),
        visible: (info) => info.store !== null,
      },
      {
        field: 'store.deliverySetting',
        title: words.delivery,
        render: (_, info) => {
          const setting = info.store!.deliverySetting;
          return deliverySummary(setting.type, setting.fee.amount, setting.freeConditionPrice);
        },
        visible: (info) => info.store !== null,
      },
      {
        field: 'store.deliverySetting.deliverableRegionType',
        title: words.region,
        visible: (info) => info.store !== null,
      },
    ],
    links: [
      { label: words.links.deliverySetting, route: paths.commerceCatalog.deliverySetting },
      { label: words.links.minConditionPrice, route: paths.commerceCatalog.minConditionPrice },
      { label: words.links.products, route: paths.commerceCatalog.productList, primary: true },
      { label: words.links.orders, route: paths.commerceOrders.list },
      { label: words.links.settlement, route: paths.commerceOrders.settlement },
    ].map((link) => ({ ...link, visible: (info) => info.store !== null })),
    sections: [
      { component: NoStore, visible: (info) => info.store === null },
      {
        component: RejectedProducts,
        bare: true,
        visible: (info) => info.store !== null && info.store.status !== 'DELETED',
      },
    ],
    actions: (action) => [
      action(RequestOpenAlarmDocument, {
        bind: { baId: 'account' },
        label: words.openAlarm,
        visible: (info) => info.store === null && closedForNow(info) && !info.openAlarmRequested,
        successToast: words.openAlarmDone,
      }),
    ],
  }),
}));
