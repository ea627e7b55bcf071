import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

// The studio's features (apps/web/src/features/*): each one is a leaf that only app/ composes.
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// The API's routes (apps/api/src/routes/*): each stands alone; what two share lives in plugins/ or services/.
const API_ROUTES = readdirSync(new URL('./apps/api/src/routes', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// packages/core's layers, bottom first (docs/decisions/030-core-layers.md). A file may import its own layer and
// the ones below it, never one above: domain (statuses, quota, style types, storage key names) -> platform
// (config, logger, paths) -> ports (the interfaces of the outside world) -> pixels (image and PDF work, the render
// pool that runs it) -> adapters (database, queue, storage, providers, metrics; the generated Prisma client and
// the test fakes beside them) -> use cases, lowest first (assets, users -> generation -> tour, styles) ->
// runtime (the composition: runtime.ts, the provider and job registries) -> index.ts, core's public face.
const CORE_LAYERS = [
  ['domain'],
  ['platform'],
  ['ports'],
  ['pixels'],
  ['adapters', 'generated', 'testing'],
  ['assets', 'users'],
  ['generation'],
  ['tour', 'styles'],
  ['runtime'],
  ['index.ts'],
].map((dirs) => dirs.map((d) => `./packages/core/src/${d}`));
const coreLayerZones = CORE_LAYERS.slice(0, -1).map((target, i) => ({
  target,
  from: CORE_LAYERS.slice(i + 1).flat(),
  message: 'A core layer never imports a layer above it (decision 030): move what both need down, or have it passed in.',
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'packages/core/src/generated/**', 'e2e/artifacts/**', 'data/**', 'packages/design/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
        crypto: 'readonly',
        document: 'readonly',
        window: 'readonly',
        localStorage: 'readonly',
        navigator: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // No module reaches itself through its imports: every folder stays something its importers sit on.
    files: ['packages/*/src/**/*.ts', 'apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The studio's layers (bulletproof-react): app/ composes features; a feature never imports another
    // feature; components/ and lib/ sit below every feature and never import one. What two features
    // share moves down to components/ or lib/.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...WEB_FEATURES.map((name) => ({
              target: `./apps/web/src/features/${name}`,
              from: './apps/web/src/features',
              except: [`./${name}`],
              message: 'A feature never imports another feature: move what both need down to components/ or lib/.',
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/features',
              message: 'components/ and lib/ sit below the features and never import one.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API's routes stand alone (fastify/demo): a route never imports another route; plugins/ (request
    // helpers, limits, errors) and services/ (upload reading, addresses, compressed answers) sit below every
    // route and never import one. What two routes share moves down into one of them.
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...API_ROUTES.map((name) => ({
              target: `./apps/api/src/routes/${name}`,
              from: './apps/api/src/routes',
              except: [`./${name}`],
              message: 'A route never imports another route: move what both need to plugins/ or services/.',
            })),
            {
              target: ['./apps/api/src/plugins', './apps/api/src/services'],
              from: './apps/api/src/routes',
              message: 'plugins/ and services/ sit below the routes and never import one.',
            },
          ],
        },
      ],
    },
  },
  {
    // packages/core in layers: no import runs back up (CORE_LAYERS above). Tests stand beside the code and may
    // reach any layer for their fakes.
    files: ['packages/core/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: coreLayerZones }] },
  },
  {
    // The apps reach the design engine only through core (@landscape/core re-exports what they use).
    files: ['apps/api/src/**/*.ts', 'apps/worker/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@landscape/design', message: 'Reach the design engine through @landscape/core.' }],
          patterns: [{ group: ['@landscape/design/*'], message: 'Reach the design engine through @landscape/core.' }],
        },
      ],
    },
  },
  {
    // Short functions (issue 52): a production function over 100 lines does more than one thing a caller asks
    // for; split it into sub-functions, sub-components or hooks. Tests and generated code are not held.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}', 'packages/*/scripts/**/*.{ts,mjs,js}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'packages/core/src/generated/**'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Only config.ts may read the environment (ARCHITECTURE.md).
    files: ['packages/*/src/**/*.ts', 'apps/*/src/**/*.ts', 'apps/*/src/**/*.tsx'],
    // `pnpm mcp` is a client of a running studio: its own two settings are read in stdio-config.ts
    ignores: ['packages/core/src/platform/config.ts', 'packages/mcp/src/stdio-config.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through packages/core/src/platform/config.ts' }],
    },
  },
  {
    // The studio ships no zod: values come from '@landscape/contract/constants', answers are checked with the
    // valibot schemas of lib/answer-schemas.ts (held against the contract by its test), and types come from
    // anywhere (decision 018).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@landscape/contract',
              allowTypeImports: true,
              message: "Import values from '@landscape/contract/constants'; check answers with lib/answer-schemas.ts.",
            },
            {
              name: '@landscape/contract/schemas',
              allowTypeImports: true,
              message: 'Check answers with lib/answer-schemas.ts (valibot): zod stays out of the studio.',
            },
            { name: 'zod', allowTypeImports: true, message: 'Check answers with lib/answer-schemas.ts (valibot): zod stays out of the studio.' },
          ],
          patterns: [{ group: ['zod/*'], allowTypeImports: true, message: 'Check answers with lib/answer-schemas.ts (valibot): zod stays out of the studio.' }],
        },
      ],
    },
  },
);
