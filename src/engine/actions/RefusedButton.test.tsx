import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '@/components/toast/toast-store';
import { RefusedButton } from './RefusedButton';

afterEach(() => toastStore.clear());

describe('RefusedButton', () => {
  it('stays in the Tab order, says it is unavailable and why, and only repeats the reason when pressed', async () => {
    const user = userEvent.setup();
    render(
      <RefusedButton label="내보내기" reason="관리자는 대표 관리자만 내보낼 수 있어요." recordLabel="저녁 매니저" />,
    );
    const button = screen.getByRole('button', { name: '내보내기: 저녁 매니저' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveAccessibleDescription('관리자는 대표 관리자만 내보낼 수 있어요.');

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toastStore.getSnapshot().map((toast) => toast.text)).toEqual(['관리자는 대표 관리자만 내보낼 수 있어요.']);
  });
});
