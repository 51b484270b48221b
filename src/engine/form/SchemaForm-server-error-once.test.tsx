/**
 * The option drawer refused once by the form, then by the server for a name in use (issue 40's
 * careless pass): "같은 이름의 옵션이 이미 있어요: 사이즈" stood twice under 옵션 이름. With checks
 * as you type on (after a refused save), rjsf merges the server's errors into a state that already
 * holds them; a field says each sentence once.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ErrorSchema } from '@rjsf/utils';
import type { JsonSchema } from '@/api/operations';
import { SchemaForm } from './SchemaForm';

const IN_USE = '같은 이름의 옵션이 이미 있어요: 사이즈';

const schema = {
  type: 'object',
  required: ['name', 'maxOptionItemCount'],
  properties: {
    name: { type: 'string', title: '옵션 이름' },
    maxOptionItemCount: { type: 'integer', title: '최대 선택 수', maximum: 1 },
  },
} as unknown as JsonSchema;

function Harness() {
  const [data, setData] = useState<unknown>({ name: '사이즈', maxOptionItemCount: 5 });
  const [live, setLive] = useState(false);
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>(undefined);
  return (
    <SchemaForm
      id="server-once"
      schema={schema}
      uiSchema={{}}
      formData={data}
      onChange={setData}
      // The server refuses the name, as the mock does for a name in use.
      onSubmit={() => setServerErrors({ name: { __errors: [IN_USE] } } as unknown as ErrorSchema)}
      extraErrors={serverErrors}
      liveValidate={live}
      onInvalid={() => setLive(true)}
    >
      <Button htmlType="submit">만들기</Button>
    </SchemaForm>
  );
}

describe('a server error after a refused save', () => {
  it('stands once under its field', async () => {
    render(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: '만들기' }));
    await screen.findByRole('alert');
    const max = screen.getByLabelText('최대 선택 수');
    await userEvent.clear(max);
    await userEvent.type(max, '1');
    await userEvent.click(screen.getByRole('button', { name: '만들기' }));
    await waitFor(() => expect(document.getElementById('root_name__error')).toHaveTextContent(IN_USE));
    await userEvent.type(screen.getByLabelText('옵션 이름'), ' ');
    await userEvent.type(screen.getByLabelText('옵션 이름'), '{Backspace}');
    const under = document.getElementById('root_name__error')!;
    expect(under.textContent?.split(IN_USE).length).toBe(2);
  });
});
