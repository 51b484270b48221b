/**
 * A settlement table that reads on a phone: below `md` each line is a card (its day on top with its
 * status beside it, every amount under its title, 지급액 included), never columns cut off at 390 px
 * (docs/decisions/phone-lists.md). Wider screens keep the table.
 */
import type { TableProps } from 'antd';
import { usePhoneLayout } from '@/components/layout/use-media-query';
import { ListTable } from '@/engine/list/ListCards';

export interface SettlementTableProps<T extends object> extends TableProps<T> {
  readonly 'aria-label': string;
  /** The column naming the line on a card (its day), and the one shown beside it (its status). */
  readonly cardTitle: string;
  readonly cardStatus?: string;
  /** The column of the line's own action (입금 상세), at the bottom of its card. */
  readonly cardActions?: string;
}

export function SettlementTable<T extends object>({
  cardTitle,
  cardStatus,
  cardActions,
  ...props
}: SettlementTableProps<T>) {
  const phone = usePhoneLayout();
  const parts = { title: cardTitle, status: cardStatus, ...(cardActions ? { actions: cardActions } : {}) };
  return <ListTable<T> phone={phone} parts={parts} {...props} />;
}
