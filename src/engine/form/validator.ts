/**
 * The forms' validator: rjsf's ajv (2020-12) with the console's rule keywords
 * (src/lib/rule-keywords.ts), the same ones the mock server checks requests with, so a form refuses
 * exactly what the server refuses, with the same sentence.
 */
import type { ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020';
import { normalizeInput } from '@/lib/normalize';
import { ajvRuleKeywords } from '@/lib/rule-keywords';

// ajv's default export is typed as the 2019 class; the 2020 class has the same shape. The schemas
// come from codegen, already checked: no meta-schema compile on the form's first render.
const ajvValidator = customizeValidator({
  AjvClass: Ajv2020,
  ajvOptionsOverrides: { validateSchema: false },
  extenderFn: (ajv) => ajvRuleKeywords().reduce((instance, keyword) => instance.addKeyword(keyword), ajv),
});

/**
 * The validator judges what will be sent: the typed data normalised as the server normalises it
 * (src/lib/normalize.ts), so 010 1234-5678 and ５０００ pass where their plain forms pass. The
 * form keeps showing what was typed; `SchemaForm` sends the normalised data.
 */
export const formValidator: ValidatorType = Object.assign(Object.create(ajvValidator) as ValidatorType, {
  validateFormData: ((formData, schema, ...rest) =>
    ajvValidator.validateFormData(
      normalizeInput(schema as Record<string, unknown>, formData),
      schema,
      ...rest,
    )) as ValidatorType['validateFormData'],
});

/**
 * A list of picked values (categories, photos: ids or addresses) with a minimum starts empty, not
 * with blank items that fail as "소수점 없이 정수로 입력해 주세요" before the minimum's own sentence
 * can say what is missing. Lists of objects (option items) still start with their minimum of rows.
 */
export const formStateBehavior = {
  arrayMinItems: {
    computeSkipPopulate: (_validator: unknown, schema: { items?: unknown }) => {
      const items = schema.items as { type?: unknown } | undefined;
      return items !== undefined && !Array.isArray(items) && items.type !== 'object';
    },
  },
} as const;
