// The login page, pre-rendered at build time (ADR 0022): a Node bundle of
// src/app/prerender/loginShell.tsx (the app's own tree, resolved and compiled as the browser
// bundle is), built first; the browser build then writes dist/login/index.html with its markup in
// #root. The page shows from the HTML and its stylesheet; #root stays inert until the app, once
// its bundle has run, draws the same page over it (src/app/boot.tsx).
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

const PRERENDER_NAME = 'prerender';
const OUTPUT = path.resolve(__dirname, '.prerender');
const CONFIG = path.resolve(__dirname, 'config/app-config.production.json');

/** The Node bundle that renders the login page (no styles: the markup only). */
function prerenderConfig(shared) {
  return {
    name: PRERENDER_NAME,
    mode: 'production',
    target: 'node20',
    entry: { loginShell: './src/app/prerender/loginShell.tsx' },
    output: { path: OUTPUT, filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    devtool: false,
    resolve: shared.resolve,
    module: { ...shared.module, rules: [...shared.module.rules, { test: /\.css$/, type: 'asset/source' }] },
    plugins: [...shared.plugins, new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** html-webpack-plugin's parameters for src/index.html, with what #root holds (`root()`, when the page is written). */
function pageParameters(root) {
  return (compilation, assets, assetTags, options) => ({
    compilation,
    webpackConfig: compilation.options,
    htmlWebpackPlugin: { tags: assetTags, files: assets, options },
    ...root(),
  });
}

/** An empty #root: the app renders every page but the login page from nothing. */
const emptyRoot = pageParameters(() => ({ rootAttributes: '', rootContent: '' }));

/** login/index.html: #root holds the login page, inert until the app takes over. */
const loginShell = pageParameters(() => {
  const bundle = path.join(OUTPUT, 'loginShell.js');
  delete require.cache[require.resolve(bundle)];
  const { renderLoginShell } = require(bundle);
  const config = JSON.parse(fs.readFileSync(CONFIG, 'utf8'));
  return { rootAttributes: ' data-prerendered="login" inert', rootContent: renderLoginShell(config) };
});

module.exports = { PRERENDER_NAME, emptyRoot, loginShell, prerenderConfig };
