// The login page, pre-rendered at build time (ADR 0022): a Node bundle of
// src/app/prerender/loginShell.tsx (the app's own tree, resolved and compiled as the browser
// bundle is), built first; the browser build then writes dist/login/index.html with its markup in
// #root. The page shows from the HTML and its stylesheet; #root stays inert until the app, once
// its bundle has run, draws the same page over it (src/app/boot.tsx). The page preloads the
// bundle and runs it after its first paint (src/app/prerender/afterFirstPaint.js).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PRERENDER_NAME = 'prerender';
const OUTPUT = path.resolve(__dirname, '.prerender');
const CONFIG = path.resolve(__dirname, 'config/app-config.production.json');

/** A failed pre-render leaves no bundle behind: the page is never written from an older one. */
class NoStaleBundlePlugin {
  apply(compiler) {
    compiler.hooks.done.tap('NoStaleBundlePlugin', (stats) => {
      if (stats.hasErrors()) fs.rmSync(path.join(OUTPUT, 'loginShell.js'), { force: true });
    });
  }
}

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
    // No styles (the markup only), and no Web Worker bundled: nothing lazy runs while it renders.
    module: {
      ...shared.module,
      parser: { javascript: { ...shared.module.parser.javascript, worker: false } },
      rules: [...shared.module.rules, { test: /\.css$/, type: 'asset/source' }],
    },
    plugins: [...shared.plugins, new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), new NoStaleBundlePlugin()],
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

const LOGIN_PAGE = 'login/index.html';
const AFTER_FIRST_PAINT = path.resolve(__dirname, 'src/app/prerender/afterFirstPaint.js');

/**
 * On the pre-rendered login page, the bundle's <script defer> becomes a preload, and the page's
 * one script is afterFirstPaint.js (emitted content-hashed), which runs the bundle once the page
 * has painted: its evaluation never comes before the page's first paint. The preload asks for a
 * low priority, what a deferred script gets: the page does not wait for it. (At Chromium's default
 * high priority for a preloaded script, Lighthouse's simulation counts a script fetched before the
 * first paint as blocking that paint unless it sees the script's evaluation start after it; it
 * did not see it once the bundle's first task had become shorter than the 10 ms it keeps, and
 * put the bundle's download in front of the paint: src/index.tsx.)
 */
class PaintFirstPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PaintFirstPlugin', (compilation) => {
      const source = fs.readFileSync(AFTER_FIRST_PAINT, 'utf8').replace(/^\s*\/\/.*\n/gm, '');
      const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 10);
      const file = `js/after-first-paint.${hash}.js`;
      compilation.hooks.processAssets.tap({ name: 'PaintFirstPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(file, new webpack.sources.RawSource(source));
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PaintFirstPlugin', (data) => {
        if (data.outputName !== LOGIN_PAGE) return data;
        const publicPath = compilation.outputOptions.publicPath;
        const headTags = data.headTags.map((tag) =>
          tag.tagName === 'script' && tag.attributes.src
            ? { tagName: 'link', voidTag: true, meta: tag.meta, attributes: { rel: 'preload', as: 'script', fetchpriority: 'low', href: tag.attributes.src } }
            : tag,
        );
        headTags.push({ tagName: 'script', voidTag: false, meta: { plugin: 'PaintFirstPlugin' }, attributes: { defer: true, src: `${publicPath}${file}` } });
        return { ...data, headTags };
      });
    });
  }
}

module.exports = { LOGIN_PAGE, PRERENDER_NAME, PaintFirstPlugin, emptyRoot, loginShell, prerenderConfig };
