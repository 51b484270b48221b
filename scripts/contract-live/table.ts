/** The printed report of `npm run contract:live`: one table per service, one row per operation. */
import type { DriftFinding, Outcome, ServiceReport } from './runner';

const HEAD = ['operation', 'GET path', 'result', 'status', 'detail'] as const;

/** Rows of one outcome: a drifted answer gets one line per JSON pointer. */
function rowsOf(outcome: Outcome): string[][] {
  const name = outcome.key.slice(outcome.key.indexOf('.') + 1);
  switch (outcome.kind) {
    case 'ok':
      return [[name, outcome.path, 'ok', String(outcome.status), '']];
    case 'skipped':
      return [[name, outcome.path, 'skipped', '', outcome.reason]];
    case 'error':
      return [
        [
          name,
          outcome.path,
          'error',
          outcome.status === null ? '-' : String(outcome.status),
          `${outcome.message} (${outcome.url})`,
        ],
        ...driftLines(outcome.drifts ?? []),
      ];
    case 'drifted':
      return driftLines(outcome.drifts).map((line, index) =>
        index === 0 ? [name, outcome.path, 'drifted', String(outcome.status), line[4]!] : line,
      );
  }
}

function driftLines(drifts: readonly DriftFinding[]): string[][] {
  return drifts.map((drift) => [
    '',
    '',
    '',
    '',
    `${drift.pointer || '(body)'}: expected ${drift.expected}, received ${drift.received}`,
  ]);
}

export function summaryOf(report: ServiceReport): string {
  const count = (kind: Outcome['kind']) => report.outcomes.filter((row) => row.kind === kind).length;
  return (
    `${report.outcomes.length} GET · ${count('ok')} ok · ${count('drifted')} drifted · ` +
    `${count('error')} error · ${count('skipped')} skipped`
  );
}

export function formatReport(report: ServiceReport): string {
  const rows = [HEAD as readonly string[], ...report.outcomes.flatMap(rowsOf)];
  const widths = HEAD.map((_, column) =>
    column === HEAD.length - 1 ? 0 : Math.max(...rows.map((row) => row[column]!.length)),
  );
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => (column === HEAD.length - 1 ? cell : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [`${report.service} — ${report.host}`, ...rows.map((row) => `  ${line(row)}`), `  ${summaryOf(report)}`].join(
    '\n',
  );
}
