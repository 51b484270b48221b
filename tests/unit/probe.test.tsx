import { screen } from '@testing-library/react';
import { it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
it('probe', async () => {
  const { user } = renderRoute('/profile/101/pickup/option?create=1');
  await screen.findByLabelText('옵션 이름');
  const add = screen.getByRole('button', { name: '항목 추가', hidden: true });
  console.log('A');
  await user.click(add);
  console.log('B');
  await new Promise((r) => setTimeout(r, 1000));
  console.log('C', document.querySelectorAll('[role=group]').length);
  console.log('D', screen.getByRole('group', { name: '항목 2', hidden: true }).id);
}, 60000);
