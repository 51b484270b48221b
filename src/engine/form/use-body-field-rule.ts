/**
 * One field of a request body checked outside a form, with the body's compiled validator and the
 * form's Korean sentences: a dialog (the order board's 접수 time) refuses what the server refuses,
 * in the same words, and never rounds or clamps what was typed. The validator loads with the
 * dialog that asks, not with its page.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { localQueryKey } from '@/api/data/keys';
import { getFormSchema, type AnyOperationKey } from '@/api/operations';

export interface BodyFieldRule {
  /** The validator has arrived: `issueOf` answers. */
  readonly ready: boolean;
  readonly error: Error | null;
  readonly retry: () => void;
  /** The sentence for a value the rule refuses, or undefined when it takes it (or is not ready). */
  readonly issueOf: (value: unknown) => string | undefined;
}

/**
 * @param body the rest of a valid body, so that only `field`'s rule can fail.
 * @example const rule = useBodyFieldRule('pickup.acceptOrder', 'preparationMinutes', { estimatedPreparationTime });
 */
export function useBodyFieldRule(
  operation: AnyOperationKey,
  field: string,
  body: Readonly<Record<string, unknown>>,
): BodyFieldRule {
  const rule = useQuery({
    queryKey: localQueryKey(`${operation}.${field}.rule`, null),
    queryFn: async () => {
      const [schema, { loadFormValidator }, { translateErrors }] = await Promise.all([
        getFormSchema(operation),
        import('./load-validator'),
        import('./translate-errors'),
      ]);
      const formValidator = await loadFormValidator(schema);
      return (rest: Readonly<Record<string, unknown>>, value: unknown): string | undefined => {
        const { errors } = formValidator.validateFormData({ ...rest, [field]: value ?? undefined }, schema);
        return translateErrors(errors, schema).find((error) => error.property?.replace(/^\./, '') === field)?.message;
      };
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const check = rule.data;
  const issueOf = useCallback((value: unknown) => check?.(body, value), [check, body]);
  return { ready: check !== undefined, error: rule.error, retry: () => void rule.refetch(), issueOf };
}
