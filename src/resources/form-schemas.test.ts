/**
 * Every engine form, prepared as its page prepares it (its body schema loaded as the page loads it,
 * remote config's limits applied), finds its checks compiled at codegen by its name: no form
 * validates with code made in the browser (the CSP has no 'unsafe-eval').
 */
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import { formChecks } from '@generated/validators';
import { getFormSchema } from '@/api/operations';
import { engineFormsOf, formSchemaOf } from '@/engine/form/engine-forms';
import { loadFormValidator } from '@/engine/form/load-validator';
import { checkExportName, validationKey } from '@/engine/form/validator';
import { limitsOf, seedConfig } from '@/mocks/services/config/state';
import { resources } from './index';

const forms = engineFormsOf(resources);

describe('the engine forms’ compiled checks', () => {
  it('exist under the name of every engine form: resources’ create and edit forms and their actions’ forms', () => {
    expect(forms.map((form) => form.name).sort()).toEqual(Object.keys(formChecks).sort());
    expect(forms.map((form) => form.name)).toEqual(
      expect.arrayContaining([
        'coupon.create',
        'coupon.update',
        'commerce-product.create',
        'action:customer.createReviewComment',
      ]),
    );
  });

  it.each(forms.map((form) => [form.name, form] as const))(
    '%s: as its page prepares it, with any limits, every schema rjsf asks about is compiled',
    async (name, { op, form }) => {
      const body = await getFormSchema(op);
      const demoLimits = await limitsOf(seedConfig());
      const checks = await formChecks[name]!();
      for (const limits of [{}, demoLimits]) {
        const shown = formSchemaOf(form, body, limits);
        const asked = Object.values(schemaParser(shown as RJSFSchema)).map((sub) => {
          const { $id: _id, ...schema } = sub as Record<string, unknown>;
          return validationKey(schema);
        });
        expect(asked).toContain(validationKey(shown));
        for (const key of asked) expect(checks[checkExportName(key)], `${name}: ${key}`).toBeTypeOf('function');
      }
    },
  );

  it('are what a form validates with; a schema prepared otherwise than codegen did is said at once', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { op, form } = forms.find((found) => found.name === 'coupon.create')!;
    const body = await getFormSchema(op);
    const schema = formSchemaOf(form, body, await limitsOf(seedConfig()));
    const validator = await loadFormValidator(schema, 'coupon.create');
    expect(validator.isValid(schema as RJSFSchema, {}, schema as RJSFSchema)).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    const drifted = formSchemaOf({ ...form, omit: [...(form.omit ?? []), 'description'] }, body, {});
    await loadFormValidator(drifted, 'coupon.create');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('coupon.create'));
    errors.mockRestore();
  });
});
