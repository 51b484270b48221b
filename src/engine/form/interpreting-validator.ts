/**
 * Checks of a schema only known at run time (the inspection's input nodes, a category's attributes,
 * a page's own form), by a check that reads the schema instead of generating code
 * (src/lib/interpreted-check.ts): the console runs under a CSP without 'unsafe-eval'. Its issues
 * have ajv's shape, so they read as the same Korean sentences as the compiled checks'
 * (translate-errors.ts).
 */
import { interpretedCheck } from '@/lib/interpreted-check';
import { withoutLimits } from '@/lib/schema-rules';
import type { CheckSource, CompiledCheck } from './validator';

export function interpretingSource(): CheckSource {
  const checks = new Map<string, CompiledCheck>();
  return (key, schema) => {
    let check = checks.get(key);
    if (!check) {
      check = interpretedCheck(withoutLimits(schema));
      checks.set(key, check);
    }
    return check;
  };
}
