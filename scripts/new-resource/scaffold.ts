/**
 * `npm run new:resource -- <service> <list path>`: writes an explicit, typed resource definition
 * for a list operation and its siblings, read from the generated operation table (never guessed
 * at run time). Pure: it returns the files to write and the lines to add; main.ts writes them.
 *
 * - columns: up to five one-line fields of the list item (the name or title first, as the link);
 * - create: `POST <list path>`; detail, update, delete: `GET|PUT|PATCH|DELETE <list path>/{x}`;
 * - path parameters: the account's (`x-bind: account`) need nothing; any other parameter of the
 *   list path is a parent id, bound from a route parameter (`scope: { id: 'postId' }`), and the
 *   routes carry it; the sibling's last parameter is the record id.
 */
import type { OperationInfo } from '../../generated/operations/index';

/** What the scaffold reads of an operation in the light table. */
export type OperationRow = Pick<
  OperationInfo,
  'service' | 'operationId' | 'method' | 'path' | 'pathParams' | 'accountParams' | 'paging'
>;

export type Json = { readonly [key: string]: unknown };

export interface ScaffoldInput {
  readonly service: string;
  readonly listPath: string;
  readonly operations: readonly OperationRow[];
  /** The detail of an operation: summary, responses (generated/operations/<service>/<id>.json). */
  readonly detailOf: (row: OperationRow) => Json | undefined;
  /** The request body schema of an operation (generated/forms/<service>/<id>.json). */
  readonly bodyOf: (row: OperationRow) => Json | undefined;
}

export interface Scaffold {
  /** camelCase name (`thing`), the folder and the route-table key. */
  readonly name: string;
  /** `src/resources/<folder>/<folder>.resource.ts` relative to the project. */
  readonly file: string;
  readonly source: string;
  /** The route-table entry (`thing: { list: route('…'), … },`) for src/config/paths.ts. */
  readonly routes: string;
  /** The export name (`thingResource`). */
  readonly exportName: string;
  /** What the definition could not say by itself, for the person who runs the scaffold. */
  readonly notes: readonly string[];
  /** The Korean name of one record (관리 메모), as the screens say it. */
  readonly label: string;
  /** The folder's kebab name (`thing`), used in addresses and file names. */
  readonly folder: string;
  /** The route parameter of a record (`thingId`). */
  readonly routeParam: string;
  /** Route kind → pattern (`list: '/profile/:baId/thing'`). */
  readonly routePatterns: Readonly<Record<'list' | 'create' | 'detail' | 'edit', string | undefined>>;
  /** The operations the screens call. */
  readonly calls: {
    readonly list: OperationRow;
    readonly create?: OperationRow;
    readonly detail?: OperationRow;
    readonly update?: OperationRow;
    readonly remove?: OperationRow;
  };
  /** The list's item schema (what a row holds). */
  readonly item: Json | undefined;
}

const CELL_TYPES = new Set(['string', 'integer', 'number', 'boolean']);
const MAX_COLUMNS = 5;

export function scaffoldResource(input: ScaffoldInput): Scaffold {
  const { service, listPath, operations } = input;
  const at = (method: string, path: string) =>
    operations.find((row) => row.service === service && row.method === method && row.path === path);
  const list = at('get', listPath);
  if (!list) throw new Error(`No GET ${listPath} in ${service} (npm run codegen after adding it to the schema?)`);
  if (!list.paging) throw new Error(`GET ${listPath} has no x-paging: it is not a list operation`);

  const segments = listPath.split('/').filter(Boolean);
  const lastStatic = [...segments].reverse().find((segment) => !segment.startsWith('{'))!;
  const name = camel(singular(lastStatic));
  const folder = kebab(name);
  const routeParam = `${name}Id`;

  // Parent ids: the list path's parameters that are not the account's, named after their segment.
  const scope: Record<string, string> = {};
  const nesting: string[] = [];
  segments.forEach((segment, index) => {
    const param = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (!param || list.accountParams.includes(param)) return;
    const parent = camel(singular(segments[index - 1] ?? 'parent'));
    scope[param] = `${parent}Id`;
    nesting.push(`${kebab(parent)}/:${parent}Id`);
  });
  const base = ['/profile/:baId', ...nesting, folder].join('/');

  const record = operations.filter(
    (row) =>
      row.service === service &&
      row.path.startsWith(`${listPath}/{`) &&
      /^\/\{\w+\}$/.test(row.path.slice(listPath.length)),
  );
  const create = at('post', listPath);
  const detail = record.find((row) => row.method === 'get');
  const update = record.find((row) => row.method === 'put') ?? record.find((row) => row.method === 'patch');
  const remove = record.find((row) => row.method === 'delete');
  const notes: string[] = [];
  if (update && !detail)
    notes.push(
      `${update.method.toUpperCase()} ${update.path} has no GET of one record: edit from the list row with r.updateFromRow(…) if you need it.`,
    );

  const listDetail = input.detailOf(list);
  const item = itemSchema((listDetail?.responses as Json | undefined)?.['200'] as Json | undefined, list.paging.items);
  // The item's Korean title (관리자), else the list's summary without its "목록" (쿠폰 목록 → 쿠폰).
  const summary = typeof listDetail?.summary === 'string' ? listDetail.summary.replace(/\s*목록$/, '') : '';
  const label = typeof item?.title === 'string' ? item.title : summary || name;
  const columns = columnsOf(item);
  const filters = filtersOf(listDetail, list.paging);
  const routes: Record<string, string> = { list: base };
  if (create) routes.create = `${base}/new`;
  if (detail) routes.detail = `${base}/detail/:${routeParam}`;
  if (detail && update) routes.edit = `${base}/update/:${routeParam}`;

  const scopeText = Object.keys(scope).length
    ? `{ scope: { ${Object.entries(scope)
        .map(([param, route]) => `${param}: '${route}'`)
        .join(', ')} } }, `
    : '';
  const order = (row: OperationRow) => {
    const properties = Object.keys(input.bodyOf(row)?.properties ?? {});
    return properties.length ? `, { order: [${properties.map((field) => `'${field}'`).join(', ')}] }` : '';
  };
  const lines = [
    `/** ${label}: generated by \`npm run new:resource -- ${service} ${listPath}\`; edit freely. */`,
    `import { paths } from '@/config/paths';`,
    `import { defineResource } from '@/engine/resource/define-resource';`,
    ``,
    `export const ${name}Resource = defineResource('${service}', ${scopeText}(r) => ({`,
    `  name: '${name}',`,
    `  label: '${label}',`,
    ...(detail ? [`  routeParam: '${routeParam}',`] : []),
    `  routes: { ${Object.keys(routes)
      .map((kind) => `${kind}: paths.${name}.${kind}`)
      .join(', ')} },`,
    `  list: r.list('get', '${listPath}', {`,
    `    columns: [${columns.map((column, index) => (index === 0 ? `{ field: '${column}', primary: true }` : `'${column}'`)).join(', ')}],`,
    ...(filters.length ? [`    filters: [${filters.map((filter) => `'${filter}'`).join(', ')}],`] : []),
    `  }),`,
    ...(detail ? [`  detail: r.detail('${detail.path}'),`] : []),
    ...(create ? [`  create: r.create('post', '${listPath}'${order(create)}),`] : []),
    ...(detail && update ? [`  update: r.update('${update.method}', '${update.path}'${order(update)}),`] : []),
    ...(remove ? [`  remove: r.remove('${remove.path}'),`] : []),
    `}));`,
    ``,
  ];
  return {
    name,
    file: `src/resources/${folder}/${folder}.resource.ts`,
    source: lines.join('\n'),
    routes: `  ${name}: {\n${Object.entries(routes)
      .map(([kind, pattern]) => `    ${kind}: route('${pattern}'),`)
      .join('\n')}\n  },`,
    exportName: `${name}Resource`,
    notes,
    label,
    folder,
    routeParam,
    routePatterns: { list: routes.list, create: routes.create, detail: routes.detail, edit: routes.edit },
    calls: {
      list,
      ...(create ? { create } : {}),
      ...(detail ? { detail } : {}),
      ...(detail && update ? { update } : {}),
      ...(remove ? { remove } : {}),
    },
    item,
  };
}

function itemSchema(response: Json | undefined, itemsPath: string): Json | undefined {
  let node: unknown = response;
  for (const key of itemsPath.split('.')) node = ((node as Json | undefined)?.properties as Json | undefined)?.[key];
  return (node as Json | undefined)?.items as Json | undefined;
}

/** The list's query parameters a merchant filters by: all but its paging's. */
function filtersOf(detail: Json | undefined, paging: NonNullable<OperationRow['paging']>): string[] {
  const pagingParams = new Set(
    Object.entries(paging)
      .filter(([key]) => key.endsWith('Param'))
      .map(([, value]) => String(value)),
  );
  const parameters = (detail?.parameters ?? []) as { name?: string; in?: string }[];
  return parameters
    .filter((parameter) => parameter.in === 'query' && parameter.name && !pagingParams.has(parameter.name))
    .map((parameter) => parameter.name!);
}

/** One-line fields of the item, the name or title first, without its id. */
function columnsOf(item: Json | undefined): string[] {
  const properties = Object.entries((item?.properties ?? {}) as Record<string, Json>).filter(([field, schema]) => {
    const type: unknown = Array.isArray(schema.type)
      ? (schema.type as unknown[]).find((t) => t !== 'null')
      : schema.type;
    return field !== 'id' && typeof type === 'string' && CELL_TYPES.has(type) && !/Id$|_id$/.test(field);
  });
  const first = properties.findIndex(([field]) => field === 'name' || field === 'title' || field === 'nickname');
  if (first > 0) properties.unshift(...properties.splice(first, 1));
  const picked = properties.slice(0, MAX_COLUMNS).map(([field]) => field);
  return picked.length ? picked : ['id'];
}

export function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(s|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export function camel(word: string): string {
  return word.replace(/[-_]+([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

export function kebab(word: string): string {
  return word.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
