/**
 * The product form's error summary names every 속성 and 정보 고시 field as the form shows it, for
 * every category (issue 40: "attributes.attr-origin: 필수 항목이에요." showed the developer key). The
 * expected names are the catalogue's own labels, read from the mock's catalogue rows.
 */
import validator from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { inFormOrder, summaryLine } from '@/engine/form/ErrorSummary';
import type { DependentEntry } from '@/engine/form/dependent';
import { ATTRIBUTES, CATEGORIES, TEMPLATES, templateIdFor } from '@/mocks/services/commerce/catalog';
import { attributesForm, templatesForm } from './product-input';

const FORM_SCHEMA = { type: 'object', properties: { name: { type: 'string', title: '상품 이름' } } } as const;
const REQUIRED = '필수 항목이에요.';

function line(property: string, dependents: DependentEntry[]) {
  return summaryLine(
    { property, stack: `${property} ${REQUIRED}`, message: REQUIRED, name: 'required', params: {}, schemaPath: '' },
    FORM_SCHEMA,
    {},
    dependents,
  );
}

const leaves = CATEGORIES.filter((category) => !CATEGORIES.some((child) => child.parentId === category.id));

describe.each(leaves.map((category) => [category.name, category.id] as const))(
  'the summary of %s (%s)',
  (_, categoryId) => {
    const attributes = ATTRIBUTES.filter((attribute) => attribute.categoryIds.includes(categoryId));
    const template = TEMPLATES.find((row) => row.id === templateIdFor(categoryId))!;
    const dependents: DependentEntry[] = [
      { path: ['attributes'], sub: attributesForm(attributes), validator },
      { path: ['templates'], sub: templatesForm([template]), validator },
    ];

    it('names each attribute by its name', () => {
      for (const attribute of attributes)
        expect(line(`.attributes.${attribute.id}`, dependents)).toBe(`${attribute.name}: ${REQUIRED}`);
    });

    it('names each 정보 고시 item by its label', () => {
      for (const group of template.inputGroups)
        for (const node of group.nodes)
          expect(line(`.templates.${template.id}.${group.id}.${node.dataKey}`, dependents)).toBe(
            `${node.label}: ${REQUIRED}`,
          );
    });
  },
);

describe('the summary’s order', () => {
  it('follows the fields as drawn, a sub-form’s issues at their place among the rest', () => {
    const errors = [
      { property: '.name' },
      { property: '.thumbnailUrls' },
      { property: '.attributes.attr-origin' },
      { property: '.templates.tpl-food.grp-food-basic.manufacturer' },
      { property: '.price' },
    ];
    const drawn = [
      'root_name',
      'root_price',
      'root_attributes',
      'root_attributes_attr-origin',
      'root_templates',
      'root_templates_tpl-food_grp-food-basic_manufacturer',
      'root_thumbnailUrls',
    ];
    expect(inFormOrder(errors, drawn).map((error) => error.property)).toEqual([
      '.name',
      '.price',
      '.attributes.attr-origin',
      '.templates.tpl-food.grp-food-basic.manufacturer',
      '.thumbnailUrls',
    ]);
  });

  it('places an issue whose own field is not drawn at the nearest enclosing field', () => {
    const errors = [{ property: '.simpleOptions.0.name' }, { property: '.name' }];
    expect(inFormOrder(errors, ['root_name', 'root_simpleOptions']).map((error) => error.property)).toEqual([
      '.name',
      '.simpleOptions.0.name',
    ]);
  });
});
