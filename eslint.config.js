// Lint rules, including the one-way import directions: shared → api → features → app.
// A feature may use another feature only through that feature's index.ts.
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

const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
  message: 'Use another feature only through its index.ts.',
}));

module.exports = tseslint.config(
  {
    ignores: ['dist/**', '.prerender/**', 'node_modules/**', 'coverage/**', 'mock-server/.data/**', '.test-totals/**'],
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
            { target: './src/shared', from: ['./src/api', './src/features', './src/app'], message: 'shared depends on nothing above it.' },
            { target: './src/api', from: ['./src/features', './src/app'], message: 'api sits below features and app.' },
            { target: './src/features', from: './src/app', message: 'features never import app.' },
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
    files: ['mock-server/**/*.ts', 'test/bench/**/*.ts', 'test/e2e/**/*.ts', 'test/lint/**/*.ts'],
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
