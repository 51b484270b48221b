/**
 * The board's tab (and column) labels with their counts, each reading its count from the counts'
 * poll itself: a new order's counts draw these labels, not the board (issue 42). The 신규 label,
 * while some waiting orders are not confirmed, is in colour with a badge counting them (issue 41:
 * on a phone the grey "신규 3 → 6" went unseen). The badge's number is said in words to a screen reader.
 */
import { memo } from 'react';
import { useOrderCount } from '@/api/pickup-order-hooks';
import { boardCopy } from './copy';

const FIELD = {
  new: 'new',
  progress: 'inProgress',
  completed: 'pickupCompletedToday',
  canceled: 'canceledToday',
} as const;

type CountedTab = keyof typeof FIELD;

/** "진행 중 4": the tab's name and its count (the name alone until the counts answer). */
export const CountTabLabel = memo(function CountTabLabel({ tab }: { readonly tab: CountedTab }) {
  return <>{boardCopy.tabLabel(boardCopy.tabs[tab], useOrderCount(FIELD[tab]))}</>;
});

interface NewTabLabelProps {
  /** Waiting orders nobody has confirmed yet. */
  readonly unconfirmed: number;
}

export const NewTabLabel = memo(function NewTabLabel({ unconfirmed }: NewTabLabelProps) {
  const text = boardCopy.tabLabel(boardCopy.tabs.new, useOrderCount(FIELD.new));
  if (unconfirmed === 0) return <>{text}</>;
  return (
    <span className="board-tab-unconfirmed">
      {text}{' '}
      <span className="board-tab-badge" aria-hidden>
        {unconfirmed}
      </span>
      <span className="shell-visually-hidden">({boardCopy.tabBadge(unconfirmed)})</span>
    </span>
  );
});
