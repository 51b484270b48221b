import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { reportError } from '@/lib/error-reporting';
import { RouteError } from './RouteError';

vi.mock('@/lib/error-reporting', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  reportError: vi.fn(),
}));

function Broken(): never {
  throw new Error('화면 오류');
}

describe('RouteError', () => {
  it('reports the route error and offers a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: RouteError }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('button', { name: /다시 시도/ })).toBeInTheDocument();
    // Reported from an effect, which may run after the first paint.
    await waitFor(() =>
      expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: '화면 오류' }), { source: 'route' }),
    );
  });
});
