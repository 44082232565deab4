// The parts of axios the portal never uses, each replaced by a stub of this folder, for the build
// (webpack.config.js) and the tests (test/support/jestResolver.js) alike, so that the tests run the
// axios code the build ships. A path is relative to axios's `lib/` folder.
const path = require('node:path');

const STUBS = {
  // fetch adapter: the portal uses the XHR adapter (src/api/transport/client.ts).
  'adapters/fetch.js': 'fetchAdapter.js',
  // FormData and URL-encoded bodies: the portal sends JSON only.
  'helpers/toFormData.js': 'formBodies.js',
  'helpers/formDataToJSON.js': 'formBodies.js',
  'helpers/toURLEncodedForm.js': 'formBodies.js',
  'core/setFormDataHeaders.js': 'formBodies.js',
  // axios's query-string writer (through its FormData helper): the instances set their own
  // paramsSerializer (src/api/transport/queryParams.ts).
  'helpers/AxiosURLSearchParams.js': 'formBodies.js',
  // The XSRF cookie: the portal's session is a cookie the browser sends, plus the extra header
  // (src/api/transport/interceptors/extraHeader.ts); its instances set no xsrfCookieName.
  'helpers/cookies.js': 'cookies.js',
  // Run-time checks of the config's option types and spelling: the portal's config is typed.
  'helpers/validator.js': 'validator.js',
};

/** The stub that stands in for an axios file (an absolute path), or null. */
function axiosStubFor(file) {
  const match = /[\\/]axios[\\/]lib[\\/](.+)$/.exec(file);
  const stub = match && STUBS[match[1].split(path.sep).join('/')];
  return stub ? path.join(__dirname, stub) : null;
}

module.exports = { STUBS, axiosStubFor };
