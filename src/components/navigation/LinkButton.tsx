/**
 * A link that looks like a button: one focusable <a> (never a button inside a link), followed by
 * the router on a plain click and left to the browser on Ctrl/Cmd/Shift-click or middle-click.
 */
import { Button, type ButtonProps } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';

interface LinkButtonProps extends Pick<ButtonProps, 'type' | 'icon' | 'size'> {
  readonly to: string;
  readonly children: ReactNode;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function LinkButton({ to, children, ...buttonProps }: LinkButtonProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  return (
    <Button
      {...buttonProps}
      href={href}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </Button>
  );
}
