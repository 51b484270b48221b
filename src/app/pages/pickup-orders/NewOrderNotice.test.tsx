/**
 * The new-order notice's place and moment (issue 41's notice, kept steady): it hangs under the bars
 * that stay at the screen's top as they are measured (a tab bar wrapped onto two lines on a 360 px
 * phone is 100 px, not 46), and it does not slide in before the browser has said whether a new
 * card is on the screen, nor at every change of the tab. jsdom lays nothing out and has no
 * IntersectionObserver: the boxes are given by hand and the observer reports when the test says.
 */
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewOrderNotice, useNewOrdersToldInView } from './NewOrderNotice';
import { stickyBarsBottom } from './sticky-bars';

function sized(element: HTMLElement, height: number) {
  element.getBoundingClientRect = () => DOMRect.fromRect({ width: 360, height });
  return element;
}

/** The console's header (56 px) and a board whose tab bar is `barHeight` px, sticky or not. */
function board(barHeight: number, sticky: boolean) {
  const header = sized(document.createElement('header'), 56);
  header.className = 'shell-header';
  const root = document.createElement('div');
  const tabs = document.createElement('div');
  tabs.className = 'board-tabs';
  const nav = sized(document.createElement('div'), barHeight);
  nav.className = 'ant-tabs-nav';
  if (sticky) nav.style.position = 'sticky';
  tabs.append(nav);
  root.append(tabs);
  document.body.append(header, root);
  return root;
}

describe('how far down the sticky bars reach', () => {
  afterEach(() => document.body.replaceChildren());

  it('is the header and the tab bar wrapped onto two lines, on a narrow phone', () => {
    expect(stickyBarsBottom(board(100, true))).toBe(156);
  });

  it('is the header alone where the tab bar scrolls with the page (the desk)', () => {
    expect(stickyBarsBottom(board(46, false))).toBe(56);
  });

  it('places the notice 8 px under them (the stylesheet adds the 8 px)', () => {
    render(
      <NewOrderNotice count={1} board={{ current: null }} drawn="new" barsBottom={156} onShow={() => undefined} />,
    );
    expect(screen.getByRole('status').style.getPropertyValue('--board-bars-bottom')).toBe('156px');
  });
});

/** An IntersectionObserver whose reports the test sends. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly targets: Element[] = [];
  constructor(readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  send(isIntersecting: boolean) {
    act(() => this.report(this.targets.map((target) => ({ target, isIntersecting }))));
  }
}

describe('whether a new order is told on the screen', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('keeps the last answer until the browser reports, at first and at every change of what is drawn', () => {
    const root = document.createElement('div');
    root.innerHTML = '<div class="board-pending-alert"></div>';
    document.body.append(root);
    const ref = { current: root };
    const { result, rerender } = renderHook(({ key }) => useNewOrdersToldInView(ref, key, 102), {
      initialProps: { key: 'new:1' },
    });
    // Not yet known: the notice stays where it is (hidden), rather than sliding in for a frame.
    expect(result.current).toBe(true);
    FakeObserver.last!.send(false);
    expect(result.current).toBe(false);

    rerender({ key: 'progress:1' });
    expect(result.current).toBe(false);
    FakeObserver.last!.send(true);
    expect(result.current).toBe(true);
    rerender({ key: 'progress:1,2' });
    expect(result.current).toBe(true);
  });
});
