/**
 * Both envelopes in use (`{data}` and `{data,status,message}`) carry the payload in `data`.
 * Dotted paths from `x-paging` are read with `readPath`.
 */
export function payloadOf<T = unknown>(body: unknown): T {
  return (body as { data?: T } | null | undefined)?.data as T;
}

export function readPath(value: unknown, dotted: string): unknown {
  let current = value;
  for (const key of dotted.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
