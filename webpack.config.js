// Builds the SPA under /institutional/. Feature pages are lazy chunks; the login page's JS is kept
// small (budget in docs/architecture.md, measured by `npm run bench`). The production build also
// pre-renders the login page to static HTML (webpack.prerender.js; ADR 0022).
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MomentTimezoneDataPlugin = require('moment-timezone-data-webpack-plugin');
const pkg = require('./package.json');
const { axiosStubFor } = require('./config/build/axios/parts');
const { LOGIN_PAGE, PRERENDER_NAME, PaintFirstPlugin, emptyRoot, loginShell, prerenderConfig } = require('./webpack.prerender');

const PUBLIC_PATH = '/institutional/';
const gatewayPort = process.env.GATEWAY_PORT || process.env.PORT || 8080;
const here = (relative) => path.resolve(__dirname, relative);

/**
 * Emits a Brotli and a gzip copy of every text asset over 1 KB (not the source maps), which the
 * gateway serves to browsers that accept them (@fastify/static preCompressed, ADR 0012): the
 * entry chunk goes over the wire at ~116 KB, not 356 KB. Node's zlib, no plugin dependency.
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!/\.(js|css|html|svg|json|txt)$/.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < 1024) continue;
            const brotli = zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
            compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(brotli), { compressed: true });
            compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(zlib.gzipSync(buffer, { level: 9 })), { compressed: true });
          }
        },
      );
    });
  }
}

/** How the portal's modules resolve and compile, for the browser bundle and the pre-render alike. */
function sharedParts({ production, buildVersion, configUrl }) {
  return {
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        // The portal's axios: its core without the parts the portal never uses (ADR 0022).
        axios$: here('config/build/axios/index.js'),
        // React Router 7 resolves to its development build under every export condition; the
        // production build is half the size and drops dev-only warnings.
        ...(production
          ? {
              'react-router$': here('node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': here('node_modules/react-router/dist/production/dom-export.mjs'),
            }
          : {}),
      },
    },
    module: {
      // An import of a name a module does not export fails the build (the trimmed axios entry
      // exports only what the portal uses: a new need shows here, not as undefined at run time).
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        // React Router's components and Redux Toolkit's helpers the portal never uses are left out (ADR 0022).
        {
          test: [/[\\/]react-router[\\/]dist[\\/].*\.mjs$/, /[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/].*\.esm\.js$/],
          use: here('config/build/pureAnnotations.js'),
        },
        // redux gets object spread without Babel's pre-ES2015 helper chain (ADR 0022).
        {
          test: /\.m?js$/,
          include: /[\\/]node_modules[\\/]redux[\\/]/,
          resolve: { alias: { '@babel/runtime/helpers/esm/objectSpread2$': here('config/build/objectSpread.js') } },
        },
        // Redux Toolkit gets immer without the ES5 plugin it turns on at load (ADR 0022).
        {
          test: /\.m?js$/,
          include: /[\\/]@reduxjs[\\/]toolkit[\\/]/,
          resolve: { alias: { immer$: here('config/build/immerForToolkit.js') } },
        },
        // The portal's own code gets react-redux without `connect` (ADR 0012); redux-form, in its
        // chunk, still gets the real entry.
        {
          test: /\.[jt]sx?$/,
          include: here('src'),
          resolve: { alias: { 'react-redux$': here('config/build/reactReduxHooks.js') } },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __BUILD_VERSION__: JSON.stringify(buildVersion),
        __CONFIG_URL__: JSON.stringify(configUrl),
      }),
      // The parts of axios the portal never uses (fetch adapter, form bodies, XSRF cookie, option
      // checks, progress events) are stubs of config/build/axios/ (parts.js lists them; the tests
      // resolve the same).
      new webpack.NormalModuleReplacementPlugin(/[\\/]axios[\\/]lib[\\/]/, (resolveData) => {
        const stub = resolveData.createData?.resource && axiosStubFor(resolveData.createData.resource);
        if (stub) Object.assign(resolveData.createData, { resource: stub, request: stub, userRequest: stub });
      }),
    ],
  };
}

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const buildVersion = process.env.BUILD_VERSION || pkg.version;
  // Spec: the configuration file lives under the build version in production, otherwise a mock.
  const configUrl = production
    ? `${PUBLIC_PATH}config/${buildVersion}/app-config.json`
    : `${PUBLIC_PATH}config/mock/app-config.json`;
  const shared = sharedParts({ production, buildVersion, configUrl });
  const page = { template: './src/index.html', scriptLoading: 'defer', configUrl, favicon: './src/favicon.svg' };

  const client = {
    mode: production ? 'production' : 'development',
    // The pre-rendered login page is written from the pre-render bundle, built first.
    dependencies: production ? [PRERENDER_NAME] : [],
    // The browsers the portal supports run ES2020 (swc compiles to it): webpack's runtime and module
    // wrappers, and the minifier's output, use arrow functions and ES2020 syntax too.
    target: ['web', 'es2020'],
    entry: { main: './src/index.tsx' },
    output: {
      path: here('dist'),
      publicPath: PUBLIC_PATH,
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: shared.resolve,
    module: { ...shared.module, rules: [...shared.module.rules, { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }] },
    plugins: [
      ...shared.plugins,
      // The favicon is a file of the build, linked by the page: no request for a missing /favicon.ico.
      new HtmlWebpackPlugin({ ...page, templateParameters: emptyRoot }),
      // /institutional/login's page, pre-rendered: on screen before the bundle has run (ADR 0022).
      // Not minified: the app hydrates #root's markup exactly as React wrote it (the minifier would
      // drop the comments React writes between two adjacent texts).
      ...(production ? [new HtmlWebpackPlugin({ ...page, filename: LOGIN_PAGE, templateParameters: loginShell, minify: false }), new PaintFirstPlugin()] : []),
      new MiniCssExtractPlugin({
        filename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
        chunkFilename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
      }),
      // The portal shows US/Eastern times only (spec: 'EST', wire hours in US/Eastern): keep that zone's
      // rules for ten years around the build instead of every zone since 1900 (~37 KB gzip).
      new MomentTimezoneDataPlugin({
        matchZones: ['America/New_York', 'US/Eastern', 'Etc/UTC'],
        startYear: new Date().getFullYear() - 5,
        endYear: new Date().getFullYear() + 5,
      }),
      // No V8 explicit compile hint (`//# allFunctionsCalledOnLoad`, tried in ADR 0022): the bundle
      // runs from a preloaded file, which Chromium compiled off the main thread only now and then;
      // otherwise the hint had it compile every function on the main thread before running any
      // (350–590 ms on a 4× slowed CPU against ~60 ms for the lazy compile), the login page's
      // longest task.
      ...(production ? [new PrecompressPlugin()] : []),
      // moment ships every locale; the portal is en-US only.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
    ],
    optimization: {
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // The pipelines' libraries (src/app/pipelines.ts: the saga runtime, axios and the API's transport)
          // in one chunk beside the pipelines' own, not four shared ones: a page from nothing waits
          // for them before its first call.
          pipelinesCore: {
            test: /[\\/](node_modules[\\/](axios|redux-saga|@redux-saga)|config[\\/]build[\\/]axios|src[\\/]api[\\/]transport)[\\/]/,
            name: 'pipelines-core',
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
        },
      },
      // html-webpack-plugin minifies its pages itself; webpack's own HTML minifier would also drop
      // the comments React writes into the pre-rendered login page, which hydration reads.
      minimizeOptions: { html: false },
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT || 3000),
      historyApiFallback: { index: PUBLIC_PATH },
      hot: true,
      devMiddleware: { publicPath: PUBLIC_PATH },
      open: [PUBLIC_PATH],
      proxy: [
        {
          context: ['/gateway', '/user', '/__mock', `${PUBLIC_PATH}config`, `${PUBLIC_PATH}vendor`, `${PUBLIC_PATH}traderui/index.html`],
          target: `http://127.0.0.1:${gatewayPort}`,
        },
      ],
    },
  };
  return production ? [prerenderConfig(shared), client] : client;
};
