/**
 * Testing Library asks for the computed style of an element and of each of its ancestors for every
 * element a role query looks at (is it hidden? what is its name?). jsdom keeps one computed style
 * per element until the document changes (any node, attribute or style sheet clears its whole
 * cache), but hands each caller a copy, rebuilt property by property and resolved again, inherited
 * values through every ancestor. That copy was about three quarters of a screen test's time
 * (customer-screen: 17 of 22 s in getComputedStyle under getByRole).
 *
 * While the document is unchanged, the style jsdom cached is the answer it would copy: hand that
 * one out, so its resolved values are kept between calls. jsdom's own call builds it (and its
 * rules) the first time and after every change. Pseudo-elements, which jsdom does not compute,
 * are not asked for.
 */
// jsdom's wrapper ↔ implementation mapping (no public API; jsdom has no `exports` map).
import { implForWrapper, wrapperForImpl } from 'jsdom/lib/generated/idl/utils.js';

interface ElementImpl {
  _ownerDocument: { _styleCache: WeakMap<ElementImpl, object> };
}

export function reusingJsdomStyleCache(
  getComputedStyle: (element: Element) => CSSStyleDeclaration,
): (element: Element) => CSSStyleDeclaration {
  return (element) => {
    const impl = implForWrapper(element) as ElementImpl | null;
    const cached = impl?._ownerDocument._styleCache.get(impl);
    return cached ? (wrapperForImpl(cached) as CSSStyleDeclaration) : getComputedStyle(element);
  };
}
