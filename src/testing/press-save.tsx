/**
 * Draws a SchemaForm with its values and presses its save button, as the form tests of issue 40's
 * careless pass do: returns the error summary the refused save shows.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import type { UiSchema } from '@rjsf/utils';
import type { JsonSchema } from '@/api/operations';
import { SchemaForm } from '@/engine/form/SchemaForm';

export async function pressSave(
  schema: JsonSchema,
  formData: unknown,
  { uiSchema = {}, submit = '저장' }: { readonly uiSchema?: UiSchema; readonly submit?: string } = {},
): Promise<HTMLElement> {
  render(
    <SchemaForm
      id="press-save"
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      onChange={() => undefined}
      onSubmit={() => undefined}
      liveValidate={false}
      onInvalid={() => undefined}
    >
      <Button htmlType="submit">{submit}</Button>
    </SchemaForm>,
  );
  await userEvent.click(await screen.findByRole('button', { name: submit }));
  return screen.findByRole('alert');
}
