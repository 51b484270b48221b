/**
 * A careless merchant's save with top-level required fields left empty (issue 40's pass): rjsf
 * names such an issue "stock", without the leading dot of a nested one (".attributes.x"). The
 * summary must still list the fields in the order the form draws them, each line must lead to its
 * field, and the focus lands on the first empty field drawn, not on the first one ajv reports.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '@/api/operations';
import { pressSave } from '@/testing/press-save';

/** Drawn 상품 이름, 정가, 재고; required listed the other way round, as the product schema lists them. */
const schema = {
  type: 'object',
  required: ['stock', 'price', 'name'],
  properties: {
    name: { type: 'string', title: '상품 이름' },
    price: { type: 'integer', title: '정가' },
    stock: { type: 'integer', title: '재고' },
  },
} as unknown as JsonSchema;

async function saveEmpty() {
  const summary = await pressSave(schema, undefined);
  await screen.findByLabelText('상품 이름');
  return summary;
}

describe('SchemaForm: required fields left empty', () => {
  it('lists them in the summary in form order', async () => {
    const summary = await saveEmpty();
    await waitFor(() =>
      expect([...summary.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
        '상품 이름: 필수 항목이에요.',
        '정가: 필수 항목이에요.',
        '재고: 필수 항목이에요.',
      ]),
    );
  });

  it('leads each summary line to its field', async () => {
    const summary = await saveEmpty();
    const links = [...summary.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toContain('#root_price');
    await userEvent.click(links.find((link) => link.textContent?.startsWith('정가'))!);
    expect(screen.getByLabelText('정가')).toHaveFocus();
  });

  it('focuses the first empty field drawn', async () => {
    await saveEmpty();
    await waitFor(() => expect(screen.getByLabelText('상품 이름')).toHaveFocus());
  });
});
