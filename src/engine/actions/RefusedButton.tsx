/**
 * An action the user may see but not take (a role that may not): a real button that keeps its
 * place in the Tab order, says it is unavailable (`aria-disabled`) and why (its description, a
 * tooltip on hover and focus), and on a press only repeats the reason. Nothing is called.
 */
import { Button, Tooltip } from 'antd';
import { useId } from 'react';
import { toast } from '@/components/toast/toast-store';

export interface RefusedButtonProps {
  readonly label: string;
  readonly reason: string;
  /** Accessible name suffix, as on the action's own button ("내보내기: 이매니저"). */
  readonly recordLabel?: string | undefined;
  readonly size?: 'small' | 'middle';
  readonly danger?: boolean;
  readonly type?: 'primary' | 'default';
  readonly icon?: React.ReactNode;
}

export function RefusedButton({ label, reason, recordLabel, size, danger, type, icon }: RefusedButtonProps) {
  const reasonId = useId();
  return (
    <>
      <Tooltip title={reason} trigger={['hover', 'focus']}>
        <Button
          size={size}
          {...(type ? { type } : {})}
          {...(icon ? { icon } : {})}
          danger={danger ?? false}
          className="refused-action"
          aria-disabled="true"
          aria-describedby={reasonId}
          aria-label={recordLabel ? `${label}: ${recordLabel}` : undefined}
          onClick={() => toast.info(reason)}
        >
          {label}
        </Button>
      </Tooltip>
      <span id={reasonId} hidden>
        {reason}
      </span>
    </>
  );
}
