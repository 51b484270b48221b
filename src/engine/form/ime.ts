/**
 * Korean input: while a syllable is being composed, Enter commits the syllable. It must never
 * submit the form (spec: "Enter during composition must not submit").
 */
import type { KeyboardEvent } from 'react';

export function isComposingEnter(event: KeyboardEvent): boolean {
  // keyCode 229 is what browsers report for keys that the IME is handling.
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- Safari reports the composing Enter only as keyCode 229
  return event.key === 'Enter' && (event.nativeEvent.isComposing || event.keyCode === 229);
}

/** keydown handler for a form: swallows Enter while composing. */
export function preventComposingSubmit(event: KeyboardEvent): void {
  if (isComposingEnter(event)) event.preventDefault();
}
