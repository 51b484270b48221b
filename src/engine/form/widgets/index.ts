/** The rjsf widget registry: names used by `formWidgetOf` in ui-schema.ts, or by a form's `fieldUi`. */
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { AddressField } from './AddressField';
import { CategoryWidget } from './CategoryWidget';
import { EnumChoiceWidget, SwitchWidget } from './ChoiceWidgets';
import { DependentField } from './DependentField';
import { CountedTextareaWidget } from './CountedTextareaWidget';
import { CountedTextWidget } from './CountedTextWidget';
import { ImageWidget } from './ImageWidget';
import { KstDateTimeWidget } from './KstDateTimeWidget';
import { MoneyWidget, NumberWidget } from './NumberWidgets';
import { ReferenceWidget } from './ReferenceWidget';

export const formWidgets: RegistryWidgetsType = {
  CountedText: CountedTextWidget,
  CountedTextarea: CountedTextareaWidget,
  Money: MoneyWidget,
  Number: NumberWidget,
  Switch: SwitchWidget,
  EnumChoice: EnumChoiceWidget,
  KstDateTime: KstDateTimeWidget,
  Reference: ReferenceWidget,
  Image: ImageWidget,
  /** A category id searched by name (`fieldUi: { categoryId: { 'ui:widget': 'Category' } }`). */
  Category: CategoryWidget,
};

/** Fields that draw a whole object (`fieldUi: { address: { 'ui:field': 'Address' } }`). */
export const formFields: RegistryFieldsType = {
  Address: AddressField,
  /** A sub-form that depends on another field's value (`ui:options.dependent`, see form/dependent.ts). */
  Dependent: DependentField,
};
