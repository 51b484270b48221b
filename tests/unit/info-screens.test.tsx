/**
 * The profile's info forms (issue 14): the §5 limits reach the forms from remote config, a name
 * the server refuses is said under the field as the merchant types and holds the save, and what
 * was typed survives a failed save.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const BASE = '/profile/101/info/base-info';
const INTRODUCTION = '/profile/101/info/introduction-info';

async function field(heading: string, label: string) {
  await screen.findByRole('heading', { level: 1, name: heading });
  return screen.findByLabelText<HTMLInputElement>(label);
}

afterEach(() => {
  mockRuntime.db.state.config.limitOverrides = {};
  mockRuntime.faults.clear();
});

describe('base info', () => {
  it('takes the name limits from remote config', async () => {
    mockRuntime.db.state.config.limitOverrides = { localProfileName: { minLength: 3, maxLength: 20 } };
    renderRoute(BASE);
    const name = await field('기본 정보', '비즈니스 이름');
    await waitFor(() => expect(screen.getByText('8 / 20')).toBeTruthy());
    fireEvent.change(name, { target: { value: '동네' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findAllByText(/3자 이상 입력해 주세요\./)).length).toBeGreaterThan(0);
  });

  it('says a refused name under the field as it is typed, and does not save it', async () => {
    renderRoute(BASE);
    const name = await field('기본 정보', '비즈니스 이름');
    fireEvent.change(name, { target: { value: '동네마켓 공식 카페' } });
    expect((await screen.findAllByText(/쓸 수 없는 단어가 들어 있어요/)).length).toBeGreaterThan(0);
    const saves = () =>
      mockRuntime.faults.calls().filter((call) => call.operation === 'business-account.updateBusinessAccountBaseInfo');
    const before = saves().length;
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(saves().length).toBe(before);
    // Fixed, the refusal goes (a warning about a look-alike nearby may stay: it does not hold the save).
    fireEvent.change(name, { target: { value: '망원 로스터리' } });
    await waitFor(() => expect(screen.queryAllByText(/쓸 수 없는 단어가 들어 있어요/)).toHaveLength(0));
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('저장했어요.')).toBeTruthy();
    expect(saves().length).toBe(before + 1);
  });

  it('keeps what was typed when the save fails', async () => {
    renderRoute(BASE);
    const phone = await field('기본 정보', '전화번호');
    fireEvent.change(phone, { target: { value: '02-335-9876' } });
    mockRuntime.faults.add({ operation: 'business-account.updateBusinessAccountBaseInfo', status: 500 });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await screen.findByRole('button', { name: '다시 시도' });
    expect(screen.getByLabelText<HTMLInputElement>('전화번호').value).toBe('02-335-9876');
  });
});

describe('introduction', () => {
  it('takes the promotion and notice limits from remote config', async () => {
    mockRuntime.db.state.config.limitOverrides = { promotionText: { maxLength: 40 }, noticeText: { maxLength: 60 } };
    renderRoute(INTRODUCTION);
    await field('소개와 사진', '홍보 문구');
    await waitFor(() => {
      expect(screen.getByText('0 / 40')).toBeTruthy();
      expect(screen.getByText('0 / 60')).toBeTruthy();
    });
  });

  it('uses the spec’s defaults without an override (promotion 70, notice 100)', async () => {
    renderRoute(INTRODUCTION);
    await field('소개와 사진', '홍보 문구');
    await waitFor(() => {
      expect(screen.getByText('0 / 70')).toBeTruthy();
      expect(screen.getByText('0 / 100')).toBeTruthy();
    });
  });
});
