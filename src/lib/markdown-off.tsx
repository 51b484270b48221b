/**
 * What every build and test puts in place of `markdown-to-jsx/react` (vite.config.ts). @rjsf/core
 * draws a description or help text through markdown-to-jsx only when a form turns on
 * `ui:enableMarkdownInDescription` or `ui:enableMarkdownInHelp`, which no form of the console does
 * (they say plain Korean; markdown-off.test.ts keeps it so), yet it imports it into every form page:
 * 22 KB gzip of JS parsed before a form's first input (issue 30). Its text is shown as it is.
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { readonly children?: ReactNode }) {
  return <>{children}</>;
}
