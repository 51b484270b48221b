import type { ErrorListProps, RJSFValidationError } from '@rjsf/utils';
import { Alert } from 'antd';
import type { JsonSchema } from '@/api/operations';
import { messages } from '@/lib/messages';
import { schemaAtField } from '@/lib/schema-rules';

/**
 * The summary line of an error. Errors from the server or an as-you-type check (rjsf's
 * `extraErrors`) come as ".field message": they are named by the field's title like the rest.
 */
export function summaryLine(error: RJSFValidationError, schema: JsonSchema): string {
  const property = error.property ?? '';
  if (!property || !error.stack.startsWith(`${property} `)) return error.stack;
  const path = property.replace(/^\./, '');
  const title = schemaAtField(schema, path)?.title;
  return `${typeof title === 'string' ? title : path}: ${error.stack.slice(property.length + 1)}`;
}

/**
 * The summary's lines, each once: the same sentence on the same field can come from the form's
 * check and from the server's answer (or from several keywords of one field).
 */
export function summaryLines(errors: readonly RJSFValidationError[], schema: JsonSchema) {
  const seen = new Set<string>();
  return errors.flatMap((error) => {
    const line = summaryLine(error, schema);
    const key = `${error.property ?? ''}\u0000${line}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ property: error.property, line }];
  });
}

/** The summary above a form that failed validation: each problem names its field; a click goes there. */
export function ErrorSummary({ errors, schema }: ErrorListProps) {
  const focus = (property: string | undefined) => {
    const id = `root${(property ?? '').replace(/\./g, '_')}`;
    document.getElementById(id)?.focus();
  };
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 24 }}
      title={messages.validation.summary}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {summaryLines(errors, schema as JsonSchema).map(({ property, line }) => (
            <li key={`${property}-${line}`}>
              <a
                href={`#root${(property ?? '').replace(/\./g, '_')}`}
                onClick={(event) => {
                  event.preventDefault();
                  focus(property);
                }}
              >
                {line}
              </a>
            </li>
          ))}
        </ul>
      }
    />
  );
}
