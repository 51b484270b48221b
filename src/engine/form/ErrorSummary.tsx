import type { ErrorListProps, RJSFValidationError } from '@rjsf/utils';
import { Alert } from 'antd';
import { useContext, useLayoutEffect, useState } from 'react';
import type { JsonSchema } from '@/api/operations';
import { messages } from '@/lib/messages';
import { fieldTitle, type ConditionHolds } from '@/lib/schema-rules';
import { DependentRegistryContext, type DependentEntry } from './dependent';
import { FormValuesContext, valueAtPath } from './form-values';
import { drawnFieldTitle } from './translate-errors';

/**
 * The summary line of an error. Errors from the server or an as-you-type check (rjsf's
 * `extraErrors`) come as ".field message": they are named by the field's title like the rest. A
 * field of a dependent sub-form (a category's 속성 and 정보 고시) is named from the sub-form's schema,
 * which the form's own schema does not hold. With `holds` (the form's validator), a field a
 * conditional branch declares again is named as the active branch draws it (할인 금액, not 할인 값).
 */
export function summaryLine(
  error: RJSFValidationError,
  schema: JsonSchema,
  data?: unknown,
  dependents: Iterable<DependentEntry> = [],
  holds?: ConditionHolds,
): string {
  const property = error.property ?? '';
  if (!property || !error.stack.startsWith(`${property} `)) return error.stack;
  const path = property.replace(/^\./, '');
  return `${titleAt(path, schema, data, dependents, holds) ?? path}: ${error.stack.slice(property.length + 1)}`;
}

function titleAt(
  path: string,
  schema: JsonSchema,
  data: unknown,
  dependents: Iterable<DependentEntry>,
  holds: ConditionHolds | undefined,
) {
  for (const { path: at, sub } of dependents) {
    const prefix = at.join('.');
    if (!path.startsWith(`${prefix}.`)) continue;
    return fieldTitle(sub.schema, path.slice(prefix.length + 1), sub.toForm(valueAtPath(data, prefix)));
  }
  return drawnFieldTitle(schema, path, data, holds);
}

/**
 * The field id rjsf gives a property (`.a.b` → `root_a_b`). rjsf names a missing top-level field
 * without the leading dot (`stock`, not `.stock`): both lead to `root_stock`.
 */
function fieldId(property: string | undefined): string {
  const path = (property ?? '').replace(/^\./, '');
  return path ? `root_${path.replace(/\./g, '_')}` : 'root';
}

/**
 * The errors in the order their fields are drawn (a dependent sub-form's issues come from another
 * check, after the schema's): each is placed at its field, or at the nearest enclosing one drawn.
 */
export function inFormOrder<E extends Pick<RJSFValidationError, 'property'>>(
  errors: readonly E[],
  drawnIds: readonly string[],
): E[] {
  const position = new Map(drawnIds.map((id, index) => [id, index]));
  const placeOf = (error: E) => {
    const parts = fieldId(error.property).split('_');
    for (let length = parts.length; length > 1; length -= 1) {
      const at = position.get(parts.slice(0, length).join('_'));
      if (at !== undefined) return at;
    }
    return Number.MAX_SAFE_INTEGER;
  };
  return errors
    .map((error, index) => ({ error, index, place: placeOf(error) }))
    .sort((a, b) => a.place - b.place || a.index - b.index)
    .map(({ error }) => error);
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

/**
 * The ids of the form's fields in the order they are drawn, read after the commit (never during
 * render, issue 40): the summary is drawn with or before its fields, so it first shows the errors
 * as they come and is reordered before the browser paints. Read again when the errors change.
 */
function useDrawnFieldIds(errors: readonly unknown[]): readonly string[] {
  const [drawn, setDrawn] = useState<readonly string[]>([]);
  useLayoutEffect(() => {
    const ids = [...document.querySelectorAll('[id^="root_"]')].map((element) => element.id);
    // The DOM is outside React: its order is read once the fields are committed.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDrawn((previous) => (sameIds(previous, ids) ? previous : ids));
  }, [errors]);
  return drawn;
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** The summary above a form that failed validation: each problem names its field; a click goes there. */
export function ErrorSummary({ errors, schema, registry }: ErrorListProps) {
  const data = useContext(FormValuesContext);
  const validator = registry.schemaUtils.getValidator();
  const holds: ConditionHolds = (condition, value) => validator.isValid(condition, value, registry.rootSchema);
  const dependents = [...(useContext(DependentRegistryContext)?.values() ?? [])];
  const focus = (property: string | undefined) => document.getElementById(fieldId(property))?.focus();
  const drawn = useDrawnFieldIds(errors);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 24 }}
      title={messages.validation.summary}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {summaryErrors(inFormOrder(errors, drawn)).map((error) => (
            <li key={`${error.property}-${error.stack}`}>
              <a
                href={`#${fieldId(error.property)}`}
                onClick={(event) => {
                  event.preventDefault();
                  focus(error.property);
                }}
              >
                {summaryLine(error, schema as JsonSchema, data, dependents, holds)}
              </a>
            </li>
          ))}
        </ul>
      }
    />
  );
}
