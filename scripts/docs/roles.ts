/** Writes docs/roles.md from the schemas' role lists. */
import { writeFileSync } from 'node:fs';
import { rolesMarkdown } from './roles-doc';

writeFileSync(new URL('../../docs/roles.md', import.meta.url), rolesMarkdown());
console.log('docs/roles.md written');
