/** A plain rjsf form (antd theme, ajv8) over a request body's JSON Schema: the floor of a form page. */
import { Form } from '@rjsf/antd';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';

export function SchemaForm({ schema }: { readonly schema: RJSFSchema }) {
  return <Form schema={schema} validator={validator} onSubmit={() => undefined} />;
}
