/**
 * The engine forms' checks compiled at codegen (generated/validators), by the form's stable name
 * (`coupon.create`, src/engine/form/engine-forms.ts): the engine may not read generated/ itself
 * (eslint.config.js layers).
 */
import { formChecks } from '@generated/validators';

/** The module of a form's compiled checks, or undefined when codegen compiled none under that name. */
export function loadCompiledChecks(form: string): Promise<Readonly<Record<string, unknown>>> | undefined {
  return formChecks[form]?.();
}

/**
 * Starts loading an engine form's checks beside its route's code, so the form does not wait for
 * them after its own code has arrived. A failure here is not kept: the form loads them again when
 * it asks for them, and shows that failure with 다시 시도 (load-validator.ts).
 */
export function preloadFormChecks(form: string): void {
  loadCompiledChecks(form)?.catch(() => undefined);
}
