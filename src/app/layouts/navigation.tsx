/** Side navigation of a business account's pages (the shell issue replaces this with the full header). */
import type { MenuProps } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type Item = Required<MenuProps>['items'][number];

export function navigationItems(baId: string): Item[] {
  const link = (href: string, label: string): Item => ({ key: href, label: <Link to={href}>{label}</Link> });
  return [
    {
      type: 'group',
      key: 'profile',
      label: '비즈프로필',
      children: [link(paths.coupon.list.href({ baId }), '쿠폰')],
    },
    {
      type: 'group',
      key: 'pickup',
      label: '픽업 주문',
      children: [
        link(paths.pickup.menuList.href({ baId }), '메뉴'),
        link(paths.pickup.option.href({ baId }), '메뉴 옵션'),
        link(paths.pickup.displayCategory.href({ baId }), '메뉴 카테고리'),
        link(paths.pickup.storeDiscount.href({ baId }), '매장 할인'),
      ],
    },
  ];
}

/** The nav entry a path belongs to: the longest nav href that prefixes it. */
export function selectedNavKey(pathname: string, baId: string): string | undefined {
  const hrefs = navigationItems(baId)
    .flatMap((item) => (item && 'children' in item && item.children ? item.children : []))
    .map((child) => String(child?.key));
  return hrefs
    .filter((href) => pathname === href || pathname.startsWith(`${href}/`))
    .sort((a, b) => b.length - a.length)[0];
}
