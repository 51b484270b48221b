import type { MouseEvent } from 'react';

/**
 * A button's press while its action runs does nothing (a submit button's form checks the same);
 * otherwise it is the button's own. Shared by BusyButton (antd) and RowButton (plain).
 */
export function pressUnlessBusy<E extends MouseEvent>(busy: boolean, onClick: ((event: E) => void) | undefined) {
  return (event: E) => {
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
}
