/**
 * A time typed on the keyboard: `9`, `930`, `21:30` become `HH:MM` when the field is left or Enter
 * is pressed (Enter never saves the form from here), ↑ ↓ move it by 30 minutes. A time on the next
 * day (a close after midnight) shows with 다음 날 beside it; an opening time is never the next day's,
 * so what was typed there (25:00) stays as typed for the form to refuse.
 */
import { Input, Tag } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { hoursManagementMessages } from '@/lib/hours-management-messages';
import { shownClock } from '@/lib/operation-time';

const text = hoursManagementMessages.operationTime;
const STEP = 30;

export interface TimeInputProps {
  readonly id: string;
  readonly label: string;
  /** Whether the value may lie past midnight (a close or a break): 26:00 then reads 다음 날 02:00. */
  readonly nextDayAllowed: boolean;
  /** The value on the day's clock (26:00), or what was typed when it is no time. */
  readonly value: string | undefined;
  /** What is typed, as it is typed (so the form always holds what is on screen). */
  readonly onType: (typed: string) => void;
  /** The field is left or Enter pressed: the typed text to read as a time. */
  readonly onCommit: (typed: string) => void;
  /** ↑ (+30) or ↓ (-30) pressed. */
  readonly onStep: (minutes: number) => void;
  readonly errorId?: string | undefined;
  readonly invalid: boolean;
  readonly hintId: string;
  readonly disabled: boolean;
}

export function TimeInput({
  id,
  label,
  nextDayAllowed,
  value,
  onType,
  onCommit,
  onStep,
  errorId,
  invalid,
  hintId,
  disabled,
}: TimeInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = nextDayAllowed ? shownClock(value) : { text: value ?? '', nextDay: false };
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    onCommit(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      commit();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      setDraft(null);
      onStep(event.key === 'ArrowUp' ? STEP : -STEP);
    }
  };
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <Input
        id={id}
        aria-label={label}
        value={draft ?? shown.text}
        placeholder="00:00"
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        style={{ width: 76, textAlign: 'center' }}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={[errorId, hintId, shown.nextDay && draft === null ? `${id}-next-day` : undefined]
          .filter(Boolean)
          .join(' ')}
        disabled={disabled}
        onChange={(event) => {
          setDraft(event.target.value);
          onType(event.target.value);
        }}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      {shown.nextDay && draft === null ? (
        <Tag id={`${id}-next-day`} color="blue" style={{ marginInlineEnd: 0 }}>
          {text.nextDay}
        </Tag>
      ) : null}
    </span>
  );
}
