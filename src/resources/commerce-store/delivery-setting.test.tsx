/**
 * The delivery setting form: 무료 배송 조건 금액 above 배송비 (the schema's rule, said as the merchant
 * types) and above the store's 최소 주문 금액 (the server's, said under the field after 저장).
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeBusinessAccountId } from '@/api/session';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '@/mocks/services/auth/seed';
import { findStore } from '@/mocks/services/commerce/access';
import { renderRoute } from '@/testing/render-route';

async function openForm() {
  storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
  const view = renderRoute(`/profile/${DEMO_ACCOUNT_IDS.active}/store/delivery_setting`);
  const fee = await screen.findByLabelText('배송비', { exact: true });
  await waitFor(() => expect(fee).toHaveValue('3,000'));
  return { ...view, fee, free: screen.getByLabelText('무료 배송 조건 금액') };
}

/** What is said under the field (not the summary above the form). */
function explainUnder(field: HTMLElement): string | undefined {
  return field.closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? undefined;
}

describe('delivery setting rules', () => {
  it('refuses a threshold not above the fee, with the schema rule’s sentence, and saves nothing', async () => {
    const { user, fee, free } = await openForm();
    await user.clear(fee);
    await user.type(fee, '50000');
    await user.clear(free);
    await user.type(free, '1000');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(explainUnder(free)).toBe('무료 배송 조건 금액은 배송비(50,000원)보다 커야 해요.'));
    expect(findStore(mockRuntime.db.state, DEMO_ACCOUNT_IDS.active)!.deliverySetting.freeConditionPrice).toBe(30_000);
  });

  it('says under the field when the threshold is not above the minimum order amount', async () => {
    const { user, free } = await openForm();
    await user.clear(free);
    await user.type(free, '5000');
    await user.click(screen.getByRole('button', { name: '저장' }));
    // The store's 최소 주문 금액 is the seed's 10,000원.
    await waitFor(() =>
      expect(explainUnder(free)).toBe(
        '무료 배송 조건 금액은 최소 주문 금액(10,000원)보다 커야 해요. 모든 주문을 무료로 보내려면 배송비 방식을 무료 배송으로 골라 주세요.',
      ),
    );
    expect(findStore(mockRuntime.db.state, DEMO_ACCOUNT_IDS.active)!.deliverySetting.freeConditionPrice).toBe(30_000);
  });
});
