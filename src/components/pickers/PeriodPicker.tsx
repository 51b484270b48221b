/**
 * The one period picker (store orders' 주문일, the board's finished orders, both settlements, the
 * statistics): antd's range picker with the presets 오늘 / 어제 / 최근 7일 / 최근 30일 (KST), and on a
 * phone one month at a time with the presets above it, so the open calendar fits 390 px.
 */
import { DatePicker } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { dayjs } from '@/lib/format';
import { usePhoneLayout } from '@/components/layout/use-media-query';
import { periodPresets } from './period-presets';
import { usePhoneMonth } from './use-phone-month';
import './period-picker.css';

export interface PeriodPickerProps extends Omit<RangePickerProps, 'presets' | 'classNames'> {
  /** Off where the screen offers its own presets beside the picker (the statistics' 7일 / 30일). */
  readonly presets?: boolean;
}

/** Each preset's days are counted when it is chosen, so a screen left open past midnight stays right. */
const PRESETS = periodPresets().map((preset, index) => ({
  label: preset.label,
  value: () => {
    const chosen = periodPresets()[index] ?? preset;
    return [dayjs(chosen.start), dayjs(chosen.end)] as [dayjs.Dayjs, dayjs.Dayjs];
  },
}));

export function PeriodPicker({ presets = true, ...props }: PeriodPickerProps) {
  const phoneMonth = usePhoneMonth(usePhoneLayout(), props);
  return (
    <DatePicker.RangePicker
      {...props}
      {...phoneMonth}
      {...(presets ? { presets: PRESETS } : {})}
      classNames={{ popup: { root: 'period-picker-popup' } }}
    />
  );
}
