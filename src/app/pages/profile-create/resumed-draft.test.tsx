/**
 * A merchant back on 비즈프로필 만들기 is told where the draft stands, truthfully (issue 40): step 1 is
 * only a draft on this browser, so before the last step nothing was made and nothing says it was.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeBusinessUserId } from '@/api/session';
import { renderRoute } from '@/testing/render-route';
import { saveDraft, type CreateDraft } from './create-draft';

/** The signed-in person whose draft it is. */
const PERSON = '1';

const onStep2: CreateDraft = {
  step: 2,
  step1: { name: '망원 테스트 베이커리' },
  step2: { phone: '', introduction: '' },
};

describe('a resumed profile draft', () => {
  it('on step 2, before the account is made, says it is made only at 만들기 마치기', async () => {
    storeBusinessUserId(PERSON);
    saveDraft(PERSON, onStep2);
    renderRoute('/profile/create');
    expect(
      await screen.findByText(
        "'망원 테스트 베이커리'의 가게 정보까지 적어 두었어요. 연락처를 넣고 만들기 마치기를 누르면 계정이 만들어져요.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/계정은 만들었어요/)).not.toBeInTheDocument();
  });

  it('after the last step made the account but did not finish, says the account is made', async () => {
    storeBusinessUserId(PERSON);
    saveDraft(PERSON, { ...onStep2, accountId: 4321 });
    renderRoute('/profile/create');
    expect(
      await screen.findByText("'망원 테스트 베이커리' 계정은 만들었어요. 연락처를 넣으면 끝나요."),
    ).toBeInTheDocument();
  });
});
