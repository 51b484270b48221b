/**
 * The editor's limits (remote config, spec §5 fallbacks) and its field checks, in Korean.
 */
import type { RemoteConfig } from '@/api/remote-config';
import { pageCopy } from '../copy';

export type EditorType = 'social' | 'blog';

export interface EditorLimits {
  readonly title: { readonly min: number; readonly max: number };
  readonly content: { readonly min: number; readonly max: number };
  readonly images: number;
}

const FALLBACK: EditorLimits = { title: { min: 2, max: 30 }, content: { min: 4, max: 3000 }, images: 10 };
const FALLBACK_IMAGES: Readonly<Record<EditorType, number>> = { social: 10, blog: 20 };

/** `?type=blog` picks the blog editor; anything else (or nothing) the social one. */
export function editorTypeOf(value: string | null): EditorType {
  return value === 'blog' ? 'blog' : 'social';
}

export function editorLimits(type: EditorType, limits: Partial<RemoteConfig['limits']> | undefined): EditorLimits {
  const images = type === 'blog' ? limits?.editorImagesBlog : limits?.editorImagesSocial;
  return {
    title: {
      min: limits?.postTitle?.minLength ?? FALLBACK.title.min,
      max: limits?.postTitle?.maxLength ?? FALLBACK.title.max,
    },
    content: {
      min: limits?.postContent?.minLength ?? FALLBACK.content.min,
      max: limits?.postContent?.maxLength ?? FALLBACK.content.max,
    },
    images: images?.maxItems ?? FALLBACK_IMAGES[type],
  };
}

const copy = pageCopy.editor;

/** The Korean message for one text field, or undefined when it is fine. */
export function textError(label: string, value: string, rule: EditorLimits['title']): string | undefined {
  const length = value.trim().length;
  if (length === 0) return copy.required(label);
  if (length < rule.min) return copy.tooShort(label, rule.min);
  if (value.length > rule.max) return copy.tooLong(label, rule.max);
  return undefined;
}
