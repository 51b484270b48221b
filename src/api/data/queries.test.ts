import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { operationQueryKey } from '@/api/data/keys';
import { mockServer } from '@/mocks/node';
import { fetchForScreen, UnexpectedStatusError } from './queries';

describe('only a 200 answer updates the screen (spec 000 §5)', () => {
  const answer202 = () =>
    mockServer.use(
      http.get(/config\..*\/api\/v1\/parameters/, () => HttpResponse.json({ data: { limits: {} } }, { status: 202 })),
    );

  it('keeps what is shown when a 2xx other than 200 arrives', async () => {
    const queryClient = new QueryClient();
    const shown = { data: { shown: true } };
    queryClient.setQueryData(operationQueryKey('config.getRemoteConfig'), shown);
    answer202();
    await expect(fetchForScreen(queryClient, 'config.getRemoteConfig', {})).resolves.toBe(shown);
  });

  it('treats it as an error when nothing is shown yet', async () => {
    answer202();
    await expect(fetchForScreen(new QueryClient(), 'config.getRemoteConfig', {})).rejects.toBeInstanceOf(
      UnexpectedStatusError,
    );
  });

  it('returns the body of a 200', async () => {
    const body = await fetchForScreen(new QueryClient(), 'config.getRemoteConfig', {});
    expect(body).toMatchObject({ data: { limits: { postTitle: { maxLength: 30 } } } });
  });
});
