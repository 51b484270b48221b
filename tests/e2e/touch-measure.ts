/**
 * Every touch target on a page and what is wrong with it, measured in the page in one call
 * (docs/decisions/touch-targets.md): passed to `page.evaluate`, so it uses nothing from outside.
 *
 * A target is what a finger presses: a button, link, input, select, switch, checkbox, radio or tab
 * that is drawn. Its box is what takes the press: a checkbox's or radio's label, an input's antd
 * frame (the affix wrapper, the number box, the picker, the select), a tab's whole tab, a button a
 * link wraps. Each is at least `min`×`min` px, and at least `gap` px from every other target
 * except the parts of one joined control (a segmented group, a compact group).
 */
export interface TouchOffender {
  readonly name: string;
  readonly role: string;
  readonly width: number;
  readonly height: number;
  /** "under 44×44" (size) or "N px from <role> <name>" (spacing). */
  readonly problem: string;
}

export interface TouchRules {
  readonly min: number;
  readonly gap: number;
}

export function measureTouchTargets({ min, gap }: TouchRules): { count: number; offenders: TouchOffender[] } {
  const TARGETS = [
    'button',
    'a[href]',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    '[role="button"]',
    '[role="link"]',
    '[role="switch"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="tab"]',
    '[role="combobox"]',
    '[role="menuitem"]',
  ].join(',');
  // What takes the press for a control drawn inside another box.
  const FRAMES = [
    '.ant-checkbox-wrapper',
    '.ant-radio-wrapper',
    '.ant-radio-button-wrapper',
    '.ant-input-affix-wrapper',
    '.ant-input-number',
    '.ant-picker',
    '.ant-select',
    '.ant-segmented-item',
    '.ant-tabs-tab',
  ].join(',');
  // Parts of one control drawn as one (their borders touch by design).
  const JOINED = '.ant-radio-group, .ant-space-compact, .ant-segmented, .ant-picker-range';
  // Not the console's: the demo build's own tools are not in a production build.
  const NOT_THE_CONSOLE = '.demo-tools, [data-demo-tools]';

  const implicitRole = (element: Element): string => {
    const explicit = element.getAttribute('role');
    if (explicit) return explicit;
    if (element instanceof HTMLAnchorElement) return 'link';
    if (element instanceof HTMLTextAreaElement) return 'textbox';
    if (element instanceof HTMLInputElement) {
      if (element.type === 'checkbox' || element.type === 'radio') return element.type;
      return element.type === 'number' ? 'spinbutton' : 'textbox';
    }
    return element.tagName.toLowerCase();
  };
  const nameOf = (element: Element): string => {
    const labelled = element.getAttribute('aria-labelledby');
    const byIds = labelled
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : undefined;
    const text =
      element.getAttribute('aria-label') ||
      byIds ||
      label ||
      element.textContent ||
      element.getAttribute('title') ||
      element.getAttribute('placeholder') ||
      '';
    return text.replace(/\s+/g, ' ').trim().slice(0, 40) || '(이름 없음)';
  };
  // Inside a fixed layer the box is where it stays on the screen, whatever the page's scroll.
  const fixedLayer = (element: Element): boolean => {
    for (let node: Element | null = element; node; node = node.parentElement)
      if (getComputedStyle(node).position === 'fixed') return true;
    return false;
  };
  const drawn = (element: Element, rect: DOMRect): boolean => {
    if (rect.width < 2 || rect.height < 2) return false;
    // Moved out of the page until focused (the skip link), or a fixed notice slid off the screen
    // while hidden: a keyboard's target, not a finger's. In the page a box is above its start only
    // with the scroll added back; a fixed one is off the screen as it is.
    const [x, y] = fixedLayer(element) ? [0, 0] : [scrollX, scrollY];
    if (rect.bottom + y <= 0 || rect.right + x <= 0) return false;
    if (element.closest('[aria-hidden="true"], [inert], .visually-hidden, .shell-visually-hidden')) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };

  interface Target {
    readonly element: Element;
    readonly box: { left: number; top: number; right: number; bottom: number };
    readonly name: string;
    readonly role: string;
  }
  // An open modal (a dialog, a drawer) is all a finger can reach: the page behind it is not measured.
  const modals = [...document.querySelectorAll('[aria-modal="true"]')].filter((modal) => {
    const rect = modal.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && !modal.closest(NOT_THE_CONSOLE);
  });
  const scope = modals.at(-1) ?? document;
  const targets: Target[] = [];
  const seen = new Set<Element>();
  for (const control of scope.querySelectorAll(TARGETS)) {
    if (control.closest(NOT_THE_CONSOLE)) continue;
    const frame = control.closest(FRAMES) ?? control;
    // A target inside another (a button a link wraps) is pressed through the outer one.
    const outer = frame.parentElement?.closest(TARGETS);
    const owner = outer && !outer.closest(NOT_THE_CONSOLE) ? (outer.closest(FRAMES) ?? outer) : frame;
    if (seen.has(owner)) continue;
    seen.add(owner);
    const rects = [owner, ...owner.querySelectorAll(TARGETS)]
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ element, rect }) => drawn(element, rect))
      .map(({ rect }) => rect);
    if (rects.length === 0) continue;
    const box = {
      left: Math.min(...rects.map((rect) => rect.left)),
      top: Math.min(...rects.map((rect) => rect.top)),
      right: Math.max(...rects.map((rect) => rect.right)),
      bottom: Math.max(...rects.map((rect) => rect.bottom)),
    };
    targets.push({ element: owner, box, name: nameOf(control), role: implicitRole(control) });
  }

  const round = (value: number) => Math.round(value * 10) / 10;
  const offenders: TouchOffender[] = [];
  // Half a pixel of slack: a 44 px box can measure 43.99 after zoom rounding.
  const slack = 0.5;
  for (const target of targets) {
    const width = target.box.right - target.box.left;
    const height = target.box.bottom - target.box.top;
    if (width + slack < min || height + slack < min)
      offenders.push({
        name: target.name,
        role: target.role,
        width: round(width),
        height: round(height),
        problem: `under ${min}×${min}`,
      });
  }
  for (const [index, a] of targets.entries()) {
    for (const b of targets.slice(index + 1)) {
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const joined = a.element.closest(JOINED);
      if (joined && joined === b.element.closest(JOINED)) continue;
      const dx = Math.max(b.box.left - a.box.right, a.box.left - b.box.right, 0);
      const dy = Math.max(b.box.top - a.box.bottom, a.box.top - b.box.bottom, 0);
      const distance = Math.hypot(dx, dy);
      if (distance + slack < gap)
        offenders.push({
          name: a.name,
          role: a.role,
          width: round(a.box.right - a.box.left),
          height: round(a.box.bottom - a.box.top),
          problem: `${round(distance)} px from ${b.role} "${b.name}"`,
        });
    }
  }
  return { count: targets.length, offenders };
}
