/** Side navigation of a business account's pages (the shell issue replaces this with the full header). */
import { memo } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { routeRefusal } from '@/engine/access/route-access';
import type { MembershipRole } from '@/lib/roles';
import type { AccountConsole } from './account-console';

interface NavGroup {
  readonly label: string;
  readonly links: readonly { readonly href: string; readonly label: string }[];
}

/** The business profile's info, audience and content screens (비즈프로필 group). */
function profileInfoLinks(baId: string) {
  return [
    { href: paths.info.overview.href({ baId }), label: '프로필 정보' },
    { href: paths.profileInfo.follower.href({ baId }), label: '단골' },
    { href: paths.profileInfo.review.href({ baId }), label: '리뷰' },
    { href: paths.profileInfo.pricing.href({ baId }), label: '가격표' },
    { href: paths.hoursManagement.operationTime.href({ baId }), label: '영업시간' },
    { href: paths.hoursManagement.management.href({ baId }), label: '프로필 관리' },
    { href: paths.adminImages.images.href({ baId }), label: '사진' },
  ];
}

/** The store group: the full store once it exists, else one way to open one. */
function storeLinks(baId: string, store: AccountConsole['store']) {
  if (store === 'open') return [{ href: paths.commerceCatalog.store.href({ baId }), label: '스토어 열기' }];
  const home = { href: paths.commerceCatalog.store.href({ baId }), label: '스토어 홈' };
  if (store === 'unknown') return [home];
  return [
    home,
    { href: paths.commerceCatalog.productList.href({ baId }), label: '상품' },
    { href: paths.commerceOrders.list.href({ baId }), label: '주문' },
    { href: paths.commerceOrders.settlement.href({ baId }), label: '정산' },
  ];
}

/** The pickup group: the pickup screens for a member, else the application's one step. */
function pickupLinks(baId: string, pickup: AccountConsole['pickup']) {
  if (pickup === 'apply') return [{ href: paths.pickupArea.kickoff.href({ baId }), label: '입점 신청' }];
  if (pickup === 'progress') return [{ href: paths.pickupArea.setup.href({ baId }), label: '입점 진행 상황' }];
  const order = { href: paths.pickup.order.href({ baId }), label: '주문' };
  if (pickup === 'unknown') return [order];
  return [
    order,
    { href: paths.pickup.menuList.href({ baId }), label: '메뉴' },
    { href: paths.pickupArea.originNutrition.href({ baId }), label: '원산지·영양 정보' },
    { href: paths.pickup.option.href({ baId }), label: '메뉴 옵션' },
    { href: paths.pickup.displayCategory.href({ baId }), label: '메뉴 카테고리' },
    { href: paths.pickup.storeDiscount.href({ baId }), label: '매장 할인' },
    { href: paths.pickupArea.settlement.href({ baId }), label: '정산' },
  ];
}

/**
 * The side navigation of an account: what the account has (accountConsoleOf), nothing it lacks,
 * and only what the person's role may open (issue 39: a 멤버 is not shown 정산 or 관리자).
 */
export function navigationGroups(baId: string, features: AccountConsole, role?: MembershipRole): NavGroup[] {
  return allGroups(baId, features)
    .map((group) => ({ ...group, links: group.links.filter((link) => !routeRefusal(role, link.href)) }))
    .filter((group) => group.links.length > 0);
}

function allGroups(baId: string, features: AccountConsole): NavGroup[] {
  return [
    {
      label: '비즈프로필',
      links: [
        { href: paths.post.list.href({ baId }), label: '소식' },
        { href: paths.coupon.list.href({ baId }), label: '쿠폰' },
        { href: paths.administrator.list.href({ baId }), label: '관리자' },
        ...profileInfoLinks(baId),
        { href: paths.dashboard.home.href({ baId }), label: '통계' },
      ],
    },
    { label: '스토어', links: storeLinks(baId, features.store) },
    {
      label: '계정 관리',
      links: [
        { href: paths.inspection.status.href({ baId }), label: '사업자 검수' },
        { href: paths.accountAdmin.branchOverview.href({ baId }), label: '지점 관리' },
        { href: paths.accountAdmin.deletion.href({ baId }), label: '계정 삭제' },
      ],
    },
    { label: '픽업 주문', links: pickupLinks(baId, features.pickup) },
  ];
}

/**
 * The one link that is the current section: the longest link the address is at or under, so the
 * store's settlement marks 정산, not 스토어 홈 too.
 */
export function currentLink(hrefs: readonly string[], pathname: string): string | undefined {
  return hrefs
    .filter((href) => pathname === href || pathname.startsWith(`${href}/`))
    .reduce<string | undefined>(
      (best, href) => (best === undefined || href.length > best.length ? href : best),
      undefined,
    );
}

/**
 * Links are real links; the current section is marked with aria-current="page". Memoized: drawn
 * again for a new address or a new answer about the account, not for each draw of the layout.
 */
export const SideNav = memo(function SideNav({
  baId,
  features,
  role,
}: {
  readonly baId: string;
  readonly features: AccountConsole;
  readonly role?: MembershipRole | undefined;
}) {
  const { pathname } = useLocation();
  const groups = navigationGroups(baId, features, role);
  const current = currentLink(
    groups.flatMap((group) => group.links.map((link) => link.href)),
    pathname,
  );
  return (
    <nav aria-label="주요 메뉴" className="side-nav">
      {groups.map((group, index) => (
        <div key={group.label}>
          {/* An id without spaces: aria-labelledby reads a space as a list of ids ("픽업 주문"). */}
          <div className="side-nav-group" id={`nav-group-${index}`}>
            {group.label}
          </div>
          <ul aria-labelledby={`nav-group-${index}`}>
            {group.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href} aria-current={link.href === current ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
});
