import type { RJSFSchema } from '@rjsf/utils';
import schema from '../../generated/forms/pickup/createMenu.json';
import { SchemaForm } from './schema-form';

export default function MenuForm() {
  return <SchemaForm schema={schema as RJSFSchema} />;
}
