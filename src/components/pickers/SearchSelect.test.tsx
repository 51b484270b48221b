/**
 * The search picker on its own: what is typed is asked after a pause, an older answer arriving
 * late never replaces the newer one, and an item is chosen with ↓ and Enter.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchSelect, type SearchResult } from './SearchSelect';

interface Item {
  readonly id: number;
  readonly name: string;
}

function server() {
  const pending: { query: string; resolve: (result: SearchResult<Item>) => void }[] = [];
  const search = vi.fn(
    (query: string) =>
      new Promise<SearchResult<Item>>((resolve) => {
        pending.push({ query, resolve });
      }),
  );
  return { pending, search };
}

function renderPicker(search: (query: string) => Promise<SearchResult<Item>>, onSelect = vi.fn()) {
  render(
    <SearchSelect<Item>
      id="picker"
      aria-label="업종"
      selected={undefined}
      onSelect={onSelect}
      search={search}
      optionOf={(item) => ({ value: item.id, label: item.name })}
      placeholder="업종 찾기"
      prompt="업종 이름을 입력해 주세요."
      emptyText="찾는 업종이 없어요."
    />,
  );
  return { box: screen.getByRole('combobox', { name: '업종' }), onSelect };
}

const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 350)));

describe('SearchSelect', () => {
  it('asks once after the pause, ignores a late older answer, and chooses with the keyboard', async () => {
    const api = server();
    const { box, onSelect } = renderPicker(api.search);
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: '커' } });
    await pause();
    fireEvent.change(box, { target: { value: '커피' } });
    fireEvent.change(box, { target: { value: '커피전' } });
    await pause();
    expect(api.search.mock.calls.map(([query]) => query)).toEqual(['커', '커피전']);

    await act(() =>
      Promise.resolve(api.pending[1]!.resolve({ items: [{ id: 111, name: '음식점 > 카페 > 커피전문점' }] })),
    );
    // The answer for "커" arrives last: it must not replace the list for "커피전".
    await act(() => Promise.resolve(api.pending[0]!.resolve({ items: [{ id: 130, name: '음식점 > 한식' }] })));
    expect(await screen.findByText('음식점 > 카페 > 커피전문점')).toBeTruthy();
    expect(screen.queryByText('음식점 > 한식')).toBeNull();

    fireEvent.keyDown(box, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSelect).toHaveBeenCalledWith({ id: 111, name: '음식점 > 카페 > 커피전문점' });
  });

  it('says why nothing was found when the server gives a reason', async () => {
    const { box } = renderPicker(() => Promise.resolve({ items: [], hint: '검색어를 더 자세히 입력해 주세요.' }));
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: '서울' } });
    await pause();
    expect(await screen.findByText('검색어를 더 자세히 입력해 주세요.')).toBeTruthy();
  });

  it('offers 다시 시도 when the search fails, and asks again', async () => {
    const search = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ items: [{ id: 1, name: '꽃집' }] });
    const { box } = renderPicker(search);
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: '꽃' } });
    await pause();
    fireEvent.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(search).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('꽃집')).toBeTruthy();
  });
});
