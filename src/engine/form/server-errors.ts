/** Field errors from a 4xx answer, placed on their fields (rjsf `extraErrors`). */
import type { ErrorSchema } from '@rjsf/utils';
import type { FieldError } from '@/api/errors';

export function toErrorSchema(errors: readonly FieldError[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const { field, reason } of errors) {
    let node = root;
    for (const part of field.split('.').filter(Boolean)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    const list = (node.__errors ??= []) as string[];
    list.push(reason);
  }
  return root as ErrorSchema;
}
