/** The onboarding setup (issue 12 §2): nothing a merchant typed is lost when a draft or a 검수 요청 fails. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';
import { patience } from '@/testing/patience';

// 102 has the 가게 정보 step rejected (its photo could not be read): it may be edited and sent again.
const SETUP = '/profile/102/pickup/setup?step=store';
const storeInfo = () => mockRuntime.db.state.pickup.stores['102']!.onboarding.storeInfo;

describe('pickup onboarding setup', () => {
  it(
    'keeps what was typed through a failed draft and a failed 검수 요청, then sends it',
    async () => {
      // Here the reviewer rejected the phone number, so changing it lets the step go again.
      storeInfo().rejectReason = {
        title: '전화번호가 연결되지 않아요',
        content: '',
        field: 'phoneNumber',
        rejectedValue: '02-325-7788',
      };
      const { user } = renderRoute(SETUP);
      // Label and text queries: role queries over the whole shell are slow on a busy machine.
      const phone = await screen.findByLabelText(/매장 전화번호/);
      const form = () => within(phone.closest('form')!);
      expect(storeInfo().status).toBe('REJECTED');

      mockRuntime.faults.add({ operation: 'pickup.saveStoreInfoDraft', status: 500 });
      mockRuntime.faults.add({ operation: 'pickup.submitStoreInfoInspection', status: 500 });
      await user.clear(phone);
      await user.paste('02-325-9999');
      // The autosave a moment after the edit fails: it says so, and the answer stays.
      expect(await screen.findByText(/^임시 저장하지 못했어요\./)).toBeInTheDocument();
      expect(phone).toHaveValue('02-325-9999');

      await user.click(form().getByText('다시 검수 요청'));
      expect(await screen.findByText('서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
      expect(phone).toHaveValue('02-325-9999');
      expect(storeInfo().status).toBe('REJECTED');

      mockRuntime.faults.clear();
      await user.click(form().getByText('다시 검수 요청'));
      await waitFor(() => expect(storeInfo().status).toBe('UNDER_INSPECTION'));
      // Sent as its digits (x-normalize); the field keeps what was typed.
      expect(storeInfo().draft).toMatchObject({ phoneNumber: '023259999' });
    },
    patience.vitestLongTestMs,
  );
});
