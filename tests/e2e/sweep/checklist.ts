/**
 * The spec's route checklist (tests/spec/routes.tsv) against the console's route table
 * (src/config/paths.ts): which routes the console declares and which it does not have yet.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths, routePatterns } from '../../../src/config/paths';
import { BUILT_FILES } from '../../../scripts/build/sitemap';

export interface ChecklistRoute {
  /** The checklist's spelling with a choice made (`/terms/unified`, `/profile/{baId}/coupon`). */
  readonly route: string;
  /** The route-table pattern it belongs to (`/terms/:type`, `/profile/:baId/coupon`). */
  readonly pattern: string;
  /** Parameter values the checklist fixes itself (`{ type: 'unified' }`). */
  readonly fixed: Readonly<Record<string, string>>;
  readonly area: string;
  readonly kind: string;
}

/** Every row of the checklist; a `{a|b|c}` choice becomes one route per value. */
export function checklistRoutes(): ChecklistRoute[] {
  const text = readFileSync(join(import.meta.dirname, '..', '..', 'spec', 'routes.tsv'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t'))
    .flatMap(([route = '', area = '', kind = '']) => {
      const choice = /\{([a-z-]+(?:\|[a-z-]+)+)\}/.exec(route);
      if (!choice) return [{ route, pattern: toPattern(route), fixed: {}, area, kind }];
      // The checklist's only choice is the terms type (`/terms/{ads|…}`, then `/terms/{type}/…`).
      const name = 'type';
      const pattern = toPattern(route.replace(choice[0], `{${name}}`));
      return choice[1]!.split('|').map((value) => ({
        route: route.replace(choice[0], value),
        pattern,
        fixed: { [name]: value },
        area,
        kind,
      }));
    });
}

/** `/profile/{baId}/coupon` → `/profile/:baId/coupon` (react-router's spelling in paths.ts). */
export function toPattern(route: string): string {
  return route.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Declared routes outside the checklist that the sweep does not open, and why. Any other declared
 * route outside the checklist (a scaffolded resource's screens) is swept like a checklist route and
 * needs its case.
 */
export const NOT_SWEPT: Readonly<Record<string, string>> = {
  '/': '주소 없이 들어오면 로그인 상태에 따라 보내 줘요 (redirect-rules.test.ts).',
  '/profile/:baId':
    '계정 화면들을 감싸는 주소예요: 그 아래 화면은 스윕이 하나씩 열고, 계정 첫 화면은 profiles.test.tsx가 확인해요.',
  '/login/social/callback': '소셜 로그인이 돌아오는 주소예요: shell-routes.test.tsx가 확인해요.',
};

/** Declared page routes the checklist does not list (and NOT_SWEPT does not excuse), swept all the same. */
export function declaredOutsideChecklist(): ChecklistRoute[] {
  const listed = new Set(checklistRoutes().map((route) => route.pattern));
  return [...routePatterns(paths)]
    .filter((pattern) => !listed.has(pattern) && !(pattern in NOT_SWEPT))
    .map((pattern) => ({ route: pattern, pattern, fixed: {}, area: 'declared', kind: 'page' }));
}

/** Patterns the console declares in its route table, and files it serves (public/ and built ones). */
export function declaredPatterns(): ReadonlySet<string> {
  const publicFiles = readdirSync(join(import.meta.dirname, '..', '..', '..', 'public')).map((file) => `/${file}`);
  return new Set([...routePatterns(paths), ...publicFiles, ...BUILT_FILES]);
}
