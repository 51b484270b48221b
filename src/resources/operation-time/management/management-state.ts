/**
 * What the profile-management hub shows, as pure functions of the calls that exist: which parts
 * of the profile are done and what is missing (account, its extra figures, the coupon count), and
 * where each part is edited. A part whose screen the console does not have yet shows its state
 * without a link (`isConsoleRoute`), so nothing leads to the not-found page.
 */
import type { ProfileAccount, ProfileExtra, QuestItemType } from '@/api/profile-management';
import { isConsoleRoute } from '@/config/console-route';
import { paths } from '@/config/paths';
import { hoursManagementMessages } from '@/lib/hours-management-messages';
import { WEEKDAYS, hoursText, type DayHours } from '@/lib/operation-time';
import { profileParts, type ProfilePart } from '@/api/profile-completeness';

const text = hoursManagementMessages.management;

export type TaskKey = ProfilePart;

/**
 * Where each part is edited. Screens other areas are still building are written as patterns
 * here; once their route is in paths.ts the link appears by itself (replace the string with the
 * path's `.pattern` then: one line each).
 */
export const TASK_ROUTES: Readonly<Record<TaskKey, string>> = {
  info: '/profile/:baId/info',
  introduction: '/profile/:baId/info/introduction-info',
  hours: paths.hoursManagement.operationTime.pattern,
  images: '/profile/:baId/images',
  pricing: paths.profileInfo.pricing.pattern,
  coupons: paths.coupon.list.pattern,
  posts: paths.post.list.pattern,
  inspection: '/profile/:baId/inspection',
};

/** The link of a part for an account, or undefined while the console has no such screen. */
export function taskHref(key: TaskKey, baId: string, isRoute: (address: string) => boolean = isConsoleRoute) {
  const href = TASK_ROUTES[key].replace(':baId', encodeURIComponent(baId));
  return isRoute(href) ? href : undefined;
}

export interface ProfileTask {
  readonly key: TaskKey;
  readonly label: string;
  readonly done: boolean;
  /** What is there (done) or what is missing (not done), in a few words. */
  readonly detail: string;
}

export interface ProfileFacts {
  readonly account: ProfileAccount;
  readonly extra: ProfileExtra;
  /** Coupons customers can receive now; undefined when the count could not be read. */
  readonly availableCoupons: number | undefined;
}

function missing(parts: readonly (string | false)[]): string {
  return text.missing(parts.filter((part): part is string => part !== false));
}

/** The opening hours in a few words: 요일별 6일 영업 · 월 08:00~21:00, or 예약제. */
export function hoursSummary(account: ProfileAccount): string {
  const times = account.operationTimes;
  if (!times) return text.hoursMissing;
  if (times.operationType === 'BY_APPOINTMENT') return text.byAppointment;
  const days = times.operationTimes as DayHours[];
  const open = days.filter((day) => day.dayType !== 'CLOSED').length;
  const first = WEEKDAYS.map((weekday) => days.find((day) => day.weekday === weekday)).find(
    (day) => day?.dayType === 'OPEN' && day.openTime && day.closeTime,
  );
  const sample = first ? ` · ${text.weekdayShort[first.weekday]} ${hoursText(first.openTime!, first.closeTime!)}` : '';
  return `${text.openDays(open)}${sample}`;
}

/** Every part of the profile, in the order a merchant fills them in (done as profileParts says). */
export function profileTasks({ account, extra, availableCoupons }: ProfileFacts): ProfileTask[] {
  const needsAddress = account.locationType === 'ACTUAL';
  const parts = profileParts({
    account,
    pricingCount: extra.pricingCount,
    postCount: extra.postCount,
    availableCoupons,
  });
  const isDone = (key: ProfilePart) => parts.find((part) => part.key === key)!.done;
  const infoDone = isDone('info');
  const imagesDone = isDone('images');
  const inspection = account.inspection?.state;
  const inspectionDone = isDone('inspection');
  return [
    {
      key: 'info',
      label: text.tasks.info,
      done: infoDone,
      detail: infoDone
        ? text.infoDone(account.category.name)
        : missing([account.phone === null && text.phone, needsAddress && account.address === null && text.address]),
    },
    {
      key: 'introduction',
      label: text.tasks.introduction,
      done: isDone('introduction'),
      detail: account.introduction.trim() ? text.characters(account.introduction.trim().length) : text.introMissing,
    },
    { key: 'hours', label: text.tasks.hours, done: isDone('hours'), detail: hoursSummary(account) },
    {
      key: 'images',
      label: text.tasks.images,
      done: imagesDone,
      detail: imagesDone
        ? text.backgroundCount(account.backgroundImages.length)
        : missing([
            account.profileImageUrl === null && text.profileImage,
            account.backgroundImages.length === 0 && text.backgroundImage,
          ]),
    },
    {
      key: 'pricing',
      label: text.tasks.pricing,
      done: isDone('pricing'),
      detail: extra.pricingCount > 0 ? text.itemCount(extra.pricingCount) : text.pricingMissing,
    },
    {
      key: 'coupons',
      label: text.tasks.coupons,
      done: isDone('coupons'),
      detail:
        availableCoupons === undefined
          ? text.unknown
          : availableCoupons > 0
            ? text.couponCount(availableCoupons)
            : text.couponMissing,
    },
    {
      key: 'posts',
      label: text.tasks.posts,
      done: isDone('posts'),
      detail: extra.postCount > 0 ? text.postCount(extra.postCount) : text.postMissing,
    },
    {
      key: 'inspection',
      label: text.tasks.inspection,
      done: inspectionDone,
      detail:
        inspection === 'PENDING'
          ? text.inspectionPending
          : inspection === 'REJECTED'
            ? text.inspectionRejected
            : inspectionDone
              ? text.inspectionApproved
              : text.inspectionMissing,
    },
  ];
}

/** Which part of the profile a quest item asks for (its "하러 가기" link). */
export const QUEST_ITEM_TASK: Readonly<Record<QuestItemType, TaskKey>> = {
  WRITE_POSTS: 'posts',
  CREATE_BUSINESS_POST: 'posts',
  BUSINESS_POST_QUEST: 'posts',
  UPLOAD_BACKGROUND_IMAGE: 'images',
  WRITE_DESCRIPTION: 'introduction',
  WRITE_BUSINESS_HOURS: 'hours',
  CREATE_OPERATION_TIME: 'hours',
  CREATE_PRICING: 'pricing',
  CREATE_COUPON: 'coupons',
};

/** A quest's progress in percent (0 for an empty quest). */
export function questPercent(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}
