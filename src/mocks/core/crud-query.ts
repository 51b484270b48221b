/**
 * What a generic list's query parameters mean (docs/decisions/generic-crud-mock.md), read from
 * its schema as a server would implement it: a search word finds the records whose text contains
 * it, in any case; an enum, id, number, boolean or date is compared whole. Paging, sorting and
 * parameters that name nothing in the record do not filter.
 */
import type { JsonSchema, ParameterDetail } from '@generated/operations';

export interface RecordFilter {
  readonly param: string;
  readonly match: 'equals' | 'contains';
  /** The record's fields the value is looked for in (any one matching is enough). */
  readonly fields: readonly string[];
}

type GenericRecord = Readonly<Record<string, unknown>>;

/** Names that mean a free search word wherever they appear. */
const SEARCH_NAMES = new Set(['keyword', 'query', 'q', 'search', 'searchKeyword', 'searchText']);
/** A description that says the parameter finds records by the words in them. */
const SEARCH_WORDS = /검색|찾아요|들어간|포함/;

export function recordFiltersOf(
  parameters: readonly ParameterDetail[],
  item: JsonSchema,
  idField: string,
  pagingParams: ReadonlySet<string>,
): RecordFilter[] {
  const properties = propertiesOf(item);
  const textFields = Object.keys(properties).filter((name) => isFreeText(properties[name]!, name, idField));
  const filters: RecordFilter[] = [];
  for (const param of parameters) {
    if (param.in !== 'query' || pagingParams.has(param.name)) continue;
    const field = properties[param.name];
    if (field) {
      const whole = !isFreeText(param.schema, param.name, idField) || !textFields.includes(param.name);
      filters.push({ param: param.name, match: whole ? 'equals' : 'contains', fields: [param.name] });
    } else if (isSearch(param, idField)) {
      filters.push({ param: param.name, match: 'contains', fields: searchedFields(param, properties, textFields) });
    }
  }
  return filters;
}

export function matchesFilters(filters: readonly RecordFilter[], query: Readonly<Record<string, unknown>>) {
  const active = filters.filter((filter) => query[filter.param] !== undefined);
  return (record: GenericRecord) =>
    active.every((filter) => {
      const wanted = query[filter.param];
      const values = (Array.isArray(wanted) ? wanted : [wanted]).map(String);
      return filter.match === 'equals'
        ? filter.fields.some((field) => values.includes(String(record[field])))
        : values.some((value) => filter.fields.some((field) => contains(record[field], value)));
    });
}

function contains(text: unknown, word: string): boolean {
  const needle = fold(word.trim());
  return needle === '' || (typeof text === 'string' && fold(text).includes(needle));
}

/** Case-folded, and in one Unicode form: Hangul typed on a Mac arrives decomposed. */
function fold(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

function isSearch(param: ParameterDetail, idField: string): boolean {
  if (!isFreeText(param.schema, param.name, idField)) return false;
  return SEARCH_NAMES.has(param.name) || SEARCH_WORDS.test(param.description ?? '');
}

/** The text fields whose Korean title the description names (닉네임에 들어간 글자로 찾아요), else every one. */
function searchedFields(
  param: ParameterDetail,
  properties: Record<string, JsonSchema>,
  textFields: readonly string[],
): readonly string[] {
  const description = param.description ?? '';
  const named = textFields.filter((name) => {
    const title = properties[name]!.title;
    return typeof title === 'string' && title !== '' && description.includes(title);
  });
  return named.length > 0 ? named : textFields;
}

/** Words a person writes: a string that is no enum, format, pattern (a code) or id. */
function isFreeText(schema: JsonSchema, name: string, idField: string): boolean {
  const types = Array.isArray(schema.type) ? (schema.type as unknown[]) : [schema.type];
  if (!types.includes('string')) return false;
  if (schema.enum !== undefined || schema.format !== undefined || schema.pattern !== undefined) return false;
  return name !== idField && !/(Id|_id|Ids|_ids)$/.test(name);
}

function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  return (schema.properties ?? {}) as Record<string, JsonSchema>;
}
