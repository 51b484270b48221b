/**
 * A stateful answer for a CRUD resource that has no hand-written handler yet, derived from its
 * schema: a collection path with a paged GET (`x-paging`) and its item path (`…/{thingId}`), the
 * same pairing `npm run new:resource` scaffolds. Records live per account (and per parent id) in
 * the demo's persisted state, so what a merchant creates, edits or deletes is seen again; the list
 * applies its query filters that name a field and its paging; an unknown id is a 404. A body that
 * breaks the schema never gets here (the pipeline answers 400 first). A hand-written handler wins.
 */
import { services, type ServiceName } from '@generated/openapi';
import { operations, type JsonSchema, type OperationInfo } from '@generated/operations';
import { toKstIso } from './time';
import { notFound } from './implement';
import { sampleFromSchema } from './sample';

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
    case 'list':
      return listAnswer(call, records.filter(matches(call.query, item)));
    case 'create': {
      const record = fromBody(sampleRecord(item, idField, ++state.sequence, call.now), call.body, item);
      records.unshift(record);
      return single(record);
    }
    case 'read':
      return single(records[find()]!);
    case 'update': {
      const index = find();
      const updated = fromBody(records[index]!, call.body, item);
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
  return (store[key] ??= Array.from({ length: SEED_RECORDS }, (_, index) =>
    numbered(sampleRecord(item, idField, ++call.state.sequence, call.now), item, index + 1),
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

/** The record with the body's fields that the item has (a PUT or PATCH changes only what it sends). */
function fromBody(record: GenericRecord, body: unknown, item: JsonSchema): GenericRecord {
  if (typeof body !== 'object' || body === null) return record;
  const known = propertiesOf(item);
  const next = { ...record };
  for (const [name, value] of Object.entries(body as Record<string, unknown>))
    if (name in known && known[name]!.readOnly !== true) next[name] = value;
  return next;
}

/** Query parameters that name a field of the item filter by equality (a status, a flag). */
function matches(query: Readonly<Record<string, unknown>>, item: JsonSchema) {
  const known = propertiesOf(item);
  const filters = Object.entries(query).filter(([name, value]) => name in known && value !== undefined);
  return (record: GenericRecord) =>
    filters.every(([name, value]) =>
      Array.isArray(value) ? value.map(String).includes(String(record[name])) : String(record[name]) === String(value),
    );
}

function listAnswer(call: CrudCall, rows: readonly GenericRecord[]): unknown {
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
      const size = number(paging.sizeParam, 20);
      const raw = call.query[paging.cursorParam];
      const cursor = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined;
      const idField = idFieldOf(itemSchemaOf(call.listResponse, paging.items) ?? {}, undefined);
      const after = cursor === undefined ? 0 : rows.findIndex((row) => String(row[idField]) === cursor) + 1;
      const page = rows.slice(after, after + size);
      const more = after + size < rows.length;
      setAt(answer, paging.items, page);
      setAt(answer, paging.hasMore, more);
      setAt(answer, paging.nextCursor, more ? (page.at(-1)?.[idField] ?? null) : null);
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
