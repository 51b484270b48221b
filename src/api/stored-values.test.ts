import { afterEach, describe, expect, it } from 'vitest';
import { clearPersonalValues, personalKey, STORED_VALUES } from './stored-values';

describe('stored values with an owner', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('every stored value names its owner', () => {
    for (const value of Object.values(STORED_VALUES)) expect(['person', 'account', 'device']).toContain(value.owner);
  });

  it('sign-out removes every person’s values and keeps the accounts’ and the device’s', () => {
    localStorage.setItem(STORED_VALUES.businessUser.key, '9001');
    localStorage.setItem(STORED_VALUES.currentAccount.key, '101');
    localStorage.setItem(personalKey(STORED_VALUES.profileCreateDraft, '9001')!, '{"step":2}');
    localStorage.setItem(personalKey(STORED_VALUES.profileCreateDraft, '9002')!, '{"step":1}');
    localStorage.setItem(`${STORED_VALUES.pickupOnboardingStep.key}:101`, 'store');
    localStorage.setItem(STORED_VALUES.lastPrepMinutes.key, '15');
    localStorage.setItem(`${personalKey(STORED_VALUES.orderBoardAnnounced, '9001')!}.101`, '[7]');
    sessionStorage.setItem(`${STORED_VALUES.orderBoardAcknowledged.key}.101`, '[1]');
    sessionStorage.setItem(STORED_VALUES.scrollPositions.key, '{"/profile/101/customer":840}');
    sessionStorage.setItem('dongne.mock-faults', '[]');

    clearPersonalValues();

    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    expect(keys.sort()).toEqual(
      [`${STORED_VALUES.pickupOnboardingStep.key}:101`, STORED_VALUES.lastPrepMinutes.key].sort(),
    );
    // Issue 38: the tab's scroll positions and board acknowledgements were the person's.
    expect(Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index))).toEqual([
      'dongne.mock-faults',
    ]);
  });

  it('keeps nothing personal while nobody is signed in', () => {
    expect(personalKey(STORED_VALUES.profileCreateDraft, undefined)).toBeUndefined();
  });
});
