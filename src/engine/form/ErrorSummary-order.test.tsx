import type { ErrorListProps } from '@rjsf/utils';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './ErrorSummary';

const schema = {
  type: 'object',
  properties: { name: { type: 'string', title: '상품명' }, price: { type: 'integer', title: '판매가' } },
};

/** Two problems reported price first; the form draws 상품명 above 판매가. */
const props = {
  errors: [
    { property: '.price', stack: '.price 필수 항목이에요.', message: '필수 항목이에요.', schemaPath: '' },
    { property: '.name', stack: '.name 필수 항목이에요.', message: '필수 항목이에요.', schemaPath: '' },
  ],
  schema,
  // The form's validator, which names a field a condition declares again (none here).
  registry: { rootSchema: schema, schemaUtils: { getValidator: () => ({ isValid: () => false }) } },
} as unknown as ErrorListProps;

describe('ErrorSummary', () => {
  it('lists the problems in form order when it is drawn in the same commit as its fields', () => {
    // A form opened with the server's errors: the summary renders before its fields exist in the
    // page, so reading the page during render found none and kept the errors' order (issue 40).
    render(
      <>
        <ErrorSummary {...props} />
        <input id="root_name" aria-label="상품명" />
        <input id="root_price" aria-label="판매가" />
      </>,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '상품명: 필수 항목이에요.',
      '판매가: 필수 항목이에요.',
    ]);
  });
});
