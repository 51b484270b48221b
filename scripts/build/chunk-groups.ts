/**
 * How the build groups modules into files (issue 10: a list route's first visit needs few, cacheable
 * files). Without groups Rolldown made one file per shared module set: 56 JS files for the coupon
 * list, loaded in waves. The groups:
 *
 *   framework  React, the router, TanStack Query, openapi-fetch: what every page runs, rarely updated.
 *   antd       antd and its rc-components, icons, cssinjs and dayjs that the shell and the first
 *              screen need (`$initial`: statically reachable from the entry).
 *   app        the console's own code reachable from the entry: shell, session, route table, engine core.
 *
 * Code only some screens use (the form library, the list view, a page of its own) stays in the lazy
 * files Rolldown makes for the screens that import it, so a list never downloads the form library.
 * Vendor groups are matched by package path only, so a change in a resource never changes their
 * content hash (long-term caching).
 */
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|openapi-fetch|cookie|set-cookie-parser)[\\/]/;
const ANTD =
  /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|@babel[\\/]runtime|dayjs|stylis|@emotion|classnames|clsx|throttle-debounce|compute-scroll-into-view|scroll-into-view-if-needed|json2mq|string-convert|toggle-selection|copy-to-clipboard|resize-observer-polyfill)[\\/]/;

export const codeSplitting: CodeSplitting = {
  groups: [
    { name: 'framework', test: FRAMEWORK, priority: 30 },
    { name: 'antd', test: ANTD, tags: ['$initial'], priority: 20 },
    { name: 'app', test: /[\\/](src|generated)[\\/]/, tags: ['$initial'], priority: 10 },
    // The rest is grouped by the screens that use it, small groups merged: a list's Table code in
    // one file, a form's in another, rather than one file per shared module set. Groups merge only
    // under 30 KB: at 60 KB, with the lazy sections of issue 38, a form's file took the Tabs code
    // of another screen (+7 KB on /coupon/new, measured with `npm run bench:budget`).
    { name: 'ui', test: ANTD, entriesAware: true, entriesAwareMergeThreshold: 30_000, priority: 5 },
  ],
};

/** `ui~ListView~FormPage~…` (the screens sharing a group) is a long name for a file: `ui-<hash>.js`. */
export function chunkFileNames(chunk: { readonly name: string }): string {
  return `assets/${chunk.name.startsWith('ui~') ? 'ui' : '[name]'}-[hash].js`;
}
