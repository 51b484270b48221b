/**
 * The rjsf Form with the antd theme, made of the parts the console's forms use. `@rjsf/antd`'s
 * own Form carries every antd widget, among them the range slider and the "alt" date selects that
 * no form asks for (`ui:widget: 'range'`, `'alt-date'`, `'alt-datetime'`, `'password'`): their antd
 * code was parsed before a form's first input (issue 30). The console's own widgets
 * (widgets/index.ts) are added per form; a widget name no form uses falls back to rjsf's plain one.
 */
import { withTheme } from '@rjsf/core';
import Templates from '@rjsf/antd/lib/templates/index.js';
import CheckboxesWidget from '@rjsf/antd/lib/widgets/CheckboxesWidget/index.js';
import CheckboxWidget from '@rjsf/antd/lib/widgets/CheckboxWidget/index.js';
import RadioWidget from '@rjsf/antd/lib/widgets/RadioWidget/index.js';
import SelectWidget from '@rjsf/antd/lib/widgets/SelectWidget/index.js';
import TextareaWidget from '@rjsf/antd/lib/widgets/TextareaWidget/index.js';
import { lazyWidget } from './widgets/lazy-widget';

export { Templates as AntdTemplates };

export const AntdThemeForm = withTheme({
  templates: Templates,
  widgets: {
    CheckboxesWidget,
    CheckboxWidget,
    // DatePicker loads with the first form that draws a date (see widgets/index.ts).
    DateTimeWidget: lazyWidget(() => import('@rjsf/antd/lib/widgets/DateTimeWidget/index.js').then((m) => m.default)),
    DateWidget: lazyWidget(() => import('@rjsf/antd/lib/widgets/DateWidget/index.js').then((m) => m.default)),
    RadioWidget,
    SelectWidget,
    TextareaWidget,
  },
});
