/** The two functions of jsdom's internal wrapper ↔ implementation mapping that computed-style.ts uses. */
declare module 'jsdom/lib/generated/idl/utils.js' {
  export function implForWrapper(wrapper: object): object | null;
  export function wrapperForImpl(impl: object): object;
}
