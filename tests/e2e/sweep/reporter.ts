/**
 * Prints the route sweep's result: `routes N/M` (declared routes that passed / checklist rows),
 * each route's outcome and what was checked, and the routes the console does not have yet.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface Row {
  readonly title: string;
  readonly status: string;
  readonly notes: string;
}

export default class SweepReporter implements Reporter {
  private readonly rows: Row[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (!test.location.file.endsWith('route-sweep.spec.ts')) return;
    const notes = test.annotations
      .filter((annotation) => annotation.type === 'sweep')
      .map((annotation) => annotation.description ?? '')
      .join('; ');
    this.rows.push({ title: test.title, status: result.status, notes });
  }

  onEnd() {
    if (this.rows.length === 0) return;
    const routes = this.rows.filter((row) => row.title.startsWith('route: ')).sort(byTitle);
    const missing = this.rows.filter((row) => row.title.startsWith('missing: ')).sort(byTitle);
    const passed = routes.filter((row) => row.status === 'passed');
    const lines = [
      '',
      `Route sweep: routes ${passed.length}/${routes.length + missing.length} ` +
        `(${routes.length} declared, ${passed.length} passed, ${routes.length - passed.length} failed; ${missing.length} missing)`,
      ...routes.map((row) => `  ${row.status === 'passed' ? 'ok  ' : 'FAIL'} ${row.title.slice(7)}  ${row.notes}`),
      `Missing (${missing.length}):`,
      ...missing.map((row) => `  -    ${row.title.slice(9)}`),
      '',
    ];
    console.log(lines.join('\n'));
  }

  printsToStdio() {
    return false;
  }
}

function byTitle(a: Row, b: Row) {
  return a.title.localeCompare(b.title);
}
