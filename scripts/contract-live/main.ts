/**
 * `npm run contract:live -- --service <name> --host <url>`: the read-only contract against a live
 * host (runner.ts); prints one table per service and exits non-zero on drift or error statuses.
 */
import { join } from 'node:path';
import { parseCli, USAGE } from './cli';
import { loadContract, startVite } from './load';
import { exitCodeOf, orderServices, runService, type Answered, type ServiceReport } from './runner';
import { formatReport } from './table';

const ROOT = join(import.meta.dirname, '..', '..');

const vite = await startVite(ROOT);
let code = 2;
try {
  const contract = await loadContract(vite);
  const options = (() => {
    try {
      return parseCli(process.argv.slice(2), Object.keys(contract.services), process.env);
    } catch (error) {
      console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
      return undefined;
    }
  })();
  if (options) {
    const reports: ServiceReport[] = [];
    const earlier: Answered[] = [];
    for (const name of orderServices(options.services, contract.operations, contract.refs)) {
      const settings = contract.services[name]!;
      const host = settings.hosts[options.host]?.url ?? options.host;
      const report = await runService(
        { name, accountHeaders: settings.accountHeaders },
        contract.operations,
        contract.drift,
        { ...options, host, earlier, refs: contract.refs },
      );
      console.log(`${formatReport(report)}\n`);
      reports.push(report);
    }
    code = exitCodeOf(reports, options.allowErrors);
  }
} finally {
  await vite.close();
}
process.exit(code);
