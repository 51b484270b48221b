/**
 * The forms' validator: rjsf's ajv (2020-12) with the console's rule keywords
 * (src/lib/rule-keywords.ts), the same ones the mock server checks requests with, so a form refuses
 * exactly what the server refuses, with the same sentence.
 */
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020';
import { ajvRuleKeywords } from '@/lib/rule-keywords';

// ajv's default export is typed as the 2019 class; the 2020 class has the same shape. The schemas
// come from codegen, already checked: no meta-schema compile on the form's first render.
export const formValidator = customizeValidator({
  AjvClass: Ajv2020,
  ajvOptionsOverrides: { validateSchema: false },
  extenderFn: (ajv) => ajvRuleKeywords().reduce((instance, keyword) => instance.addKeyword(keyword), ajv),
});
