// ESLint: TypeScript (type-aware), React hooks, and the one-way layers of STYLE.md habits 1–2:
//   config → lib → api → components → engine → resources → app   (mocks beside, for the demo/tests)
// Only `api` and `mocks` read `generated/`; a resource never imports another resource; no cycles.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const layer = (target, from, message) => ({ target, from, message });

const boundaries = [
  layer(
    './src/config',
    ['./src/lib', './src/api', './src/components', './src/engine', './src/resources', './src/app', './src/mocks'],
    'config imports nothing above it',
  ),
  layer(
    './src/lib',
    ['./src/api', './src/components', './src/engine', './src/resources', './src/app', './src/mocks'],
    'lib is the bottom layer',
  ),
  layer(
    './src/api',
    ['./src/components', './src/engine', './src/resources', './src/app', './src/mocks'],
    'api must not import UI layers',
  ),
  layer(
    './src/components',
    ['./src/engine', './src/resources', './src/app', './src/mocks'],
    'shared components must not import the engine, resources or app',
  ),
  layer(
    './src/engine',
    ['./src/resources', './src/app', './src/mocks'],
    'the engine is generic: no resources, app or mocks',
  ),
  layer('./src/resources', ['./src/app', './src/mocks'], 'resources must not import the app or mocks'),
  layer('./src/mocks', ['./src/app', './src/engine', './src/resources'], 'mocks stand in for the backend: no screens'),
  layer(
    ['./src/app', './src/components', './src/engine', './src/resources', './src/lib', './src/config'],
    './generated',
    'only the api layer (and mocks) import generated/ — use src/api',
  ),
];

const resourceIsolation = [
  'coupon',
  'pickup-menu',
  'pickup-option',
  'pickup-display-category',
  'pickup-store-discount',
].map((name) => ({
  target: `./src/resources/${name}`,
  from: './src/resources',
  except: [`./${name}`],
  message: 'a resource never imports another resource',
}));

const untypedCall = {
  group: ['@/api/operations', './operations', '**/operations'],
  importNames: ['callOperation'],
  message: 'callOperation is the engine’s untyped face: call callApi(key, args), typed from the schemas',
};

const DATA_LAYER = 'screens ask the data layer (src/api, engine/data hooks), never a client: issue 38';
const directClients = [
  { name: '@/api/clients', message: DATA_LAYER },
  { name: 'openapi-fetch', message: DATA_LAYER },
  { name: 'urql', message: DATA_LAYER },
  { name: '@urql/core', message: DATA_LAYER },
];
const directCalls = [
  { group: ['@/api/operations'], importNames: ['callApi'], message: DATA_LAYER },
  { group: ['@/api/graphql/request'], importNames: ['graphqlRequest'], message: DATA_LAYER },
];

const KEYS = 'query keys come from api/query-keys.ts (person, account, operation, arguments): issue 38';
const QUERY_CLIENT_CALLS =
  '/^(invalidateQueries|refetchQueries|cancelQueries|removeQueries|resetQueries|getQueryData|setQueryData|getQueriesData|setQueriesData|fetchQuery|prefetchQuery|ensureQueryData|query)$/';
const handBuiltKeys = [
  { selector: "Property[key.name='queryKey'] > ArrayExpression", message: KEYS },
  { selector: "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression", message: KEYS },
  { selector: 'VariableDeclarator[id.name=/(Key|_KEY|Keys)$/] ArrayExpression', message: KEYS },
  { selector: `CallExpression[callee.property.name=${QUERY_CLIENT_CALLS}] > ArrayExpression`, message: KEYS },
];

// The data layer owns what the cache holds and when it is asked again (issue 38): a screen calls a
// named hook of src/api (useRefreshOrderLists, useStoreOperationData…), never the cache itself.
const cacheWrites = {
  selector:
    'CallExpression[callee.property.name=/^(setQueryData|setQueriesData|invalidateQueries|refetchQueries|removeQueries|resetQueries|cancelQueries)$/]',
  message: 'the data layer (src/api) writes and refreshes the query cache: call its named hook (issue 38)',
};

// The store request's 확인 kept spinning after a quick second check (full-suite runs).
const busyButton = {
  selector: "JSXOpeningElement[name.name='Button'] > JSXAttribute[name.name='loading']",
  message: "antd's Button keeps a loading state of its own that can outlive the action: use BusyButton busy={…}",
};

export default defineConfig(
  {
    ignores: [
      'dist',
      'dist-bench',
      'generated',
      'node_modules',
      'public/mockServiceWorker.js',
      'public/demo-worker.js',
      'playwright-report',
      'test-results',
      'bench/results.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // import-x reads only .js/.mjs/.cjs files unless told otherwise: without these two, every
      // imported .ts/.tsx module was skipped by its rules.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.test.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Import cycles are found by `npm run lint:cycles` (scripts/lint/import-cycles.ts): the same
      // rule as import-x/no-cycle with these options (type imports and dynamic import() are not
      // edges), each file parsed once instead of 17 s of this lint's critical path.
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...resourceIsolation] }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-deprecated': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  { files: ['eslint.config.js'], extends: [tseslint.configs.disableTypeChecked] },
  {
    // Hand-written code calls the backend through `callApi`, typed by the operation key (issue 29);
    // the untyped run-time face is the engine's (and the api layer's own, tests' and mocks').
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: [
      'src/engine/**',
      'src/mocks/**',
      'src/testing/**',
      'src/api/operations.ts',
      // The engine's untyped reads, moved down so that custom pages' data modules share them.
      'src/api/data/queries.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [untypedCall] }] },
  },
  {
    // One data layer (issue 38): screens (src/app) ask src/api and the engine's data hooks; they
    // never call a client themselves nor build a query key (api/query-keys.ts builds them all).
    files: ['src/app/**/*.ts', 'src/app/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: directClients, patterns: [untypedCall, ...directCalls] },
      ],
      'no-restricted-syntax': ['error', ...handBuiltKeys, cacheWrites],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'src/testing/**', 'src/mocks/testing/**'],
    // Tests may drive the mock backend and the testing helpers from any layer.
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'import-x/no-restricted-paths': 'off',
    },
  },
  {
    files: ['src/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', busyButton] },
  },
  {
    files: ['src/app/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', busyButton, ...handBuiltKeys, cacheWrites] },
  },
);
