// A webpack loader for React Router's and Redux Toolkit's built files (webpack.config.js): it lets
// the build drop the parts the portal never uses (ADR 0022). Both create values with top-level
// calls that carry no pure annotation — React Router's components (`var Link = React.forwardRef(…)`,
// then `Link.displayName = "Link"`), Redux Toolkit's classes and factories (`var X = (function () {…})()`,
// `var addListener = createAction(…)`) — so the minifier keeps each of them, used or not (React
// Router's framework-mode prefetching of <Link>, <Form>, ScrollRestoration; Toolkit's
// createAsyncThunk and listener middleware). The loader marks those calls pure and drops the
// display names (only React DevTools reads them). Nothing else changes; the tests run the packages
// as published.
const PURE_CALLS = [
  /(^var \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm,
  /(^var \w+ = )((?:\/\*\* @class \*\/ )?\(function)/gm,
  /(^var \w+ = )(createAction\()/gm,
];
const DISPLAY_NAME = /^\w+\.displayName = "[^"]*";$/gm;

module.exports = function pureAnnotations(source) {
  return PURE_CALLS.reduce((code, call) => code.replace(call, '$1/*#__PURE__*/ $2'), source.replace(DISPLAY_NAME, ''));
};
