/**
 * graphql-codegen configuration (client-preset), one target per GraphQL schema. `npm run codegen`
 * runs it together with the OpenAPI generators (scripts/codegen/main.ts); do not run
 * graphql-codegen on its own.
 *
 * Documents are `.graphql` files, one operation each, kept with the resource that uses it and
 * named `<operation>.<schema>.graphql` (e.g. `src/resources/commerce-order/accept-order.commerce.graphql`);
 * selections several operations share are fragments in files of their own (`order-progress.commerce.graphql`).
 * Each is validated against its schema and becomes a typed `…Document` in
 * `generated/graphql/<schema>/graphql.ts`.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

export const GRAPHQL_SCHEMAS = ['commerce', 'expert', 'local-profile'] as const;

const clientPreset = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: {
    // Documents as query text (`TypedDocumentString`), marked pure by scripts/codegen/emit-graphql.ts:
    // far smaller in a route's bundle than syntax trees; src/api/graphql/document.ts reads them.
    documentMode: 'string',
    useTypeImports: true,
    enumsAsTypes: true,
    strictScalars: true,
    scalars: { ID: 'string', DateTime: 'string', Long: 'number' },
  },
} as const;

/** Every type of a schema (not only those the documents select), for the mock resolvers. */
const schemaTypes = {
  plugins: ['typescript'],
  config: { ...clientPreset.config, avoidOptionals: { field: true, inputValue: false, object: false } },
};

const generates: CodegenConfig['generates'] = {};
for (const schema of GRAPHQL_SCHEMAS) {
  const sdl = `schemas/graphql/${schema}.graphql`;
  generates[`generated/graphql/${schema}/`] = {
    ...clientPreset,
    schema: sdl,
    documents: [`src/**/*.${schema}.graphql`],
  };
  generates[`generated/graphql/${schema}/schema.ts`] = { ...schemaTypes, schema: sdl };
}

const config: CodegenConfig = { ignoreNoDocuments: false, generates };

export default config;
