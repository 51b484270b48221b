/**
 * Puts the hostile corpus into the demo data of account 101 (`__dongneMocks.seedHostile()`): a
 * notice, notifications, coupons, a menu description and a post. Rows are copies of seed rows
 * with new ids and hostile text, so every other field stays valid for the schema.
 */
import { HOSTILE, HOSTILE_NOTICE_HTML } from './corpus';
import type { MockState } from '../state';

const ACCOUNT_ID = 101;

export const HOSTILE_NOTICE_TITLE = `${HOSTILE.imgOnerror}공지 ${HOSTILE.rtlOverride}`;
export const HOSTILE_COUPON_NAMES = [
  `${HOSTILE.imgOnerror}할인 쿠폰`,
  HOSTILE.longWord,
  `${HOSTILE.rtlOverride} 쿠폰`,
] as const;

export function seedHostile(state: MockState): void {
  const nextId = () => ++state.sequence;

  // A copy of the newest published notice, pinned as important: first in the list and the popup.
  const now = Date.now();
  const published = state.notice.notices.filter((row) => Date.parse(row.displayBeginDateTime) <= now);
  const notice = published.reduce((newest, row) =>
    Date.parse(row.displayBeginDateTime) > Date.parse(newest.displayBeginDateTime) ? row : newest,
  );
  state.notice.notices.unshift({
    ...structuredClone(notice),
    id: nextId(),
    title: HOSTILE_NOTICE_TITLE,
    content: HOSTILE_NOTICE_HTML,
    linkUrl: HOSTILE.javascriptUrl,
    important: true,
  });

  const notification = state.notification.notifications.find((row) => row.businessAccountId === ACCOUNT_ID)!;
  const targets = [HOSTILE.javascriptUrl, HOSTILE.mixedCaseJavascriptUrl, HOSTILE.dataUrl, HOSTILE.protocolRelativeUrl];
  const bodies = [HOSTILE.imgOnerror, HOSTILE.scriptTag, HOSTILE.longWord, HOSTILE.rtlOverride];
  targets.forEach((target, index) =>
    state.notification.notifications.unshift({
      ...structuredClone(notification),
      id: nextId(),
      body: `${bodies[index]} 알림`,
      target,
    }),
  );

  const coupon = state.coupon.boxes.find((box) => box.business_account_id === ACCOUNT_ID && !box.deleted)!;
  HOSTILE_COUPON_NAMES.forEach((name) =>
    state.coupon.boxes.unshift({
      ...structuredClone(coupon),
      id: nextId(),
      name,
      description: `${HOSTILE.scriptTag}${HOSTILE.longUrl}`,
    }),
  );

  const menu = state.pickup.stores[String(ACCOUNT_ID)]!.menus[0]!;
  menu.description = `${HOSTILE.svgOnload}${HOSTILE.longWord} ${HOSTILE.rtlOverride}`;

  const post = state.post.posts.find((row) => row.business_account_id === ACCOUNT_ID);
  if (post) post.content = `${HOSTILE.imgOnerror}${HOSTILE.scriptTag}${HOSTILE.longWord}`;
}
