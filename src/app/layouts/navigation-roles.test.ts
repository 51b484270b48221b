/**
 * Issue 39: the side navigation and the route gate read the one permission table (the schemas'
 * x-roles), and agree with what the issue asks of each role. Expected answers are the issue's:
 * a 멤버 is not shown settlement, bank accounts, administrators, business-info changes or account
 * deletion, and hears "멤버는 정산을 볼 수 없어요." at the address; a 관리자 is not shown deletion.
 */
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { routeRefusal } from '@/engine/access/route-access';
import type { MembershipRole } from '@/lib/roles';
import { accountConsoleOf } from './account-console';
import { navigationGroups } from './navigation';

const console101 = accountConsoleOf({ status: 'ACTIVE', hasStore: true, pickup: 'APPROVED' });
const labelsFor = (role: MembershipRole) =>
  navigationGroups('101', console101, role).flatMap((group) =>
    group.links.map((link) => `${group.label}/${link.label}`),
  );

beforeAll(() => {
  // The route table declares what each screen needs as it is built (engine and hand-written pages).
  createAppRoutes(new QueryClient());
});

describe('who sees what in the navigation', () => {
  it('shows the owner every screen of the account', () => {
    expect(labelsFor('OWNER')).toEqual(
      expect.arrayContaining(['스토어/정산', '픽업 주문/정산', '비즈프로필/관리자', '계정 관리/계정 삭제']),
    );
  });

  it('shows a 관리자 everything but the account deletion', () => {
    const labels = labelsFor('ADMIN');
    expect(labels).toEqual(expect.arrayContaining(['스토어/정산', '픽업 주문/정산', '비즈프로필/관리자']));
    expect(labels).not.toContain('계정 관리/계정 삭제');
  });

  it('shows a 멤버 the counter and the reads, not settlement, administrators or deletion', () => {
    const labels = labelsFor('USER');
    expect(labels).toEqual(
      expect.arrayContaining(['픽업 주문/주문', '픽업 주문/메뉴', '스토어/주문', '비즈프로필/리뷰']),
    );
    for (const hidden of ['스토어/정산', '픽업 주문/정산', '비즈프로필/관리자', '계정 관리/계정 삭제'])
      expect(labels).not.toContain(hidden);
  });

  it('agrees with the gate: every link a role is shown opens for it, every address it is not shown explains itself', () => {
    const all = navigationGroups('101', console101).flatMap((group) => group.links);
    for (const role of ['OWNER', 'ADMIN', 'USER'] as const) {
      const shown = new Set(
        navigationGroups('101', console101, role).flatMap((group) => group.links.map((link) => link.href)),
      );
      for (const link of all)
        expect(shown.has(link.href), `${role} ${link.href}`).toBe(routeRefusal(role, link.href) === undefined);
    }
  });
});

describe('an address the role may not open', () => {
  it('says who may and whom to ask, in one sentence', () => {
    expect(routeRefusal('USER', '/profile/101/pickup/settlement')).toBe(
      '멤버는 정산을 볼 수 없어요. 대표 관리자나 관리자에게 요청해 주세요.',
    );
    expect(routeRefusal('USER', '/profile/101/store/settlement')).toBe(
      '멤버는 정산을 볼 수 없어요. 대표 관리자나 관리자에게 요청해 주세요.',
    );
    expect(routeRefusal('ADMIN', '/profile/101/delete')).toMatch(
      /^관리자는 .+ 수 없어요\. 대표 관리자에게 요청해 주세요\.$/,
    );
    expect(routeRefusal('USER', '/profile/101/administrator')).toMatch(/^멤버는 .+ 볼 수 없어요\./);
    expect(routeRefusal('USER', '/profile/101/coupon/new')).toMatch(/^멤버는 .+ 할 수 없어요\./);
  });

  it('opens what a 멤버 runs: the order board, the menus, the orders, the reviews', () => {
    for (const path of [
      '/profile/101/pickup/order',
      '/profile/101/pickup/menu',
      '/profile/101/order',
      '/profile/101/review',
    ])
      expect(routeRefusal('USER', path), path).toBeUndefined();
  });
});
