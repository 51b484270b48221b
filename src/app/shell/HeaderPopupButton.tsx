/**
 * A header button with its popup panel: `aria-expanded`/`aria-controls` on the button, the panel
 * gets focus when it opens (its first control, else itself) so the keyboard can go on from there.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
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
    const first = panelElement?.querySelector<HTMLElement>('a[href], button:not([disabled]), [tabindex="0"]');
    (first ?? panelElement)?.focus();
  }, [open]);

  return (
    <div className="shell-popup-anchor" ref={popups.anchor(popup)}>
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
        >
          {panel()}
        </div>
      ) : null}
    </div>
  );
}
