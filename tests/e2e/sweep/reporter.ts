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
  /** By title: a retried route keeps its last attempt's outcome, and says it needed a retry. */
  private readonly rows = new Map<string, Row>();
  /** The per-role pass (role-sweep.spec.ts): what each role was shown, by test title. */
  private readonly roles = new Map<string, string>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (test.location.file.endsWith('role-sweep.spec.ts')) {
      const shown = test.annotations.find((annotation) => annotation.type === 'roles')?.description;
      this.roles.set(test.title, `${STATUS_MARK[result.status] ?? 'FAIL'} ${shown ?? test.title}`);
      return;
    }
    if (!test.location.file.endsWith('route-sweep.spec.ts')) return;
    const notes = test.annotations
      .filter((annotation) => annotation.type === 'sweep')
      .map((annotation) => annotation.description ?? '')
      .join('; ');
    const retried = result.retry > 0 ? ` (passed on retry ${result.retry})` : '';
    const status = result.status === 'passed' && retried ? 'flaky' : result.status;
    this.rows.set(test.title, { title: test.title, status, notes: status === 'flaky' ? notes + retried : notes });
  }

  onEnd() {
    if (this.roles.size > 0)
      console.log(
        [
          '',
          'Roles (each account route as 관리자 and 멤버):',
          ...[...this.roles.values()].sort().map((line) => `  ${line}`),
        ].join('\n'),
      );
    if (this.rows.size === 0) return;
    const all = [...this.rows.values()];
    const routes = all.filter((row) => row.title.startsWith('route: ')).sort(byTitle);
    const missing = all.filter((row) => row.title.startsWith('missing: ')).sort(byTitle);
    const passed = routes.filter((row) => row.status === 'passed' || row.status === 'flaky');
    const lines = [
      '',
      `Route sweep: routes ${passed.length}/${routes.length + missing.length} ` +
        `(${routes.length} declared, ${passed.length} passed, ${routes.length - passed.length} failed; ${missing.length} missing)`,
      ...routes.map((row) => `  ${STATUS_MARK[row.status] ?? 'FAIL'} ${row.title.slice(7)}  ${row.notes}`),
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

const STATUS_MARK: Readonly<Record<string, string>> = { passed: 'ok  ', flaky: 'ok? ' };

function byTitle(a: Row, b: Row) {
  return a.title.localeCompare(b.title);
}
