import type { ErrorListProps, RJSFValidationError } from '@rjsf/utils';
import { Alert } from 'antd';
import { useContext } from 'react';
import type { JsonSchema } from '@/api/operations';
import { messages } from '@/lib/messages';
import { fieldTitle } from '@/lib/schema-rules';
import { FormValuesContext } from './form-values';

/**
 * The summary line of an error. Errors from the server or an as-you-type check (rjsf's
 * `extraErrors`) come as ".field message": they are named by the field's title like the rest.
 */
export function summaryLine(error: RJSFValidationError, schema: JsonSchema, data?: unknown): string {
  const property = error.property ?? '';
  if (!property || !error.stack.startsWith(`${property} `)) return error.stack;
  const path = property.replace(/^\./, '');
  return `${fieldTitle(schema, path, data) ?? path}: ${error.stack.slice(property.length + 1)}`;
}

/**
 * One line per field: a field that fails several ways (or whose failure comes from the validator
 * and from a check alike) is named once, with its first sentence; the field says the rest.
 */
export function summaryErrors<E extends Pick<RJSFValidationError, 'property'>>(errors: readonly E[]): E[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = error.property ?? '';
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The summary above a form that failed validation: each problem names its field; a click goes there. */
export function ErrorSummary({ errors, schema }: ErrorListProps) {
  const data = useContext(FormValuesContext);
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
          {summaryErrors(errors).map((error) => (
            <li key={`${error.property}-${error.stack}`}>
              <a
                href={`#root${(error.property ?? '').replace(/\./g, '_')}`}
                onClick={(event) => {
                  event.preventDefault();
                  focus(error.property);
                }}
              >
                {summaryLine(error, schema as JsonSchema, data)}
              </a>
            </li>
          ))}
        </ul>
      }
    />
  );
}
