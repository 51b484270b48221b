/**
 * A deploy while the board is open (issue 41): the new version is offered only at a quiet moment,
 * with no dialog open and nothing being typed.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewVersionNotice } from './NewVersionNotice';
import { isQuietMoment, VERSION_CHECK_MS } from './use-new-version';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('a quiet moment', () => {
  it('is none while a dialog is open or a field is being typed in', () => {
    expect(isQuietMoment()).toBe(true);
    document.body.innerHTML = '<div role="dialog" aria-label="주문 접수"><input aria-label="직접 입력"></div>';
    expect(isQuietMoment()).toBe(false);
    document.body.innerHTML = '<div role="dialog" hidden></div><textarea aria-label="메모"></textarea>';
    expect(isQuietMoment()).toBe(true);
    document.querySelector('textarea')!.focus();
    expect(isQuietMoment()).toBe(false);
  });
});

describe('the new-version notice', () => {
  it('comes at the first check after a deploy, and waits while the merchant types', async () => {
    vi.useFakeTimers();
    let deployed = false;
    const check = () => Promise.resolve(deployed);
    render(
      <>
        <NewVersionNotice check={check} />
        <input aria-label="직접 입력" />
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(VERSION_CHECK_MS));
    expect(screen.queryByText('새 버전이 있어요')).toBeNull();

    deployed = true;
    screen.getByRole('textbox', { name: '직접 입력' }).focus();
    await act(() => vi.advanceTimersByTimeAsync(VERSION_CHECK_MS + 10_000));
    expect(screen.queryByText('새 버전이 있어요')).toBeNull();

    act(() => screen.getByRole('textbox', { name: '직접 입력' }).blur());
    expect(screen.getByRole('status')).toHaveTextContent('새 버전이 있어요');
    expect(screen.getByRole('button', { name: '새로고침' })).toBeInTheDocument();
  });
});
