/**
 * A stateful answer for a CRUD resource that has no hand-written handler yet, derived from its
 * schema: a collection path with a paged GET (`x-paging`) and its item path (`…/{thingId}`), the
 * same pairing `npm run new:resource` scaffolds. Records live per account (and per parent id) in
 * the demo's persisted state, so what a merchant creates, edits or deletes is seen again. As a real
 * server: a PUT replaces what the client writes (a field left out is cleared), a PATCH changes what
 * it sends; the list filters as its parameters mean (crud-query.ts) and pages by its `x-paging`,
 * an unknown cursor included (400); an unknown id is a 404. A body that breaks the schema never
 * gets here (the pipeline answers 400 first). A hand-written handler wins.
 */
import { services, type ServiceName } from '@generated/openapi';
import {
  operations,
  type JsonSchema,
  type OperationInfo,
  type PagingInfo,
  type ParameterDetail,
} from '@generated/operations';
import { messages } from '@/lib/messages';
import { toKstIso } from './time';
import { MockHttpError, notFound } from './implement';
import { sampleFromSchema } from './sample';
import { sliceAfterCursor } from './paging';
import { matchesFilters, recordFiltersOf } from './crud-query';

/** The records of every generic collection: `<service> <collection path> <scope>` → records. */
export type GenericCrudState = Record<string, GenericRecord[]>;
export type GenericRecord = Record<string, unknown>;

export type CrudRole = 'list' | 'create' | 'read' | 'update' | 'delete';

export interface CrudPlace {
  readonly role: CrudRole;
  /** The collection's list operation (its paging and item schema). */
  readonly list: OperationInfo & { readonly paging: NonNullable<OperationInfo['paging']> };
  /** The item path's record-id parameter (`thingId`), for read, update and delete. */
  readonly idParam?: string;
}

const ALL = Object.values(operations) as OperationInfo[];
/** How many records a collection starts with in each scope. */
export const SEED_RECORDS = 3;

/** Where an operation sits in a CRUD pair, or undefined when it is not one (it then gets a sample). */
export function crudPlaceOf(info: OperationInfo, all: readonly OperationInfo[] = ALL): CrudPlace | undefined {
  const listAt = (path: string) =>
    all.find((row) => row.service === info.service && row.method === 'get' && row.path === path && row.paging) as
      CrudPlace['list'] | undefined;
  const own = listAt(info.path);
  if (own) {
    if (info.method === 'get') return { role: 'list', list: own };
    if (info.method === 'post') return { role: 'create', list: own };
    return undefined;
  }
  const item = /^(.*)\/\{(\w+)\}$/.exec(info.path);
  const parent = item ? listAt(item[1]!) : undefined;
  if (!item || !parent) return undefined;
  const role = ({ get: 'read', put: 'update', patch: 'update', delete: 'delete' } as const)[
    info.method as 'get' | 'put' | 'patch' | 'delete'
  ];
  return role ? { role, list: parent, idParam: item[2]! } : undefined;
}

export interface CrudCall {
  readonly place: CrudPlace;
  readonly info: OperationInfo;
  /** The 200 answer's schema of the called operation. */
  readonly response: JsonSchema;
  /** The list operation's 200 answer's schema (where the item schema is). */
  readonly listResponse: JsonSchema;
  /** The list operation's parameters (what its query filters mean). */
  readonly listParameters: readonly ParameterDetail[];
  /** The called operation's request body schema (the fields a client writes), when it has one. */
  readonly request?: JsonSchema | undefined;
  readonly path: Readonly<Record<string, unknown>>;
  readonly query: Readonly<Record<string, unknown>>;
  readonly body: unknown;
  readonly accountId: number;
  readonly state: { sequence: number; generic?: GenericCrudState };
  readonly now: Date;
}

export function answerCrud(call: CrudCall): unknown {
  const { place, state } = call;
  const item = itemSchemaOf(call.listResponse, place.list.paging.items) ?? {};
  const idField = idFieldOf(item, place.idParam);
  const records = collection(call, item, idField);
  const label = typeof item.title === 'string' ? item.title : '기록';
  const find = () => {
    const id = String(call.path[place.idParam!]);
    const index = records.findIndex((record) => String(record[idField]) === id);
    if (index < 0) throw notFound(label);
    return index;
  };
  const single = (record: GenericRecord | null) => placeAt(call.response, envelopeOf(call.info.service), record);

  switch (place.role) {
    case 'list': {
      const filters = recordFiltersOf(call.listParameters, item, idField, pagingParamsOf(place.list.paging));
      return listAnswer(call, item, records.filter(matchesFilters(filters, call.query)));
    }
    case 'create': {
      const record = replaced(sampleRecord(item, idField, ++state.sequence, call.now), call.body, item, call.request);
      records.unshift(record);
      return single(record);
    }
    case 'read':
      return single(records[find()]!);
    case 'update': {
      const index = find();
      const updated =
        call.info.method === 'patch'
          ? merged(records[index]!, call.body, item)
          : replaced(records[index]!, call.body, item, call.request);
      records[index] = updated;
      return single(updated);
    }
    case 'delete': {
      const [removed] = records.splice(find(), 1);
      return single(removed ?? null);
    }
  }
}

/** The records of the collection in the call's scope (its account and parent ids), seeded once. */
function collection(call: CrudCall, item: JsonSchema, idField: string): GenericRecord[] {
  const scope = call.place.list.pathParams.map((param) => `${param}=${String(call.path[param])}`);
  const key = [call.info.service, call.place.list.path, `account=${call.accountId}`, ...scope].join(' ');
  const store = (call.state.generic ??= {});
  // Seeds were made a minute apart, newest first, so a time can be a cursor as on a real server.
  return (store[key] ??= Array.from({ length: SEED_RECORDS }, (_, index) =>
    numbered(
      sampleRecord(item, idField, ++call.state.sequence, new Date(call.now.getTime() - index * 60_000)),
      item,
      index + 1,
    ),
  ));
}

/** A schema-valid record with its id and its read-only instants (createdAt …) set to now. */
function sampleRecord(item: JsonSchema, idField: string, id: number, now: Date): GenericRecord {
  const record = { ...(sampleFromSchema(item) as GenericRecord) };
  for (const [name, property] of Object.entries(propertiesOf(item))) {
    if (property.readOnly === true && property.format === 'date-time') record[name] = toKstIso(now);
  }
  record[idField] = propertiesOf(item)[idField]?.type === 'string' ? String(id) : id;
  return record;
}

/** Seed records told apart: the text fields end with their number where the length allows. */
function numbered(record: GenericRecord, item: JsonSchema, number: number): GenericRecord {
  const next = { ...record };
  for (const [name, property] of Object.entries(propertiesOf(item))) {
    const value = next[name];
    if (property.type !== 'string' || typeof value !== 'string' || property.format || property.enum) continue;
    if (property.pattern !== undefined || property.readOnly === true) continue;
    const max = typeof property.maxLength === 'number' ? property.maxLength : Infinity;
    const text = `${value} ${number}`;
    if (text.length <= max) next[name] = text;
  }
  return next;
}

/** A PATCH: the record with the body's writable fields; what it does not send stays. */
function merged(record: GenericRecord, body: unknown, item: JsonSchema): GenericRecord {
  const sent = bodyFields(body);
  const next = { ...record };
  for (const name of writableFields(item, undefined)) if (name in sent) next[name] = sent[name];
  return next;
}

/**
 * A PUT (or a create): the fields the client writes are what the body says, so one left out is
 * cleared; the server's own fields (read-only, or not in the request) stay.
 */
function replaced(record: GenericRecord, body: unknown, item: JsonSchema, request?: JsonSchema): GenericRecord {
  const sent = bodyFields(body);
  const known = propertiesOf(item);
  const required = new Set((item.required ?? []) as string[]);
  const next = { ...record };
  for (const name of writableFields(item, request)) {
    if (name in sent) next[name] = sent[name];
    else if (!required.has(name)) delete next[name];
    else if (allowsNull(known[name]!)) next[name] = null;
    // Else the item always has it and the request may leave it out: the server keeps what it had.
  }
  return next;
}

/** The item's fields a client writes: the request's fields, or every field not read-only. */
function writableFields(item: JsonSchema, request: JsonSchema | undefined): string[] {
  const known = propertiesOf(item);
  const written = request ? Object.keys(propertiesOf(request)) : Object.keys(known);
  return written.filter((name) => name in known && known[name]!.readOnly !== true);
}

function bodyFields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

function allowsNull(schema: JsonSchema): boolean {
  return schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'));
}

/** The list's paging parameters (`pageParam`, `cursorParam` …), which never filter. */
function pagingParamsOf(paging: PagingInfo): ReadonlySet<string> {
  const names = Object.entries(paging).filter(([key, value]) => key.endsWith('Param') && typeof value === 'string');
  return new Set(names.map(([, value]) => value as string));
}

function listAnswer(call: CrudCall, item: JsonSchema, rows: readonly GenericRecord[]): unknown {
  const paging = call.place.list.paging;
  const answer = sampleFromSchema(call.response) as Record<string, unknown>;
  const number = (name: string, fallback: number) => {
    const value = Number(call.query[name]);
    return Number.isFinite(value) && call.query[name] !== undefined ? value : fallback;
  };
  switch (paging.kind) {
    case 'page': {
      const size = number(paging.sizeParam, 20);
      const page = number(paging.pageParam, paging.firstPage);
      const start = (page - paging.firstPage) * size;
      setAt(answer, paging.items, rows.slice(start, start + size));
      setAt(answer, paging.total, rows.length);
      return answer;
    }
    case 'offset': {
      const limit = number(paging.limitParam, 20);
      const offset = number(paging.offsetParam, 0);
      setAt(answer, paging.items, rows.slice(offset, offset + limit));
      setAt(answer, paging.total, rows.length);
      return answer;
    }
    case 'cursor': {
      const field = paging.cursorField ?? idFieldOf(item, undefined);
      const raw = call.query[paging.cursorParam];
      const cursor = typeof raw === 'string' || typeof raw === 'number' ? raw : undefined;
      const slice = sliceAfterCursor(rows, (row) => row[field], cursor, number(paging.sizeParam, 20));
      // A cursor naming no row (made up, or its row deleted since) is refused: starting over from the
      // top would put the first rows again under those already shown, as often as 더 보기 is pressed.
      if (!slice.cursorKnown)
        throw new MockHttpError(400, messages.errors.staleCursor, 'INVALID_CURSOR', [
          { field: paging.cursorParam, reason: messages.errors.staleCursor },
        ]);
      setAt(answer, paging.items, slice.items);
      setAt(answer, paging.hasMore, slice.hasMore);
      setAt(answer, paging.nextCursor, slice.next ?? null);
      return answer;
    }
    case 'none':
      setAt(answer, paging.items, [...rows]);
      return answer;
  }
}

/** A one-record answer: the record in the service's envelope (`data`) when the answer has one. */
function placeAt(response: JsonSchema, envelope: string | undefined, record: GenericRecord | null): unknown {
  const properties = propertiesOf(response);
  if (envelope && envelope in properties) {
    const answer = sampleFromSchema(response) as Record<string, unknown>;
    answer[envelope] = record ?? sampleFromSchema(properties[envelope]!);
    return answer;
  }
  if (record && Object.keys(properties).length > 0) return record;
  return sampleFromSchema(response);
}

function envelopeOf(service: string): string | undefined {
  const envelope = (services as Record<ServiceName, { envelope?: string | null }>)[service as ServiceName]?.envelope;
  return envelope ?? undefined;
}

/** The record id's field: the path parameter's name when the item has it, else `id`. */
function idFieldOf(item: JsonSchema, idParam: string | undefined): string {
  const properties = propertiesOf(item);
  if (idParam && idParam in properties) return idParam;
  return 'id';
}

function itemSchemaOf(response: JsonSchema, itemsPath: string): JsonSchema | undefined {
  let node: JsonSchema | undefined = response;
  for (const key of itemsPath.split('.')) node = node ? propertiesOf(node)[key] : undefined;
  return node?.items as JsonSchema | undefined;
}

function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys.at(-1)!] = value;
}

function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  return (schema.properties ?? {}) as Record<string, JsonSchema>;
}
