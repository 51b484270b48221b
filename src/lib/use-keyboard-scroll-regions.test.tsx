import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeyboardScrollRegions } from './use-keyboard-scroll-regions';

function Probe({ children }: { readonly children?: React.ReactNode }) {
  useKeyboardScrollRegions();
  return (
    <div className="ant-table-content" data-testid="box">
      <table aria-label="정산 내역">
        <tbody>
          <tr>
            <td>{children ?? '12,000원'}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function setWidths(box: HTMLElement, scroll: number, client: number) {
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: scroll });
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: client });
}

const nextFrame = () => act(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));

describe('useKeyboardScrollRegions', () => {
  it('makes a table box that scrolls sideways a named tab stop, and stops when it fits again', async () => {
    const { getByTestId } = render(<Probe />);
    const box = getByTestId('box');
    setWidths(box, 800, 390);
    window.dispatchEvent(new Event('resize'));
    await nextFrame();
    expect(box.tabIndex).toBe(0);
    expect(box).toHaveAttribute('role', 'region');
    expect(box).toHaveAttribute('aria-label', '정산 내역, 옆으로 넘겨 보기');

    setWidths(box, 390, 390);
    window.dispatchEvent(new Event('resize'));
    await nextFrame();
    expect(box).not.toHaveAttribute('tabindex');
    expect(box).not.toHaveAttribute('role');
  });

  it('leaves a box alone when the keyboard reaches it through a link inside', async () => {
    const { getByTestId } = render(<Probe>{<a href="/order/1">주문 1</a>}</Probe>);
    const box = getByTestId('box');
    setWidths(box, 800, 390);
    window.dispatchEvent(new Event('resize'));
    await nextFrame();
    expect(box).not.toHaveAttribute('tabindex');
  });
});
