/**
 * A drawer form refused twice (by its own rule, then by the server) and then saved closes once,
 * with one record made (issue 40: it stayed open, emptied, with 필수 항목이에요 under the success
 * toast, and 만들기 again made a duplicate).
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const options = () => mockRuntime.db.state.pickup.stores['101']!.menuOptions;
const create = () => screen.getByText('만들기', { selector: 'button span' }).closest('button')!;

describe('a drawer form after refused saves', () => {
  it('closes once the save goes through, having made one option', async () => {
    const { user } = renderRoute('/profile/101/pickup/option?create=1');
    const name = await screen.findByLabelText('옵션 이름');
    await user.type(name, '사이즈');
    await user.type(screen.getByLabelText('옵션 항목 이름'), '레귤러');
    const max = screen.getByLabelText('최대 선택 수');
    await user.clear(max);
    await user.type(max, '3');
    await user.click(create());
    // Refused by the form: more choices than items.
    expect(
      (await screen.findAllByText(/최대 선택 수는 옵션 항목 수\(1개\)보다 클 수 없어요\./)).length,
    ).toBeGreaterThan(0);

    await user.clear(max);
    await user.type(max, '1');
    await user.click(create());
    // Refused by the server: the store has an option of that name.
    expect((await screen.findAllByText(/같은 이름의 옵션이 이미 있어요: 사이즈/)).length).toBeGreaterThan(0);

    await user.type(name, ' 변경');
    await user.click(create());
    expect(await screen.findByText('메뉴 옵션을 만들었어요.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('옵션 이름')).not.toBeInTheDocument());
    expect(screen.queryByText('필수 항목이에요.')).not.toBeInTheDocument();
    expect(options().filter((option) => option.name === '사이즈 변경')).toHaveLength(1);
  });
});
