/** Building blocks of the dashboards: the period bar, a section with its own states, a figure. */
import { Flex, Radio, Select, Table, type TableColumnsType } from 'antd';
import { PeriodPicker } from '@/components/pickers/PeriodPicker';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { Panel } from '@/components/layout/Panel';
import { dayjs, formatNumber } from '@/lib/format';
import { dashboardCopy as copy } from './copy';
import { DETAIL_PAGE_SIZE } from './dashboard-queries';
import { PRESETS, presetOf, presetPeriod, writePeriod, type Period, type PresetKey } from './period';

/** 7일 / 30일 / 이번 달, or any days up to today (KST), kept in the address. */
export function PeriodBar({ period }: { readonly period: Period }) {
  const [search, setSearch] = useSearchParams();
  const choose = (next: Period) => setSearch(writePeriod(search, next));
  const preset = presetOf(period);
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }} role="group" aria-label={copy.period}>
      <Radio.Group
        optionType="button"
        value={preset}
        onChange={(event) => choose(presetPeriod(event.target.value as PresetKey))}
        options={PRESETS.map((item) => ({ value: item.key, label: item.label }))}
        aria-label={copy.presets}
      />
      <PeriodPicker
        presets={false}
        aria-label={copy.range}
        value={[dayjs(period.start), dayjs(period.end)]}
        allowClear={false}
        disabledDate={(day) => day.isAfter(dayjs(presetPeriod('7d').end), 'day')}
        onChange={(range) => {
          const [start, end] = range ?? [];
          if (start && end) choose({ start: start.format('YYYY-MM-DD'), end: end.format('YYYY-MM-DD') });
        }}
      />
    </Flex>
  );
}

interface QueryState<T> {
  readonly data: T | undefined;
  readonly isLoading: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
}

/** A titled panel that shows its own loading, error (다시 시도) and empty states. */
export function Section<T>({
  id,
  title,
  query,
  isEmpty,
  extra,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly query: QueryState<T>;
  readonly isEmpty?: (data: T) => boolean;
  readonly extra?: ReactNode;
  readonly children: (data: T) => ReactNode;
}) {
  const { data, isLoading, error, refetch } = query;
  return (
    <Panel title={title} titleId={`${id}-title`} style={{ marginBottom: 16 }}>
      {extra ? (
        <Flex gap={8} wrap justify="flex-end" style={{ marginBottom: 12 }}>
          {extra}
        </Flex>
      ) : null}
      {error && data === undefined ? (
        <ErrorState error={error} onRetry={() => void refetch()} compact />
      ) : isLoading || data === undefined ? (
        <LoadingState rows={3} />
      ) : isEmpty?.(data) ? (
        <EmptyState text={copy.empty} />
      ) : (
        children(data)
      )}
    </Panel>
  );
}

/** A statistics table paged as the API pages it (10 a page), its page number in the address. */
export function DetailTable<T extends object>({
  labelledBy,
  rowKey,
  rows,
  total,
  page,
  showTotal,
  columns,
}: {
  readonly labelledBy: string;
  readonly rowKey: keyof T & string;
  readonly rows: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly showTotal: (total: number) => string;
  readonly columns: TableColumnsType<T>;
}) {
  const [search, setSearch] = useSearchParams();
  return (
    <Table<T>
      aria-labelledby={labelledBy}
      rowKey={rowKey}
      dataSource={rows}
      size="middle"
      scroll={{ x: true }}
      pagination={{
        current: page,
        pageSize: DETAIL_PAGE_SIZE,
        total,
        showSizeChanger: false,
        showTotal,
        onChange: (next) => {
          const params = new URLSearchParams(search);
          params.set('page', String(next));
          setSearch(params);
        },
      }}
      columns={columns}
    />
  );
}

/** One number at a glance, with what it is compared with. */
export function Figure({
  label,
  value,
  note,
}: {
  readonly label: string;
  readonly value: number;
  readonly note?: string;
}) {
  return (
    <div style={{ minWidth: 160 }}>
      <div className="muted">{label}</div>
      <div style={{ fontSize: 24, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{formatNumber(value)}</div>
      {note ? <div className="muted">{note}</div> : null}
    </div>
  );
}

/** A choice of one enum query value kept in the address (유입 경로, 노출 위치). */
export function ChoiceSelect<T extends string>({
  name,
  label,
  value,
  options,
}: {
  readonly name: string;
  readonly label: string;
  readonly value: T;
  readonly options: Readonly<Record<T, string>>;
}) {
  const [search, setSearch] = useSearchParams();
  return (
    <Select
      aria-label={label}
      value={value}
      style={{ minWidth: 160 }}
      options={Object.entries(options).map(([key, text]) => ({ value: key, label: text as string }))}
      onChange={(next: string) => {
        const params = new URLSearchParams(search);
        params.set(name, next);
        setSearch(params);
      }}
    />
  );
}

/** "직전 기간보다 12% 늘었어요" (or fewer, or the same). */
export function changeNote(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? copy.same : copy.newSincePrevious;
  const change = Math.round(((current - previous) / previous) * 100);
  if (change === 0) return copy.same;
  return change > 0 ? copy.more(formatNumber(change)) : copy.fewer(formatNumber(-change));
}
