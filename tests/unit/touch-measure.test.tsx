/**
 * The touch sweep's measure (tests/e2e/touch-measure.ts) counts only what a finger can reach. jsdom
 * lays nothing out, so each box is given by hand: the page scrolled 500 px down, a fixed notice slid
 * above the screen while hidden (its box 58 px to 10 px above the top) is not a target, and a skip
 * link moved above the page's start is not either; a button of the page scrolled out of view above
 * is still one (a finger reaches it after scrolling back).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { measureTouchTargets } from '../e2e/touch-measure';

const RULES = { min: 44, gap: 8 };

function boxed(element: HTMLElement, top: number, height = 48, left = 100, width = 200) {
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: left, y: top, width, height });
  return element;
}

function button(name: string, top: number, parent: HTMLElement = document.body) {
  const element = document.createElement('button');
  element.textContent = name;
  parent.append(element);
  return boxed(element, top);
}

describe('what the touch sweep measures, the page scrolled down', () => {
  beforeEach(() => {
    window.scrollY = 500;
  });
  afterEach(() => {
    document.body.replaceChildren();
    window.scrollY = 0;
  });

  it('leaves out a fixed notice slid above the screen', () => {
    const layer = document.createElement('div');
    layer.style.position = 'fixed';
    document.body.append(layer);
    button('확인하지 않은 새 주문 1건', -58, layer);
    button('접수', 300);
    expect(measureTouchTargets(RULES).count).toBe(1);
  });

  it('keeps a button of the page scrolled out of view above, and leaves out one above the page', () => {
    button('픽업 완료', -200);
    const skip = document.createElement('a');
    skip.href = '#main';
    skip.textContent = '본문 바로가기';
    document.body.append(boxed(skip, -600));
    expect(measureTouchTargets(RULES).count).toBe(1);
  });
});
