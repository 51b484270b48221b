/**
 * "QR 스캔 흉내": the demo phone scans the QR login code on this page, as a phone scans the code it
 * is pointed at; with no code on the page, the newest one still waiting.
 *
 * "Newest" is the order the codes were made in (they are kept in it), not their `createdAt`: that is
 * to the second, and a code made on the login page a moment before (the page the visitor just
 * left) has the same second. The demo then scanned that other code, and this page waited forever:
 * a flaky end-to-end test on CI found it.
 */
import { toKstIso } from '../core/time';
import type { MockRuntime } from '../runtime';

/** The linking token of the QR code this page shows (QrLoginPanel's `data-linking-token`), if any. */
export function shownLinkingToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLElement>('[data-linking-token]')?.dataset.linkingToken;
}

/** Marks the code as scanned now (`linkingToken`, else the newest waiting); false when none is waiting. */
export function simulateQrScan(
  runtime: Pick<MockRuntime, 'db'>,
  now = new Date(),
  linkingToken: string | undefined = shownLinkingToken(),
): boolean {
  const waiting = runtime.db.state.auth.linkings.filter(
    (row) => !row.tokenTaken && row.linkAt === null && new Date(row.expiresAt).getTime() > now.getTime(),
  );
  const scanned = linkingToken ? waiting.find((row) => row.linkingToken === linkingToken) : waiting.at(-1);
  if (!scanned) return false;
  scanned.linkAt = toKstIso(now);
  runtime.db.persist();
  return true;
}
