// Lint rules, including the one-way import directions: runtime → shared → api → features → app.
// runtime/ holds the doors the app fills at run time (lazy reducers and sagas, the first-paint
// gate, the session log's source, the route guard's account-data context): it imports nothing of
// the portal, so every layer may use it (shared's redux-form door and lazy page loader do).
// A feature has two public files: index.ts, its state (events, slice, selectors, pure types and
// helpers), and entry.ts, what runs (its root saga, the saga helpers and components other features
// use, its pages). Another feature, and the app, may use it only through those two; index.ts never
// reaches what runs (here for its own imports, in config/dependency-cruiser.cjs for the whole path).
const fs = require('node:fs');
const path = require('node:path');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const importPlugin = require('eslint-plugin-import');
const globals = require('globals');

const featuresDir = path.join(__dirname, 'src', 'features');
const features = fs.existsSync(featuresDir)
  ? fs.readdirSync(featuresDir).filter((f) => fs.statSync(path.join(featuresDir, f)).isDirectory())
  : [];

const publicFiles = (feature) => [`./${feature}/index.ts`, `./${feature}/entry.ts`];
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`, ...features.filter((f) => f !== feature).flatMap(publicFiles)],
  message: 'Use another feature only through its index.ts (its state) or entry.ts (its sagas, pages and components).',
}));

module.exports = tseslint.config(
  {
    ignores: ['dist/**', 'dist-gateway/**', '.gateway-build-test-*/**', '.node22/**', '.prerender/**', 'node_modules/**', 'coverage/**', 'mock-server/.data/**', '.test-totals/**', '.stryker-tmp/**', 'reports/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/runtime',
              from: ['./src/shared', './src/api', './src/features', './src/app'],
              message: 'runtime is the bottom layer: the doors the app fills at run time import nothing of the portal.',
            },
            { target: './src/shared', from: ['./src/api', './src/features', './src/app'], message: 'shared depends on nothing above it.' },
            { target: './src/api', from: ['./src/features', './src/app'], message: 'api sits below features and app.' },
            { target: './src/api/transport', from: './src/api/endpoints', message: 'The transport knows no gateway area: the endpoint modules use it, never the other way.' },
            {
              target: './src/api/contract',
              from: ['./src/api/transport', './src/api/endpoints', './src/api/index.ts'],
              message: 'The contract (shared with the gateway) is DTOs and guards only: no transport, no calls.',
            },
            { target: './src/features', from: './src/app', message: 'features never import app.' },
            {
              target: ['./src/app', './src/index.tsx'],
              from: './src/features',
              except: features.flatMap(publicFiles),
              message: 'Use a feature only through its index.ts (its state) or entry.ts (its sagas, pages and components).',
            },
            {
              target: './src/features/*/index.ts',
              from: ['./src/features/*/entry.ts', './src/features/**/sagas/**', './src/features/**/*.sagas.ts', './src/features/**/*.tsx'],
              message: "A feature's index.ts is its state (events, slice, selectors, pure types and helpers): sagas, pages and components go in its entry.ts.",
            },
            {
              target: ['./src/features', './src/app'],
              from: './src/api',
              except: ['./index.ts', './contract'],
              message: 'Use the API layer through src/api/index.ts (DTOs from src/api/contract): never its interceptors or internals.',
            },
            ...featureZones,
            {
              target: './mock-server',
              from: './src',
              except: ['./api/contract', './shared/validation'],
              message: 'The gateway shares only the contract types and the validators with the SPA.',
            },
            {
              target: './mock-server/src/domain',
              from: ['./mock-server/src/http', './mock-server/src/routes', './mock-server/src/control'],
              message: "The gateway's rules (domain/) know nothing of HTTP: a route parses, calls the domain and answers.",
            },
          ],
        },
      ],
    },
  },
  {
    // React Router's <Link>/<NavLink> bring its framework mode's prefetching to the first page (ADR 0022).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router-dom', 'react-router'].map((name) => ({
            name,
            importNames: ['Link', 'NavLink'],
            message: 'Use Link / NavLink from src/shared/ui (ADR 0022).',
          })),
        },
      ],
    },
  },
  {
    // The sign-in rules and every other domain rule are tested without a server (issue 24).
    files: ['mock-server/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'fastify', message: "The gateway's rules (domain/) know nothing of Fastify." }],
          patterns: [{ group: ['fastify/*', '@fastify/*'], message: "The gateway's rules (domain/) know nothing of Fastify." }],
        },
      ],
    },
  },
  {
    files: ['mock-server/**/*.ts', 'test/bench/**/*.ts', 'test/e2e/**/*.ts', 'test/lint/**/*.ts', 'test/node22/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The saga and component tests drive a saga to its end or finish it themselves: never a real-time limit.
    files: ['test/sagas/**/*.{ts,tsx}', 'test/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'silentRun',
          message: 'Drive the saga with runUntilFinished (test/support/sagaServices.ts): a real-time limit cuts a run short on a slow machine.',
        },
      ],
    },
  },
);
