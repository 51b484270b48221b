/**
 * Figures of another call above a list (단골 요약), for a date range kept in the address: the
 * range's query parameters are the call's own, so a reload or a shared link shows the same figures.
 */
import { Flex, Skeleton } from 'antd';
import { PeriodPicker } from '@/components/pickers/PeriodPicker';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { payloadOf } from '@/api/envelope';
import { ErrorState } from '@/components/feedback/ErrorState';
import { Panel } from '@/components/layout/Panel';
import { bindArgs, useBindings } from '../data/bindings';
import { useOperationQuery } from '@/api/data/queries';
import type { ListStatsDef } from '../resource/types';
import { SummaryFigures } from './SummaryFigures';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The range in the address, when both ends are dates and in order; otherwise the server's default. */
export function rangeOf(
  search: URLSearchParams,
  range: ListStatsDef['range'],
): { start: string; end: string } | undefined {
  if (!range) return undefined;
  const start = search.get(range.start) ?? '';
  const end = search.get(range.end) ?? '';
  return DATE.test(start) && DATE.test(end) && start <= end ? { start, end } : undefined;
}

export function ListStats({ def }: { readonly def: ListStatsDef }) {
  const bindings = useBindings();
  const [search, setSearch] = useSearchParams();
  const chosen = rangeOf(search, def.range);
  const query = def.range && chosen ? { [def.range.start]: chosen.start, [def.range.end]: chosen.end } : {};
  const result = useOperationQuery(def.op.key, { ...bindArgs(def.op, bindings), query }, { keepPrevious: true });
  const response = result.data;
  const payload = payloadOf<Record<string, unknown> | undefined>(response);
  // The range the figures are for: the chosen one, else the one the server answered with.
  const shown =
    chosen ??
    (def.range && typeof payload?.[def.range.start] === 'string' && typeof payload[def.range.end] === 'string'
      ? { start: payload[def.range.start] as string, end: payload[def.range.end] as string }
      : undefined);
  const headingId = `${def.op.key.replace('.', '-')}-stats`;

  return (
    <Panel title={def.title} titleId={headingId} style={{ marginBottom: 16 }}>
      {def.range ? (
        <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
          <PeriodPicker
            allowClear={false}
            format="YYYY.MM.DD"
            aria-label="기간"
            {...(shown ? { value: [dayjs(shown.start), dayjs(shown.end)] as [dayjs.Dayjs, dayjs.Dayjs] } : {})}
            onChange={(picked) => {
              const [from, to] = picked ?? [];
              const range = def.range;
              if (!from || !to || !range) return;
              setSearch((current) => {
                const next = new URLSearchParams(current);
                next.set(range.start, from.format('YYYY-MM-DD'));
                next.set(range.end, to.format('YYYY-MM-DD'));
                return next;
              });
            }}
          />
        </Flex>
      ) : null}
      {result.error && response === undefined ? (
        <ErrorState compact error={result.error} onRetry={() => void result.refetch()} />
      ) : response === undefined ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : (
        <SummaryFigures figures={def.figures(response)} />
      )}
    </Panel>
  );
}
