/**
 * graphql-codegen configuration (client-preset). `npm run codegen` runs it together with the
 * OpenAPI generators (scripts/codegen/main.ts); do not run graphql-codegen on its own.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schemas/graphql/*.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: false,
  generates: {
    'generated/graphql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: { ID: 'string' },
      },
    },
  },
};

export default config;
