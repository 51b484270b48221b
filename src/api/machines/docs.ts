/** docs/state-machines.md, written from the tables (npm run docs:machines; a test keeps it current). */
import { machineMarkdown } from '@/lib/machine';
import { ALL_MACHINES } from './index';

export function stateMachinesMarkdown(): string {
  return [
    '# State machines',
    '',
    'Written by `npm run docs:machines` from the tables in `src/api/machines/` (do not edit by hand). Each',
    'row is a state, each column an action: `→ 상태` is where the action leads, `유지` an action that keeps the',
    'state, `—` an action the state refuses (the mock answers a 409 with the Korean sentence, the screens do',
    'not offer it), `✱` a further condition on the record, and a role in brackets who may take it.',
    '',
    ...ALL_MACHINES.map((machine) => machineMarkdown(machine)),
  ].join('\n');
}
