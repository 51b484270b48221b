/**
 * The month a phone's one-month period picker shows. antd's range picker is built for two months
 * side by side and, when opened, puts the chosen day in the second (the first is the month before);
 * with one month shown, that would open on the wrong month. So on a phone the month is held here:
 * opened from a field, the month of that field's day (else the other's, else today's, never past
 * the last day allowed); then wherever the arrows and the chosen days take it.
 */
import { useRef, useState } from 'react';
import type { RangePickerProps } from 'antd/es/date-picker';
import { dayjs, kstToday } from '@/lib/format';

type Day = dayjs.Dayjs;
type Props = Pick<RangePickerProps, 'value' | 'maxDate' | 'onFocus' | 'onOpenChange'>;

export function usePhoneMonth(phone: boolean, props: Props): Partial<RangePickerProps> {
  const [shown, setShown] = useState<Day>();
  const open = useRef(false);
  if (!phone) return {};
  const monthFor = (range: 'start' | 'end' | undefined): Day => {
    const [start, end] = props.value ?? [];
    const day = (range === 'end' ? (end ?? start) : (start ?? end)) ?? dayjs(kstToday());
    return props.maxDate && day.isAfter(props.maxDate) ? props.maxDate : day;
  };
  return {
    ...(shown ? { pickerValue: [shown, shown] } : {}),
    onPickerValueChange: (values, info) => {
      // antd's own 'reset' puts the month for two panels; ours is set on focus.
      if (info.source !== 'reset') setShown(values[info.range === 'end' ? 1 : 0]);
    },
    onFocus: (event, info) => {
      if (!open.current) setShown(monthFor(info.range));
      props.onFocus?.(event, info);
    },
    onOpenChange: (next) => {
      open.current = next;
      props.onOpenChange?.(next);
    },
  };
}
