/**
 * A row's action (수정, 삭제, 발행 중지 …) as a plain button or link in antd's default look
 * (row-button.css). A list draws three or four per row before its first paint, and antd's Button
 * draws four components for each (the button, its click wave, a motion and the loading icon it
 * keeps ready): 40 % of what the coupon list drew before its row. These draw one element each.
 * `busy` shows a spinner and ignores a second press, as BusyButton does.
 */
import { LoadingOutlined } from '@ant-design/icons';
import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { pressUnlessBusy } from './press-unless-busy';
import './row-button.css';

interface Look {
  readonly size?: 'small' | 'middle' | undefined;
  readonly danger?: boolean | undefined;
}

const classOf = ({ size = 'small', danger }: Look, extra?: string) =>
  ['row-button', size === 'small' ? 'row-button-small' : '', danger ? 'row-button-danger' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');

export interface RowButtonProps extends Look, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  readonly busy?: boolean | undefined;
}

export function RowButton({ size, danger, busy = false, className, onClick, children, ...rest }: RowButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={classOf({ size, danger }, className)}
      aria-busy={busy || undefined}
      onClick={pressUnlessBusy(busy, onClick)}
    >
      {busy ? <LoadingOutlined aria-hidden /> : null}
      <span>{children}</span>
    </button>
  );
}

/** Another screen of the row (수정, 미리보기): a link that looks like its neighbours. */
export function RowLink({ size, danger, className, children, ...rest }: Look & LinkProps) {
  return (
    <Link {...rest} className={classOf({ size, danger }, className)}>
      <span>{children}</span>
    </Link>
  );
}
