/**
 * Compile-time spec of the page builders (checked by `npm run typecheck`, never run): each
 * `@ts-expect-error` line must stay an error, or tsc fails on the unused directive.
 */
/* eslint-disable @typescript-eslint/no-unsafe-return -- a figure reading a missing field is one of the errors spelt out */
import { figure, panelRead, rowsPanel, viewPanel } from './define-page';

const quest = panelRead('business-account', '/api/v1/business_account_quests/in_progress');
const coupons = panelRead('coupon', '/api/v1/coupon_boxes', { query: { validity: 'AVAILABLE' }, optional: true });

export const typingSpec = [
  // @ts-expect-error the path must be a GET of the service
  panelRead('coupon', '/api/v1/no_such_path'),
  // @ts-expect-error every path parameter must be bound (a record's id is not)
  panelRead('coupon', '/api/v1/coupon_boxes/{id}'),
  // @ts-expect-error query values must be the operation's query parameters
  panelRead('coupon', '/api/v1/coupon_boxes', { query: { no_such_param: 1 } }),
  viewPanel({
    reads: { quest, coupons },
    component: ({ data }) => `${data.quest?.title ?? ''} ${data.coupons?.total_count ?? 0}`,
  }),
  viewPanel({
    reads: { coupons },
    // @ts-expect-error an optional read may be undefined
    component: ({ data }) => `${data.coupons.total_count}`,
  }),
  viewPanel({
    reads: { quest },
    // @ts-expect-error the component reads only fields its call answers
    component: ({ data }) => `${data.quest?.no_such_field}`,
  }),
  // @ts-expect-error a figure's value reads its call's payload
  figure('쿠폰', panelRead('coupon', '/api/v1/coupon_boxes'), (payload) => payload.no_such_count),
  figure('쿠폰', panelRead('coupon', '/api/v1/coupon_boxes'), (payload) => payload.total_count),
  rowsPanel('business-account', '/api/v1/business_account_quests/ba_rewards', {
    title: '보상',
    // @ts-expect-error a column must be a field of the list item
    columns: ['title', 'no_such_field'],
  }),
];
