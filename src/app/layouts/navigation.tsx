/** Side navigation of a business account's pages (the shell issue replaces this with the full header). */
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { profileInfoNavLinks } from '../pages/profile-info/nav-links';

interface NavGroup {
  readonly label: string;
  readonly links: readonly { readonly href: string; readonly label: string }[];
}

export function navigationGroups(baId: string): NavGroup[] {
  return [
    {
      label: '비즈프로필',
      links: [
        { href: paths.post.list.href({ baId }), label: '소식' },
        { href: paths.coupon.list.href({ baId }), label: '쿠폰' },
        { href: paths.administrator.list.href({ baId }), label: '관리자' },
        ...profileInfoNavLinks(baId),
        { href: paths.dashboard.home.href({ baId }), label: '통계' },
      ],
    },
    {
      label: '스토어',
      links: [
        { href: paths.commerceCatalog.store.href({ baId }), label: '스토어 홈' },
        { href: paths.commerceCatalog.productList.href({ baId }), label: '상품' },
        { href: paths.commerceOrders.list.href({ baId }), label: '주문' },
        { href: paths.commerceOrders.settlement.href({ baId }), label: '정산' },
      ],
    },
    {
      label: '계정 관리',
      links: [
        { href: paths.inspection.status.href({ baId }), label: '사업자 검수' },
        { href: paths.accountAdmin.branchOverview.href({ baId }), label: '지점 관리' },
        { href: paths.accountAdmin.deletion.href({ baId }), label: '계정 삭제' },
      ],
    },
    {
      label: '픽업 주문',
      links: [
        { href: paths.pickup.order.href({ baId }), label: '주문' },
        { href: paths.pickup.menuList.href({ baId }), label: '메뉴' },
        { href: paths.pickupArea.originNutrition.href({ baId }), label: '원산지·영양 정보' },
        { href: paths.pickup.option.href({ baId }), label: '메뉴 옵션' },
        { href: paths.pickup.displayCategory.href({ baId }), label: '메뉴 카테고리' },
        { href: paths.pickup.storeDiscount.href({ baId }), label: '매장 할인' },
        { href: paths.pickupArea.settlement.href({ baId }), label: '정산' },
        { href: paths.pickupArea.kickoff.href({ baId }), label: '입점 신청' },
        { href: paths.pickupArea.setup.href({ baId }), label: '입점 진행 상황' },
      ],
    },
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

/** Links are real links; the current section is marked with aria-current="page". */
export function SideNav({ baId }: { readonly baId: string }) {
  const { pathname } = useLocation();
  const groups = navigationGroups(baId);
  const current = currentLink(
    groups.flatMap((group) => group.links.map((link) => link.href)),
    pathname,
  );
  return (
    <nav aria-label="주요 메뉴" className="side-nav">
      {groups.map((group) => (
        <div key={group.label}>
          <div className="side-nav-group" id={`nav-${group.label}`}>
            {group.label}
          </div>
          <ul aria-labelledby={`nav-${group.label}`}>
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
}
