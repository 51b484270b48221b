/**
 * Route-level test of the photo list, whose local profile id is read from the account's local
 * profile before the list is asked (a derived route parameter): the photos of the account's own
 * profile, the sentence when the account has none, and 다시 시도 when asking for it fails.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const PROFILE_OF_101 = /\/api\/v1\/local_profile\/by-ba\/101$/;

describe('photo list', () => {
  it('lists the photos of the account’s own local profile, pinned first', async () => {
    const paths: string[] = [];
    mockServer.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname));
    renderRoute('/profile/101/images');
    const table = await screen.findByRole('table', { name: '사진 목록' });
    await waitFor(() => expect(table.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(10));
    const first = table.querySelector('tbody tr[data-row-key]') as HTMLElement;
    expect(within(first).getByRole('button', { name: /^고정 해제: / })).toBeInTheDocument();
    // A thumbnail a merchant can make out, opening the whole photo in a new tab.
    const photo = within(first).getByRole('link', { name: /^사진 \d+.* 크게 보기 \(새 탭에서 열려요\)$/ });
    expect(photo).toHaveAttribute('target', '_blank');
    expect(photo.querySelector('img')).toHaveAttribute('width', '128');
    expect(photo).toHaveAttribute('href', photo.querySelector('img')!.getAttribute('src'));
    expect(paths).toContain('/api/v1/local_profile/by-ba/101');
    expect(paths).toContain('/api/v2/local_profiles/7101/images');
    mockServer.events.removeAllListeners();
  });

  it('says so when the account has no local profile yet', async () => {
    mockServer.use(
      http.get(PROFILE_OF_101, () => HttpResponse.json({ status: 404, message: '없어요.' }, { status: 404 })),
    );
    renderRoute('/profile/101/images');
    expect(await screen.findByText(/이 계정에는 아직 동네 프로필이 없어요/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '사진 관리' })).toBeInTheDocument();
  });

  it('offers 다시 시도 when the local profile cannot be read, and then shows the photos', async () => {
    let failing = true;
    mockServer.use(
      http.get(PROFILE_OF_101, () =>
        failing ? HttpResponse.json({ status: 500, message: '오류' }, { status: 500 }) : undefined,
      ),
    );
    renderRoute('/profile/101/images');
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    failing = false;
    await userEvent.click(retry);
    const table = await screen.findByRole('table', { name: '사진 목록' });
    await waitFor(() => expect(table.querySelectorAll('tbody tr[data-row-key]').length).toBeGreaterThan(0));
  });
});
