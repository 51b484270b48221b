/**
 * The request schemas as generated (REST bodies in forms/, GraphQL variables in
 * graphql-operations/) are what the form and the mock both validate: the mock with ajv, which
 * applies a keyword wherever it sits, the form with its run-time walker, which sees rules only along
 * `properties`, `items` and `if`/`then`/`else` (src/lib/schema-rules.ts). A rule keyword or an
 * `x-limit` elsewhere (under `oneOf`, `anyOf`, `not`, an `if` condition) would pass the form and be
 * refused by the mock, so codegen refuses it. `allOf` and `$ref` are resolved before this
 * (resolve-schema.ts), so their rules sit where the walker sees them.
 */
import { rulesOutOfReach } from '../../src/lib/schema-rules';
import type { GeneratedFiles } from './emit-openapi';

export function ruleReachProblems(files: GeneratedFiles): string[] {
  const problems: string[] = [];
  for (const [path, content] of files) {
    if (!path.endsWith('.json')) continue;
    const rest = path.startsWith('forms/');
    if (!rest && !path.startsWith('graphql-operations/')) continue;
    const parsed = JSON.parse(content) as Record<string, unknown>;
    const schema = (rest ? parsed : parsed.variables) as Record<string, unknown> | undefined;
    if (!schema) continue;
    for (const place of rulesOutOfReach(schema))
      problems.push(
        `${path} ${place}: a rule keyword or x-limit must sit under properties, items or then/else (the form's walker does not see it there; the mock's ajv does)`,
      );
  }
  return problems;
}
