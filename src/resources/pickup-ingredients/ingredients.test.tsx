/** 원산지·영양 정보: 표시 안 함 asks for no content; 사진으로 등록 offers the photo uploader, not an address box. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const PAGE = '/profile/101/pickup/menu/origin-nutrition';
const ingredients = () => mockRuntime.db.state.pickup.stores['101']!.ingredients;
/** 101's saved 영양 정보 as the seed writes it (one line per drink). */
const SAVED_TEXT = [
  '아메리카노(355ml): 열량 10kcal · 카페인 150mg',
  '카페라떼(355ml): 열량 180kcal · 카페인 150mg · 당류 12g',
  '바닐라라떼(355ml): 열량 250kcal · 카페인 150mg · 당류 28g',
  '말차라떼(355ml): 열량 230kcal · 카페인 60mg · 당류 25g',
  '레몬에이드(473ml): 열량 160kcal · 당류 38g',
].join('\n');

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
    // The summary names the field as the form shows it for this way (사진, not the text's 내용), once.
    expect(await screen.findAllByText('영양 정보 사진: 필수 항목이에요.')).toHaveLength(1);
    expect(screen.queryByText('영양 정보 내용: 필수 항목이에요.')).not.toBeInTheDocument();
    expect(mockRuntime.faults.calls().map(({ operation }) => operation)).not.toContain('pickup.updateStoreIngredients');
  });

  it('brings the saved text back when 글로 입력 is chosen again', async () => {
    const { user } = renderRoute(PAGE);
    await chooseMode(user, '표시 안 함');
    await chooseMode(user, '글로 입력');
    await waitFor(() => expect(screen.getByLabelText('영양 정보 내용')).toHaveValue(SAVED_TEXT));
  });

  it('drops what was typed for a way given up: back to 글로 입력, the saved text, not the typed one', async () => {
    const { user } = renderRoute(PAGE);
    await chooseMode(user, '글로 입력');
    const content = await screen.findByLabelText('영양 정보 내용');
    await waitFor(() => expect(content).toHaveValue(SAVED_TEXT));
    await user.type(content, ' 더한 글');
    await chooseMode(user, '표시 안 함');
    await chooseMode(user, '글로 입력');
    await waitFor(() => expect(screen.getByLabelText('영양 정보 내용')).toHaveValue(SAVED_TEXT));
  });
});
