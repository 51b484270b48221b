/**
 * docs/roles.md from the schemas (issue 39): who among an account's people may make each call that
 * not everyone may, by area (the operation's tag), as the schemas declare it (`x-roles`, `@roles`).
 * `npm run docs:roles` writes it; a test keeps it current.
 */
import { join } from 'node:path';
import { GRAPHQL_SCHEMAS } from '../../codegen';
import { fieldPermissions, graphqlPermissions, restPermissions, ROLES } from '../codegen/emit-permissions';
import { collectOperations, loadServiceDocuments } from '../codegen/load-openapi';
import { isObject, text } from '../codegen/resolve-schema';
import { ROLE_LABELS } from '../../src/lib/roles';

const ROOT = join(import.meta.dirname, '..', '..');

const mark = (roles: readonly string[] | undefined, role: string) => (!roles || roles.includes(role) ? '○' : '—');

export function rolesMarkdown(): string {
  const documents = loadServiceDocuments(join(ROOT, 'schemas', 'openapi'));
  const rest = restPermissions(documents);
  const lines: string[] = [
    '# Who may do what',
    '',
    'Written by `npm run docs:roles` from the schemas (do not edit by hand). A call is open to every person',
    'of an account unless its operation says `x-roles` (REST) or its field `@roles` (GraphQL); every write of',
    "an account's service must say it (codegen fails otherwise). The navigation hides what a role may not",
    'open, a screen it may not open says why, controls it may never use are not offered, and the mock answers',
    '403 with the same sentence. Decisions: docs/decisions/roles.md.',
    '',
    `| 영역 | 하는 일 | ${ROLES.map((role) => ROLE_LABELS[role]).join(' | ')} |`,
    `| --- | --- | ${ROLES.map(() => ':-:').join(' | ')} |`,
  ];
  for (const document of documents) {
    const tags = new Map(
      ((document.doc.tags ?? []) as unknown[])
        .filter(isObject)
        .map((tag) => [text(tag.name), text(tag.description) || text(tag.name)]),
    );
    const paths = (document.doc.paths ?? {}) as Record<string, Record<string, unknown>>;
    for (const op of collectOperations(document)) {
      const roles = rest.get(`${op.service}.${op.operationId}`);
      if (!roles) continue;
      const raw = paths[op.path]![op.method];
      const tag = isObject(raw) && Array.isArray(raw.tags) ? text(raw.tags[0]) : '';
      lines.push(
        `| ${tags.get(tag) ?? tag} | ${op.summary} (\`${op.service}.${op.operationId}\`) | ${ROLES.map((role) => mark(roles, role)).join(' | ')} |`,
      );
    }
  }
  for (const [key, roles] of graphqlPermissions(ROOT, GRAPHQL_SCHEMAS)) {
    if (!roles || roles.length === ROLES.length) continue;
    lines.push(
      `| ${key.split('.')[0]} (GraphQL) | \`${key}\` | ${ROLES.map((role) => mark(roles, role)).join(' | ')} |`,
    );
  }
  lines.push(
    '',
    'Every call not listed (the reads of orders, menus, reviews, coupons, posts, customers and statistics;',
    'the order board and the commerce orders; 품절 and 임시 휴무; a customer memo) is open to every person.',
    '',
    '## Fields only some roles receive',
    '',
    'A call open to everyone may still carry a field a role must not see: its property says `x-roles`, and',
    'the server answers it empty (null) to the others.',
    '',
    `| 필드 | 스키마 | ${ROLES.map((role) => ROLE_LABELS[role]).join(' | ')} |`,
    `| --- | --- | ${ROLES.map(() => ':-:').join(' | ')} |`,
    ...fieldPermissions(documents).map(
      (field) =>
        `| ${field.title} | \`${field.service}.${field.field}\` | ${ROLES.map((role) => mark(field.roles, role)).join(' | ')} |`,
    ),
    '',
  );
  return lines.join('\n');
}
