/** A view's fields edited in place, in one panel (my info's nickname and notification e-mail). */
import { Form } from 'antd';
import { Panel } from '@/components/layout/Panel';
import { valueAt } from '../resource/record';
import type { ViewDef } from '../resource/view-types';
import { InlineLineField } from './InlineLineField';

export function ViewInlineFields({ view, record }: { readonly view: ViewDef; readonly record: unknown }) {
  return (
    <Panel>
      <Form layout="vertical" component="div">
        {view.inline?.map((def) => {
          const value = valueAt(record, def.at ?? def.field);
          return <InlineLineField key={def.field} def={def} saved={typeof value === 'string' ? value : ''} />;
        })}
      </Form>
    </Panel>
  );
}
