/**
 * `npm run contract:live:self`: the live runner against the console's own mock handlers served
 * over real HTTP by Node, every service, as account 101. Fails on any drift or error status, and on
 * a skip caused by a list of the seed that answered no item (a skip for want of an example is
 * reported, not failed). The CI check that the runner works end to end over the wire.
 *
 * `npm run contract:live:self -- --serve 4390` only serves the mock (until Ctrl-C), to point
 * `npm run contract:live -- --service coupon --host http://127.0.0.1:4390/coupon --account 101` at it.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadContract, loadMockHandlers, startVite } from './load';
import { serveMock } from './mock-server';
import { exitCodeOf, orderServices, runService, type Answered, type ServiceReport } from './runner';
import { formatReport } from './table';

const ROOT = join(import.meta.dirname, '..', '..');
/** The demo's richest account (DEMO_ACCOUNT_IDS.active). */
const ACCOUNT = process.env.CONTRACT_LIVE_ACCOUNT ?? '101';
const { values } = parseArgs({ options: { serve: { type: 'string' } } });

const started = performance.now();
const vite = await startVite(ROOT);
const reports: ServiceReport[] = [];
const earlier: Answered[] = [];
try {
  const contract = await loadContract(vite);
  const handlers = await loadMockHandlers(vite);
  const names = Object.keys(contract.services);
  const hosts = Object.fromEntries(names.map((name) => [name, contract.services[name]!.hosts.alpha!.url]));
  const server = await serveMock(handlers, hosts, values.serve === undefined ? 0 : Number(values.serve));
  if (values.serve !== undefined) {
    console.log(`the mock backend on ${server.origin}/<service> (${names.join(', ')}); Ctrl-C stops it`);
    await new Promise((resolve) => process.once('SIGINT', resolve));
  } else {
    try {
      for (const name of orderServices(names, contract.operations, contract.refs)) {
        const report = await runService(
          { name, accountHeaders: contract.services[name]!.accountHeaders },
          contract.operations,
          contract.drift,
          { host: server.hostOf(name), account: ACCOUNT, token: 'contract-live-self', earlier, refs: contract.refs },
        );
        console.log(`${formatReport(report)}\n`);
        reports.push(report);
      }
    } finally {
      await server.close();
    }
  }
} finally {
  await vite.close();
}
if (values.serve !== undefined) process.exit(0);

const all = reports.flatMap((report) => report.outcomes);
const count = (kind: string) => all.filter((row) => row.kind === kind).length;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `contract:live:self — ${reports.length} services, ${all.length} GET: ${count('ok')} ok, ${count('drifted')} drifted, ` +
    `${count('error')} error, ${count('skipped')} skipped (${seconds} s)`,
);
const emptyLists = all.filter((row) => row.kind === 'skipped' && / (gave no item|did not answer)\)?$/.test(row.reason));
for (const row of emptyLists)
  console.log(`the seed should give ${row.key} a value: ${row.kind === 'skipped' ? row.reason : ''}`);
process.exit(Math.max(exitCodeOf(reports), emptyLists.length > 0 ? 1 : 0));
