/** "QR 스캔 흉내": the demo phone scans the newest QR login code that is still waiting. */
import { toKstIso } from '../core/time';
import type { MockRuntime } from '../runtime';

/** Marks the newest unexpired, unscanned linking as scanned now; false when none is waiting. */
export function simulateQrScan(runtime: Pick<MockRuntime, 'db'>, now = new Date()): boolean {
  const waiting = runtime.db.state.auth.linkings
    .filter((row) => !row.tokenTaken && new Date(row.expiresAt).getTime() > now.getTime())
    .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())[0];
  if (!waiting) return false;
  waiting.linkAt = toKstIso(now);
  runtime.db.persist();
  return true;
}
