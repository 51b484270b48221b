/** 원산지·영양 정보: 표시 안 함 asks for no content; 사진으로 등록 offers the photo uploader, not an address box. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const PAGE = '/profile/101/pickup/menu/origin-nutrition';
const ingredients = () => mockRuntime.db.state.pickup.stores['101']!.ingredients;

async function chooseMode(user: ReturnType<typeof renderRoute>['user'], label: string) {
  await screen.findByLabelText(label);
  await user.click(screen.getByText(label));
}

describe('원산지·영양 정보', () => {
  it('saves 표시 안 함 with no content asked for, and keeps none', async () => {
    const { user } = renderRoute(PAGE);
    await chooseMode(user, '표시 안 함');
    expect(screen.queryByLabelText('영양 정보 내용')).not.toBeInTheDocument();
    await user.click(screen.getByText('저장', { selector: 'button span' }).closest('button')!);
    expect(await screen.findByText('저장했어요.')).toBeInTheDocument();
    expect(ingredients().nutritionInfo).toEqual({ nutritionManageType: 'NONE', nutrition: '' });
  });

  it('offers the photo uploader for 사진으로 등록, and asks for a photo before saving', async () => {
    const { user } = renderRoute(PAGE);
    await chooseMode(user, '사진으로 등록');
    const field = (await screen.findByText('영양 정보 사진')).closest<HTMLElement>('.ant-form-item')!;
    expect(within(field).queryByRole('textbox')).not.toBeInTheDocument();
    expect(field.querySelector('input[type="file"]')).not.toBeNull();
    mockRuntime.faults.clearCalls();
    await user.click(screen.getByText('저장', { selector: 'button span' }).closest('button')!);
    expect((await screen.findAllByText(/영양 정보 (내용|사진): 필수 항목이에요\./)).length).toBeGreaterThan(0);
    expect(mockRuntime.faults.calls().map(({ operation }) => operation)).not.toContain('pickup.updateStoreIngredients');
  });

  it('brings the saved text back when 글로 입력 is chosen again', async () => {
    const saved = ingredients().nutritionInfo.nutrition;
    const { user } = renderRoute(PAGE);
    await chooseMode(user, '표시 안 함');
    await chooseMode(user, '글로 입력');
    await waitFor(() => expect(screen.getByLabelText('영양 정보 내용')).toHaveValue(saved));
  });

  it('drops what was typed for a way given up: back to 글로 입력, the saved text, not the typed one', async () => {
    const saved = ingredients().nutritionInfo.nutrition;
    const { user } = renderRoute(PAGE);
    await chooseMode(user, '글로 입력');
    const content = await screen.findByLabelText('영양 정보 내용');
    await waitFor(() => expect(content).toHaveValue(saved));
    await user.type(content, ' 더한 글');
    await chooseMode(user, '표시 안 함');
    await chooseMode(user, '글로 입력');
    await waitFor(() => expect(screen.getByLabelText('영양 정보 내용')).toHaveValue(saved));
  });
});
