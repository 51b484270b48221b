/**
 * What rjsf takes from `fast-uri` (`resolve` and `equal`, for `$ref` and `$id`), on the browser's own
 * URL parser: fast-uri's every scheme and IPv6 parsing were ≈7 KB gzip on every form, whose schemas
 * hold no `$ref` (generated/forms). Resolved for `@rjsf/utils` only by scripts/build/rjsf-uri.ts;
 * ajv keeps fast-uri. schema-uri.test.ts checks it against fast-uri.
 */

// A relative base (`coupon.createCouponBox.request`, `#`) is resolved under a placeholder root,
// taken off again after.
const ROOT = 'x-schema://root/';

function resolve(base: string, ref: string): string {
  const absolute = parsed(base);
  const href = new URL(ref, absolute ?? new URL(base, ROOT)).href;
  return !absolute && href.startsWith(ROOT) ? href.slice(ROOT.length) : href;
}

// Not URL.canParse: the build's target (es2022) has browsers from before it.
function parsed(uri: string): URL | undefined {
  try {
    return new URL(uri);
  } catch {
    return undefined;
  }
}

function equal(a: string, b: string): boolean {
  return resolve(a, '') === resolve(b, '') && a.endsWith('#') === b.endsWith('#');
}

export default { resolve, equal };
