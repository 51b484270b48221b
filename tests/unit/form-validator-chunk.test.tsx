/**
 * A form whose validator chunk does not arrive (flaky Wi-Fi; a deploy that replaced it is
 * src/lib/chunk-load.ts's) shows its error state with 다시 시도 rather than a skeleton forever, and
 * 다시 시도 loads the chunk again: a failed load is not kept.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as FormValidators from '@/api/form-validators';
import { renderRoute } from '@/testing/render-route';

const failures = vi.hoisted(() => ({ left: 0, asked: [] as string[] }));

vi.mock('@/api/form-validators', async (importOriginal) => {
  const original = await importOriginal<typeof FormValidators>();
  return {
    ...original,
    loadCompiledChecks: (form: string) => {
      failures.asked.push(form);
      if (failures.left > 0) {
        failures.left -= 1;
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      }
      return original.loadCompiledChecks(form);
    },
  };
});

describe('a form whose validator chunk fails to load', () => {
  it('shows the error state with 다시 시도, and the form once the chunk loads on 다시 시도', async () => {
    failures.left = 1;
    failures.asked.length = 0;
    const { user } = renderRoute('/profile/101/coupon/new');
    expect(
      await screen.findByText('네트워크에 연결할 수 없어요. 연결을 확인하고 다시 시도해 주세요.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('쿠폰 이름')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByLabelText('쿠폰 이름')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    expect(failures.asked.filter((form) => form === 'coupon.create').length).toBeGreaterThanOrEqual(2);
  });
});
