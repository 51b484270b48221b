/**
 * The rjsf widget registry: names used by `formWidgetOf` in ui-schema.ts, or by a form's `fieldUi`.
 * The photo and date widgets load with the first form that draws one: their antd Upload and
 * DatePicker (with dayjs's parsing) were ≈15 and ≈30 KB gzip on every form, drawn or not.
 */
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { AddressField } from './AddressField';
import { CategoryWidget } from './CategoryWidget';
import { EnumChoiceWidget, SwitchWidget } from './ChoiceWidgets';
import { DependentField } from './DependentField';
import { CountedTextareaWidget } from './CountedTextareaWidget';
import { CountedTextWidget } from './CountedTextWidget';
import { lazyWidget } from './lazy-widget';
import { MoneyWidget, NumberWidget } from './NumberWidgets';
import { ReferenceWidget } from './ReferenceWidget';

export const formWidgets: RegistryWidgetsType = {
  CountedText: CountedTextWidget,
  CountedTextarea: CountedTextareaWidget,
  Money: MoneyWidget,
  Number: NumberWidget,
  Switch: SwitchWidget,
  EnumChoice: EnumChoiceWidget,
  KstDateTime: lazyWidget(() => import('./KstDateTimeWidget').then((module) => module.KstDateTimeWidget)),
  Reference: ReferenceWidget,
  Image: lazyWidget(() => import('./ImageWidget').then((module) => module.ImageWidget)),
  /** A category id searched by name (`fieldUi: { categoryId: { 'ui:widget': 'Category' } }`). */
  Category: CategoryWidget,
};

/** Fields that draw a whole object (`fieldUi: { address: { 'ui:field': 'Address' } }`). */
export const formFields: RegistryFieldsType = {
  Address: AddressField,
  /** A sub-form that depends on another field's value (`ui:options.dependent`, see form/dependent.ts). */
  Dependent: DependentField,
};
