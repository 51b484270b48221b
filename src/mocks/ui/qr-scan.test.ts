import { describe, expect, it } from 'vitest';
import { client } from '@/api/clients';
import { mockRuntime } from '@/mocks/node';
import { simulateQrScan } from './qr-scan';

describe('simulateQrScan', () => {
  it('makes the newest waiting code linked', async () => {
    const { data } = await client('auth').GET('/api/v1/auths/linkings');
    const token = data!.data.linkingToken;
    expect(simulateQrScan(mockRuntime)).toBe(true);
    const check = await client('auth').PUT('/api/v1/auths/linkings', {
      params: { header: { 'x-linking-token': token } },
    });
    expect(check.data?.data.status).toBe('LINKED');
    expect(check.data?.data.accessToken).toEqual(expect.any(String));
  });

  it('says so when no code is waiting', () => {
    mockRuntime.db.state.auth.linkings = [];
    expect(simulateQrScan(mockRuntime)).toBe(false);
  });

  it('scans the code this page shows, not a code made the same second on the page left before', async () => {
    const { data: left } = await client('auth').GET('/api/v1/auths/linkings');
    const { data: shown } = await client('auth').GET('/api/v1/auths/linkings');
    const leftToken = left!.data.linkingToken;
    const shownToken = shown!.data.linkingToken;
    // The two codes carry the same second: only the order they were made in tells them apart.
    const [first, second] = mockRuntime.db.state.auth.linkings.slice(-2);
    second!.createdAt = first!.createdAt;
    // In the browser the token is read from the page (QrLoginPanel's data-linking-token).
    expect(simulateQrScan(mockRuntime, new Date(), shownToken)).toBe(true);
    const status = async (token: string) =>
      (await client('auth').PUT('/api/v1/auths/linkings', { params: { header: { 'x-linking-token': token } } })).data
        ?.data.status;
    expect(await status(shownToken)).toBe('LINKED');
    expect(await status(leftToken)).toBe('WAITING');
  });

  it('with no code on the page, scans the newest made, whatever their seconds say', async () => {
    await client('auth').GET('/api/v1/auths/linkings');
    const { data: newest } = await client('auth').GET('/api/v1/auths/linkings');
    const [first, second] = mockRuntime.db.state.auth.linkings.slice(-2);
    second!.createdAt = first!.createdAt;
    expect(simulateQrScan(mockRuntime, new Date(), undefined)).toBe(true);
    expect(mockRuntime.db.state.auth.linkings.at(-1)!.linkingToken).toBe(newest!.data.linkingToken);
    expect(mockRuntime.db.state.auth.linkings.at(-1)!.linkAt).not.toBeNull();
    expect(mockRuntime.db.state.auth.linkings.at(-2)!.linkAt).toBeNull();
  });
});
