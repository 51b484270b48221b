/**
 * An antd Button that shows a spinner while its action runs, drawn from the `busy` prop on every
 * render. antd's own `loading` keeps a state of its own, and the route sweep caught it still
 * spinning ("loading 저장") after a save that failed within a frame, while the form was already
 * usable again; its icon also put the English word "loading" into the button's name.
 */
import { LoadingOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { pressUnlessBusy } from './press-unless-busy';

export interface BusyButtonProps extends Omit<ButtonProps, 'loading' | 'icon'> {
  readonly busy: boolean;
}

export function BusyButton({ busy, onClick, children, ...rest }: BusyButtonProps) {
  return (
    <Button
      {...rest}
      icon={busy ? <LoadingOutlined aria-hidden /> : undefined}
      aria-busy={busy || undefined}
      onClick={pressUnlessBusy(busy, onClick)}
    >
      {children}
    </Button>
  );
}
