/**
 * Structural equality of JSON-like values (form data), ignoring key order. Empty is empty: a field
 * that was never filled (`undefined`), cleared by its widget (`null`) or left blank (`''`) is the
 * same value, so tabbing through an untouched form does not make it "changed".
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (isEmpty(a) && isEmpty(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => deepEqual(item, b[index]))
    );
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (!deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}
