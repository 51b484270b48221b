/**
 * An option's items in a 390 px drawer (issue 40's careless pass): four columns beside the row's
 * 삭제 left the name and 추가 금액 inputs 0 px wide, and the column titles broke a letter a line.
 * On a phone a row's cells stack, each under its own label, and the column titles are not drawn.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '@/api/operations';
import { onPhoneScreen } from '@/testing/phone-screen';
import { SchemaForm } from './SchemaForm';
import { buildUiSchema } from './ui-schema';

const schema = {
  type: 'object',
  properties: {
    optionItems: {
      type: 'array',
      title: '옵션 항목',
      minItems: 1,
      items: {
        type: 'object',
        properties: {
          name: { type: 'string', title: '옵션 항목 이름', maxLength: 20 },
          price: { type: 'integer', title: '추가 금액', 'x-unit': 'WON' },
          status: { type: 'string', title: '판매 상태', enum: ['ON_SALE', 'SOLD_OUT'] },
          isDefault: { type: 'boolean', title: '기본 선택' },
        },
      },
    },
  },
} as unknown as JsonSchema;

function renderItems() {
  return render(
    <SchemaForm
      id="items"
      schema={schema}
      uiSchema={buildUiSchema(schema)}
      formData={{ optionItems: [{ name: '라지', price: 500, status: 'ON_SALE', isDefault: false }] }}
      onChange={() => undefined}
      onSubmit={() => undefined}
      liveValidate={false}
      onInvalid={() => undefined}
    >
      {null}
    </SchemaForm>,
  );
}

describe('an item table on a phone', () => {
  onPhoneScreen();

  it('stacks each row’s cells, one a line, under their own labels', async () => {
    const { container } = renderItems();
    await screen.findByLabelText('옵션 항목 이름');
    const table = container.querySelector('fieldset.item-table')!;
    expect(table).toHaveClass('item-table-stacked');
    // No row of column titles: each cell's label says what it is.
    expect(table.querySelector('[aria-hidden="true"]')?.textContent ?? '').not.toContain('추가 금액');
    const cells = table.querySelector('.item-table-cell')!.parentElement!;
    expect(cells.style.gridTemplateColumns).toBe('minmax(0, 1fr)');
  });
});
