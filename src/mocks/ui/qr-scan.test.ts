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
});
