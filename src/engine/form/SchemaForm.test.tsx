import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { JsonSchema } from '@/api/operations';
import { SchemaForm } from './SchemaForm';

const schema = {
  type: 'object',
  properties: {
    price: { type: 'integer', title: '정가', 'x-unit': 'WON', minimum: 100 },
    salePrice: { type: 'integer', title: '판매가', 'x-unit': 'WON', 'x-not-above': 'price' },
    phone: { type: 'string', title: '전화번호', 'x-normalize': 'digits', pattern: '^0[0-9]{9,10}$' },
  },
} as unknown as JsonSchema;

const uiSchema = {
  price: { 'ui:widget': 'Money' },
  salePrice: { 'ui:widget': 'Money', 'ui:help': '할인하지 않으면 비워 두세요.' },
};

/** The form, once its validator has loaded (ajv's compiler, on demand: this schema is not compiled at codegen). */
async function renderForm() {
  const onSubmit = vi.fn();
  function Harness() {
    return (
      <SchemaForm
        id="test-form"
        schema={schema}
        uiSchema={uiSchema}
        formData={undefined}
        onChange={() => undefined}
        onSubmit={onSubmit}
        liveValidate={false}
        onInvalid={() => undefined}
      >
        <Button htmlType="submit">저장</Button>
      </SchemaForm>
    );
  }
  render(<Harness />);
  await screen.findByLabelText('정가');
  return onSubmit;
}

describe('SchemaForm: what a merchant types, as the server reads it', () => {
  it('reads full-width digits and a phone typed with spaces and hyphens, and sends them plain', async () => {
    const onSubmit = await renderForm();
    await userEvent.type(screen.getByLabelText('정가'), '５０００');
    await userEvent.type(screen.getByLabelText('전화번호'), '010 1234-5678');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ price: 5000, phone: '01012345678' }));
  });

  it('refuses a decimal won amount with a sentence instead of rounding it', async () => {
    const onSubmit = await renderForm();
    await userEvent.type(screen.getByLabelText('정가'), '2500.5');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findAllByText('금액은 1원 단위로, 소수점 없이 입력해 주세요.')).not.toHaveLength(0);
    expect(screen.getByLabelText('정가')).toHaveValue('2,500.5');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says a relation between two fields under the field, as the server words it', async () => {
    const onSubmit = await renderForm();
    await userEvent.type(screen.getByLabelText('정가'), '10000');
    await userEvent.type(screen.getByLabelText('판매가'), '12000');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    // Under the field too, not only in the summary, although the field has help text.
    const under = await screen.findAllByText('판매가는 정가(10,000원)보다 클 수 없어요.');
    expect(under.some((node) => node.closest('.ant-form-item-explain'))).toBe(true);
    expect(screen.queryByText('할인하지 않으면 비워 두세요.')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
