/**
 * The profile-management hub as the engine draws it (decisions/hours-management.md): three panels
 * that load, fail and retry on their own; a coupon count that cannot be read is said in its row;
 * confirming the quest's last item refreshes the account's calls, so its reward joins the received.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const HUB = '/profile/101/management';
const region = (name: string) => screen.findByRole('region', { name });

describe('profile management hub', () => {
  it('shows the profile’s parts, the quest and the rewards received, with the way to the opening hours', async () => {
    renderRoute(HUB);
    expect(await screen.findByRole('heading', { level: 1, name: '비즈프로필 관리' })).toBeInTheDocument();
    const profile = await region('프로필 채우기');
    expect(await within(profile).findByText(/8개 중 \d개 완료/)).toBeInTheDocument();
    expect(within(profile).getByRole('link', { name: /^영업시간 (바꾸기|하러 가기)$/ })).toHaveAttribute(
      'href',
      '/profile/101/operation-time',
    );
    const quest = await region('퀘스트');
    expect(await within(quest).findByRole('progressbar')).toBeInTheDocument();
    // The reward's kind and state in the schema's words.
    const rewards = await region('받은 보상');
    expect(await within(rewards).findAllByText('지급 완료')).not.toHaveLength(0);
    expect(within(rewards).getAllByText('광고 캐시')).not.toHaveLength(0);
  });

  it('confirming the quest’s last open item finishes it and its reward is received', async () => {
    const { user } = renderRoute(HUB);
    const rewards = await region('받은 보상');
    await within(rewards).findAllByText('지급 완료');
    const received = within(rewards).getAllByRole('row').length;
    expect(within(rewards).queryByText('광고 캐시 20,000원')).not.toBeInTheDocument();
    const quest = await region('퀘스트');
    await user.click(await within(quest).findByRole('button', { name: '소식 연속 올리기 완료 확인' }));
    expect(await within(rewards).findByText('광고 캐시 20,000원')).toBeInTheDocument();
    expect(within(rewards).getAllByRole('row')).toHaveLength(received + 1);
    expect(within(quest).queryByRole('button', { name: /완료 확인$/ })).not.toBeInTheDocument();
  });

  it('says a coupon count it could not read in its row, and a failed quest with 다시 시도 in its panel only', async () => {
    mockRuntime.faults.add({ operation: 'coupon.listCouponBoxes', status: 500 });
    mockRuntime.faults.add({ operation: 'business-account.getQuestInProgress', status: 500 });
    const { user } = renderRoute(HUB);
    const coupons = (await within(await region('프로필 채우기')).findByText('쿠폰')).closest('li')!;
    expect(coupons).toHaveTextContent('불러오지 못했어요.');
    const quest = await region('퀘스트');
    const retry = await within(quest).findByRole('button', { name: '다시 시도' });
    expect(within(await region('프로필 채우기')).queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    mockRuntime.faults.clear();
    await user.click(retry);
    expect(await within(quest).findByRole('progressbar')).toBeInTheDocument();
  });
});
