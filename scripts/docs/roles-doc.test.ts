import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rolesMarkdown } from './roles-doc';

describe('docs/roles.md', () => {
  it('is the schemas’ role lists as they are (npm run docs:roles writes it)', () => {
    expect(readFileSync('docs/roles.md', 'utf8')).toBe(rolesMarkdown());
  });
});
