/**
 * The JSON Schema and ui-schema of an operation's request body, ready for the engine's SchemaForm:
 * remote-config limits applied, optionally adjusted and with extra required fields.
 */
import type { UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import type { JsonSchema, OperationKey } from '@/api/operations';
import { useLimits } from '@/api/remote-config';
import { useFormSchema } from '../data/schemas';
import { prepareFormSchema } from './prepare-schema';
import { buildUiSchema } from './ui-schema';

export function useBodySchema(
  key: OperationKey,
  adjust?: (schema: JsonSchema) => JsonSchema,
  required?: readonly string[],
) {
  const body = useFormSchema(key);
  const limits = useLimits();
  const schema = useMemo(() => {
    if (!body.data) return undefined;
    const prepared = prepareFormSchema(body.data, limits);
    const adjusted = adjust ? adjust(prepared) : prepared;
    if (!required?.length) return adjusted;
    const own = (adjusted.required as string[] | undefined) ?? [];
    return { ...adjusted, required: [...new Set([...own, ...required])] };
  }, [body.data, limits, adjust, required]);
  const uiSchema = useMemo<UiSchema | undefined>(() => (schema ? buildUiSchema(schema) : undefined), [schema]);
  return { schema, uiSchema, error: body.error, retry: () => void body.refetch() };
}
