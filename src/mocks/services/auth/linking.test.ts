/** QR login codes wait for a scan: the demo phone scans only when 데모 도구 asks it to (issue 25). */
import { describe, expect, it } from 'vitest';
import { seedAuth } from './seed';
import { checkLinking, createLinking, QR_LIFETIME_SECONDS } from './linking';

describe('QR linking in the mock', () => {
  it('stays WAITING for the whole lifetime of a code nobody scanned, then expires', () => {
    const auth = seedAuth();
    const issued = new Date('2026-11-27T10:00:00+09:00');
    const { linkingToken } = createLinking(auth, issued, 1);
    const at = (seconds: number) => checkLinking(auth, linkingToken, new Date(issued.getTime() + seconds * 1000), 2);
    for (const seconds of [0, 6, 30, QR_LIFETIME_SECONDS - 1]) {
      expect(at(seconds)).toMatchObject({ status: 'WAITING', accessToken: null });
    }
    expect(at(QR_LIFETIME_SECONDS)).toMatchObject({ status: 'EXPIRED', accessToken: null });
    expect(auth.userAccessTokens).toEqual([]);
  });

  it('links once the code was scanned, handing the user token out once', () => {
    const auth = seedAuth();
    const issued = new Date('2026-11-27T10:00:00+09:00');
    const { linkingToken } = createLinking(auth, issued, 1);
    auth.linkings.at(-1)!.linkAt = new Date(issued.getTime() + 10_000).toISOString();
    const later = new Date(issued.getTime() + 12_000);
    expect(checkLinking(auth, linkingToken, later, 2)).toMatchObject({ status: 'LINKED', accessToken: 'dmu_55012_2' });
    expect(checkLinking(auth, linkingToken, later, 3)).toMatchObject({ status: 'LINKED', accessToken: null });
  });
});
