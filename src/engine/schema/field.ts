/** What a screen knows about one field: read from the schema once, rendered through tables. */
import type { JsonSchema, RefKey } from '@/api/operations';

export type FieldKind =
  | 'text'
  | 'longText'
  | 'number'
  | 'money'
  | 'percent'
  | 'boolean'
  | 'enum'
  | 'dateTime'
  | 'deadline'
  | 'date'
  | 'url'
  | 'phone'
  | 'image'
  | 'imageList'
  | 'reference'
  | 'referenceList'
  | 'list'
  /** A list of small objects (a few plain fields each): edited as a compact table. */
  | 'itemTable'
  | 'object';

export interface FieldDescriptor {
  /** Dotted path from the record root (`benefit_request.description`). */
  readonly path: string;
  /** Korean label from the schema's `title` (the last path segment if there is none). */
  readonly title: string;
  /** The merchant's help text (the schema's `x-help`; a `description` is a developer note). */
  readonly description?: string;
  readonly kind: FieldKind;
  readonly schema: JsonSchema;
  /** Korean label of each enum value (`x-enum-labels`). */
  readonly enumLabels?: Readonly<Record<string, string>>;
  /** The resource an id (or each id of a list) points at (`x-ref`). */
  readonly ref?: RefKey;
  readonly required: boolean;
  readonly readOnly: boolean;
  /** Declared under a condition (`if` → `then`/`else`): it applies to some records only. */
  readonly conditional: boolean;
}
