/**
 * The engine forms' checks compiled at codegen (generated/validators), by validation key: the
 * engine may not read generated/ itself (eslint.config.js layers).
 */
import { formChecks } from '@generated/validators';

/** The module of compiled checks for a form's schema, or undefined when codegen compiled none. */
export function loadCompiledChecks(key: string): Promise<Readonly<Record<string, unknown>>> | undefined {
  return formChecks[key]?.();
}
