/** Splits a post or comment text into the parts a screen renders differently (spec 001 §3 content parts). */
import type { components } from '@generated/openapi/post';

type ContentPart = components['schemas']['ContentPart'];

const TOKEN =
  /(https?:\/\/[^\s]+)|(0\d{1,2}-\d{3,4}-\d{4})|(#[^\s#@]+)|(@[^\s#@]+)|(\p{Extended_Pictographic}\uFE0F?)/gu;

function tokenize(line: string): ContentPart[] {
  const parts: ContentPart[] = [];
  let last = 0;
  for (const match of line.matchAll(TOKEN)) {
    const [text, link, phone, hashTag, location] = match;
    if (match.index > last) parts.push({ type: 'TEXT', text: line.slice(last, match.index) });
    if (link) parts.push({ type: 'LINK', text, url: link });
    else if (phone) parts.push({ type: 'PHONE', text });
    else if (hashTag) parts.push({ type: 'HASH_TAG', text });
    else if (location) parts.push({ type: 'LOCATION_TAG', text });
    else parts.push({ type: 'EMOTICON', text });
    last = match.index + text.length;
  }
  if (last < line.length) parts.push({ type: 'TEXT', text: line.slice(last) });
  return parts;
}

/** Lines starting with "- " are LIST items; other lines are split into tokens; adjacent TEXT parts merge. */
export function contentPartsOf(content: string, pictureUrls: readonly string[] = [], videoUrl?: string): ContentPart[] {
  const parts: ContentPart[] = [];
  const lines = content.split('\n');
  lines.forEach((line, index) => {
    if (line.startsWith('- ')) parts.push({ type: 'LIST', text: line.slice(2) });
    else parts.push(...tokenize(line));
    if (index < lines.length - 1 && !line.startsWith('- ')) parts.push({ type: 'TEXT', text: '\n' });
  });
  const merged: ContentPart[] = [];
  for (const part of parts) {
    const previous = merged.at(-1);
    if (part.type === 'TEXT' && previous?.type === 'TEXT')
      merged[merged.length - 1] = { ...previous, text: previous.text + part.text };
    else merged.push(part);
  }
  const media: ContentPart[] = pictureUrls.map((url, index) => ({ type: 'IMAGE', text: `사진 ${index + 1}`, url }));
  if (videoUrl) media.push({ type: 'VIDEO', text: '동영상', url: videoUrl });
  return [...merged.filter((part) => part.text !== ''), ...media];
}
