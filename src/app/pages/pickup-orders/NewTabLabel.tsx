/**
 * The 신규 tab's (or column's) label: its count, and while some waiting orders are not confirmed,
 * the label in colour with a badge counting them (issue 41: on a phone the grey "신규 3 → 6" went
 * unseen). The badge's number is said in words to a screen reader.
 */
import { boardCopy } from './copy';

interface NewTabLabelProps {
  readonly text: string;
  /** Waiting orders nobody has confirmed yet. */
  readonly unconfirmed: number;
}

export function NewTabLabel({ text, unconfirmed }: NewTabLabelProps) {
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
}
