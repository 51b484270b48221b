/**
 * Server-written rich text (notice content). HTML goes through the sanitizer; plain text keeps its
 * line breaks and is never read as HTML.
 */
import { useMemo } from 'react';
import { looksLikeHtml, sanitizeRichText } from './sanitize';
import './rich-text.css';

export function RichText({ text }: { readonly text: string }) {
  const html = useMemo(() => (looksLikeHtml(text) ? sanitizeRichText(text) : undefined), [text]);
  if (html === undefined) return <div className="rich-text untrusted-text rich-text-plain">{text}</div>;
  // Sanitized by DOMPurify with an allow-list (sanitize.ts): the only HTML the console renders.
  return <div className="rich-text untrusted-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
