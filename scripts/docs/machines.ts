/** Writes docs/state-machines.md from the state-machine tables. */
import { writeFileSync } from 'node:fs';
import { stateMachinesMarkdown } from '../../src/api/machines/docs';

writeFileSync(new URL('../../docs/state-machines.md', import.meta.url), stateMachinesMarkdown());
console.log('docs/state-machines.md written');
