import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

function Counter({ label }: { readonly label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

describe('lazyComponent', () => {
  it('loads the component when first drawn, shows the fallback meanwhile, and keeps its state', async () => {
    let loads = 0;
    let resolve: (component: typeof Counter) => void = () => {};
    const Lazy = lazyComponent(
      () => {
        loads += 1;
        return new Promise<typeof Counter>((done) => (resolve = done));
      },
      <span role="status">불러오는 중</span>,
    );
    expect(loads).toBe(0);
    const { rerender } = render(<Lazy label="눌림" />);
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중');
    await act(() => {
      resolve(Counter);
      return Promise.resolve();
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '눌림 0' }));
    rerender(<Lazy label="눌림" />);
    expect(screen.getByRole('button', { name: '눌림 1' })).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
