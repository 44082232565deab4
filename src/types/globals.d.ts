// Values injected by webpack's DefinePlugin (see webpack.config.js); jest defines them in setup.
declare const __BUILD_VERSION__: string;
declare const __CONFIG_URL__: string;
