/**
 * The engine forms' checks compiled at codegen (generated/validators), by validation key: the
 * engine may not read generated/ itself (eslint.config.js layers).
 */
import { formCheckKeys, formChecks } from '@generated/validators';

/** The module of compiled checks for a form's schema, or undefined when codegen compiled none. */
export function loadCompiledChecks(key: string): Promise<Readonly<Record<string, unknown>>> | undefined {
  return formChecks[key]?.();
}

/**
 * Starts loading an engine form's checks (`<resource>.<create|update>`) beside its route's code, so
 * the form does not wait for them after its own code has arrived. A failure here is the form's to
 * show when it asks for them (load-validator.ts).
 */
export function preloadFormChecks(form: string): void {
  const key = formCheckKeys[form];
  if (key) loadCompiledChecks(key)?.catch(() => undefined);
}
