/**
 * The board's tab (and column) labels with their counts, each reading its count from the counts'
 * poll itself: a new order's counts draw these labels, not the board (issue 42). The 신규 label,
 * while some waiting orders are not confirmed, is in colour with a badge counting them (issue 41:
 * on a phone the grey "신규 3 → 6" went unseen). The badge's number is said in words to a screen reader.
 *
 * A label keeps its width whatever its count says (up to 99) and whether or not its badge shows:
 * the count has a slot two digits wide, the 신규 label reserves its bold width, and the badge sits
 * over the label's corner. A label that grew made antd's Tabs measure its bar again, which drew
 * the bar 6–7 times per new order (issue 42).
 */
import { createContext, memo, use, type ReactNode } from 'react';
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
  return <TabLabel name={boardCopy.tabs[tab]} count={useOrderCount(FIELD[tab])} />;
});

/** Waiting orders nobody has confirmed yet, for the 신규 label: the board's tabs need not draw for it. */
export const UnconfirmedContext = createContext(0);

export const NewTabLabel = memo(function NewTabLabel() {
  const unconfirmed = use(UnconfirmedContext);
  const name = boardCopy.tabs.new;
  const count = useOrderCount(FIELD.new);
  if (unconfirmed === 0) return <TabLabel name={name} count={count} reserveBold />;
  return (
    <TabLabel name={name} count={count} reserveBold unconfirmed>
      {' '}
      <span className="board-tab-badge" aria-hidden>
        {unconfirmed}
      </span>
      <span className="shell-visually-hidden">({boardCopy.tabBadge(unconfirmed)})</span>
    </TabLabel>
  );
});

interface TabLabelProps {
  readonly name: string;
  readonly count: number | undefined;
  /** Keeps the width of the label in bold (with a two-digit count), which it may turn to. */
  readonly reserveBold?: boolean;
  readonly unconfirmed?: boolean;
  /** The badge, over the label's corner. */
  readonly children?: ReactNode;
}

function TabLabel({ name, count, reserveBold = false, unconfirmed = false, children }: TabLabelProps) {
  return (
    <span
      className={unconfirmed ? 'board-tab-label board-tab-unconfirmed' : 'board-tab-label'}
      data-reserve={reserveBold ? `${name} 00` : undefined}
    >
      <span className="board-tab-text">
        {name} <span className="board-tab-count">{count}</span>
      </span>
      {children}
    </span>
  );
}
