/**
 * The notice that makes a new order seen wherever the merchant is on the board (issue 41): on
 * 진행 중, in the finished orders or scrolled down, a notice stays in view under the header and the
 * tab bar, says how many new orders nobody has confirmed, and a press shows 신규 with the first of
 * them focused. It is the board's live region for new orders (`role="status"`): it stays in the
 * page while any wait, so a screen reader hears the count when it changes, not each time the notice
 * hides and shows; while a new card or the bar at the board's top is on the screen it steps aside
 * (it would only say the same over the page), unless it has the focus.
 */
import { memo, useCallback, useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { boardCopy } from './copy';

const NEW_CARD = '.order-card-new';
/** What tells of new orders on the board itself: their cards, and the bar with 확인했어요 at its top. */
const TELLS_NEW = `${NEW_CARD}, .board-pending-alert`;
const REVEAL_TRIES = 20;
const REVEAL_EVERY_MS = 50;

interface NewOrderNoticeProps {
  /** How many waiting orders nobody has confirmed. */
  readonly count: number;
  /** The board, watched for their cards and the bar counting them. */
  readonly board: RefObject<HTMLElement | null>;
  /** What is drawn (the tab, the new orders): see `useNewOrdersToldInView`. */
  readonly drawn: string;
  /** How far down the screen the sticky header and bars reach (sticky-bars.ts): the notice hangs under them. */
  readonly barsBottom: number;
  readonly onShow: () => void;
}

/**
 * Memoized, and watching the cards itself: what the browser reports of them draws this notice, not
 * the board (issue 42: a new order drew the board a third time for it).
 */
export const NewOrderNotice = memo(function NewOrderNotice({
  count,
  board,
  drawn,
  barsBottom,
  onShow,
}: NewOrderNoticeProps) {
  const toldInView = useNewOrdersToldInView(board, drawn, barsBottom);
  const copy = boardCopy.notice;
  return (
    <div
      role="status"
      className={`new-order-notice${count > 0 && !toldInView ? ' new-order-notice-shown' : ''}`}
      style={{ '--board-bars-bottom': `${barsBottom}px` } as CSSProperties}
    >
      {count > 0 ? (
        <button type="button" className="new-order-notice-button" onClick={onShow}>
          <strong>{copy.waiting(count)}</strong> <span className="new-order-notice-action">{copy.show}</span>
        </button>
      ) : null}
    </div>
  );
});

/**
 * Whether any new order's card, or the bar counting them, is on the screen below the sticky bars
 * (`barsBottom` px). `key` names what was drawn (the tab, the new orders): when it changes the cards
 * are watched afresh, and until the browser reports on them the last answer stands (at first: told,
 * so nothing is shown), so the notice does not slide in and straight back out at every change.
 * While any order is unconfirmed the bar counting them is drawn, so there is always something to
 * report on. Without IntersectionObserver nothing ever tells.
 */
export function useNewOrdersToldInView(board: RefObject<HTMLElement | null>, key: string, barsBottom: number): boolean {
  const observable = typeof IntersectionObserver !== 'undefined';
  const [inView, setInView] = useState(observable);
  useEffect(() => {
    const root = board.current;
    if (!root || !observable) return undefined;
    const visible = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target);
          else visible.delete(entry.target);
        }
        setInView(visible.size > 0);
      },
      { rootMargin: `-${barsBottom}px 0px 0px 0px` },
    );
    // The cards of a tab just chosen are drawn a frame later: each new card is watched as it comes.
    const watchCards = () => root.querySelectorAll(TELLS_NEW).forEach((card) => observer.observe(card));
    const cards = new MutationObserver(watchCards);
    cards.observe(root, { childList: true, subtree: true });
    watchCards();
    return () => {
      cards.disconnect();
      observer.disconnect();
    };
  }, [board, key, barsBottom, observable]);
  return observable && inView;
}

/**
 * After `reveal()`, once the 신규 list is on the screen (`ready`: the tab the press asked for is
 * drawn, or the columns show it anyway), the first new card is scrolled into the middle of the
 * screen and focused, so a keyboard or a screen reader lands on it too.
 */
export function useRevealNewCard(board: RefObject<HTMLElement | null>, ready: boolean): () => void {
  const [asked, setAsked] = useState(0);
  const done = useRef(0);
  useEffect(() => {
    if (!ready || asked === done.current) return undefined;
    // The tab's pane may be drawn a frame after the tab is chosen: looked for a few times.
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reveal = () => {
      const card = board.current?.querySelector<HTMLElement>(NEW_CARD);
      if (!card) {
        tries += 1;
        if (tries < REVEAL_TRIES) timer = setTimeout(reveal, REVEAL_EVERY_MS);
        return;
      }
      done.current = asked;
      card.scrollIntoView({ block: 'center' });
      card.focus({ preventScroll: true });
    };
    reveal();
    return () => clearTimeout(timer);
  }, [board, asked, ready]);
  return useCallback(() => setAsked((count) => count + 1), []);
}
