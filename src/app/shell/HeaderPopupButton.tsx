/**
 * A header button with its popup panel: `aria-expanded`/`aria-controls` on the button, the panel
 * gets focus when it opens (its first control, else itself) so the keyboard can go on from there:
 * arrow keys move inside it (see `popup-keyboard.ts`), and tabbing out of it closes it.
 */
import { useEffect, useId, useRef, type FocusEvent, type ReactNode } from 'react';
import { handlePopupKeys } from './popup-keyboard';
import type { HeaderPopup, HeaderPopups } from './use-header-popups';

export interface HeaderPopupButtonProps {
  readonly popup: HeaderPopup;
  readonly popups: HeaderPopups;
  /** Accessible name of the button (and the panel). */
  readonly label: string;
  /** What the button shows (icon, text, dot). */
  readonly children: ReactNode;
  readonly panel: () => ReactNode;
  readonly align?: 'left' | 'right';
  /** Runs when the button opens the popup (not when it closes it). */
  readonly onOpen?: () => void;
}

export function HeaderPopupButton({
  popup,
  popups,
  label,
  children,
  panel,
  align = 'right',
  onOpen,
}: HeaderPopupButtonProps) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const open = popups.open === popup;

  useEffect(() => {
    if (!open) return;
    const panelElement = panelRef.current;
    const first = panelElement?.querySelector<HTMLElement>(
      '[role="tab"][aria-selected="true"], a[href], button:not([disabled]), [tabindex="0"]',
    );
    (first ?? panelElement)?.focus();
  }, [open]);

  // Focus moving to something outside the button and its panel (Tab past the last item) closes it;
  // a click on plain text inside the panel blurs to nothing and keeps it open.
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    if (open && to instanceof Node && !event.currentTarget.contains(to)) popups.close();
  };

  return (
    <div className="shell-popup-anchor" ref={popups.anchor(popup)} onBlur={closeWhenFocusLeaves}>
      <button
        type="button"
        className="shell-icon-button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => {
          if (!open) onOpen?.();
          popups.toggle(popup);
        }}
      >
        {children}
      </button>
      {open ? (
        <div
          id={id}
          ref={panelRef}
          role="dialog"
          aria-label={label}
          tabIndex={-1}
          className={`shell-popup shell-popup-${align}`}
          onKeyDown={handlePopupKeys}
        >
          {panel()}
        </div>
      ) : null}
    </div>
  );
}
