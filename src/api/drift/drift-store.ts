/**
 * The drift findings of this tab (alpha and development builds only): each operation, status and
 * place in the body once, however many answers or list rows repeat it. A new one is a console
 * warning; the list is what 데모 도구 and the "API 불일치" badge show and copy.
 */
import type { Drift } from './response-drift';

const findings: Drift[] = [];
let snapshot: readonly Drift[] = [];
const seen = new Set<string>();
const listeners = new Set<() => void>();

/**
 * Rows of one list drift alike: `/data/items/0/name` and `/data/items/7/name` are one finding,
 * reported with the first row's pointer.
 */
function identity(drift: Drift): string {
  return `${drift.operation} ${drift.status} ${drift.pointer.replace(/\/\d+(?=\/|$)/g, '/*')}`;
}

/** One line a developer can read in the console or paste into an issue. */
export function driftLine(drift: Drift): string {
  return `${drift.operation} ${drift.status} ${drift.pointer || '(본문 전체)'}: expected ${drift.expected}, received ${drift.received}`;
}

/** Keeps the findings not seen before and warns about each; answers how many were new. */
export function addDrifts(drifts: readonly Drift[]): number {
  const fresh = drifts.filter((drift) => {
    const key = identity(drift);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (fresh.length === 0) return 0;
  for (const drift of fresh) console.warn(`API 불일치 ${driftLine(drift)}`);
  findings.push(...fresh);
  snapshot = [...findings];
  listeners.forEach((listener) => listener());
  return fresh.length;
}

/** The findings so far (the same array until one is added, for useSyncExternalStore). */
export function driftFindings(): readonly Drift[] {
  return snapshot;
}

export function subscribeDrifts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The text of the 복사 button: where it was seen, then one line per finding. */
export function driftReport(drifts: readonly Drift[], where: string): string {
  return [`API 불일치 ${drifts.length}건 (${where})`, ...drifts.map((drift) => `- ${driftLine(drift)}`)].join('\n');
}

/** Forgets every finding (tests). */
export function clearDrifts(): void {
  findings.length = 0;
  snapshot = [];
  seen.clear();
  listeners.forEach((listener) => listener());
}
