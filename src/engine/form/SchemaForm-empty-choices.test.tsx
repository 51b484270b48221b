/**
 * A survey question saved with its two choices left empty (issue 40's careless pass): besides
 * "필수 항목이에요." under each, the summary said "같은 선택지가 두 번 있어요" of two empty boxes.
 * Empty choices are missing, not the same; two choices typed alike are still refused.
 */
import { waitFor } from '@testing-library/react';
import createPost from '@generated/forms/post/createPost.json';
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '@/api/operations';
import { pressSave } from '@/testing/press-save';
import { buildUiSchema } from './ui-schema';

/** A survey question's choices, as the post schema declares them (its sentence for alike items too). */
const choices = findNode(createPost, (node) => node.title === '선택지' && node.uniqueItems === true);
const SAME = (choices['x-messages'] as Record<string, string>).uniqueItems!;
const schema = { type: 'object', required: ['options'], properties: { options: choices } } as unknown as JsonSchema;

function findNode(node: unknown, match: (node: Record<string, unknown>) => boolean): Record<string, unknown> {
  const found = search(node, match);
  if (!found) throw new Error('The post schema has no survey choices');
  return found;
}

function search(node: unknown, match: (node: Record<string, unknown>) => boolean): Record<string, unknown> | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  if (!Array.isArray(node) && match(node as Record<string, unknown>)) return node as Record<string, unknown>;
  for (const child of Object.values(node)) {
    const found = search(child, match);
    if (found) return found;
  }
  return undefined;
}

function save(options: unknown[]) {
  return pressSave(schema, { options }, { uiSchema: buildUiSchema(schema), submit: '만들기' });
}

describe('choices of a question', () => {
  it('left empty are called missing, not the same', async () => {
    const summary = await save(['', '']);
    await waitFor(() => expect(summary).toHaveTextContent('필수 항목이에요.'));
    expect(document.body).not.toHaveTextContent(SAME);
  });

  it('typed alike are still refused as the same', async () => {
    const summary = await save(['라떼', '라떼']);
    await waitFor(() => expect(summary).toHaveTextContent(SAME));
  });
});
