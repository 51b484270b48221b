import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeBusinessAccountId } from '@/api/session';
import { renderPage } from '@/app/pages/test-utils';

describe('invitations', () => {
  // The business-account service wants an Account-Id even here: the invitee's own current account.
  beforeEach(() => storeBusinessAccountId(101));

  it('shows the business and role and accepts a pending invitation', async () => {
    const { user, router } = renderPage('/user/administrator/invitation_redirect?code=MW7K2Q');
    const accept = await screen.findByRole('button', { name: '초대 수락하기' });
    expect(router.state.location.search).toBe('?code=MW7K2Q');
    await user.click(accept);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/profile\/\d+$/));
  });

  it('explains an expired invitation', async () => {
    renderPage('/user/administrator/accept?code=HK9X4P');
    expect(await screen.findByText(/만료된 초대예요/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '초대 수락하기' })).toBeDisabled();
  });
});

describe('an invitation link that names no invitation', () => {
  it('says so without a code, and for a code that is not one', async () => {
    const first = renderPage('/user/administrator/accept');
    expect(await screen.findByText('초대 코드가 없어요. 받은 초대 링크를 다시 열어 주세요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '초대 수락하기' })).not.toBeInTheDocument();
    first.unmount();
    renderPage('/user/administrator/accept?code=ZZZZZZ');
    expect(await screen.findByText('초대 코드가 없어요. 받은 초대 링크를 다시 열어 주세요.')).toBeInTheDocument();
  });
});
