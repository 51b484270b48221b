import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stateMachinesMarkdown } from './docs';

describe('docs/state-machines.md', () => {
  it('is the tables as they are in code (npm run docs:machines writes it)', () => {
    expect(readFileSync('docs/state-machines.md', 'utf8')).toBe(stateMachinesMarkdown());
  });
});
