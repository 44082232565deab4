// The SPA tests resolve axios as the build does (webpack.config.js): its files as a browser bundler
// picks them (axios's package.json `browser` field: the browser platform, no http adapter), and the
// parts the portal never uses replaced by the same stubs (config/build/axios/parts.js). So the
// tests run the axios code the portal ships.
const fs = require('node:fs');
const path = require('node:path');
const { axiosStubFor } = require('../../config/build/axios/parts');

let browserField = null;
/** axios's own browser replacements, as absolute paths. */
function axiosBrowserFile(file) {
  const lib = /^(.*[\\/]axios)[\\/]lib[\\/]/.exec(file);
  if (!lib) return null;
  const root = lib[1];
  if (!browserField) {
    const { browser } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    browserField = Object.fromEntries(Object.entries(browser).map(([from, to]) => [path.join(root, from), path.join(root, to)]));
  }
  return browserField[file] ?? null;
}

module.exports = (request, options) => {
  const file = options.defaultResolver(request, options);
  return axiosStubFor(file) ?? axiosBrowserFile(file) ?? file;
};
