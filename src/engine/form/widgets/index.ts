/** The rjsf widget registry: names used by `formWidgetOf` in ui-schema.ts. */
import type { RegistryWidgetsType } from '@rjsf/utils';
import { EnumChoiceWidget, SwitchWidget } from './ChoiceWidgets';
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
};
