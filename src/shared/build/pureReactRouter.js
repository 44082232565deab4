// A webpack loader for React Router's built files (webpack.config.js): it lets the build drop the
// parts the portal never uses. Its components are created by top-level React calls
// (`var Link = React.forwardRef(…)`) followed by `Link.displayName = "Link"`; the assignment is a
// side effect and the calls carry no pure annotation, so every component stays in the bundle, used
// or not (the framework-mode prefetching of <Link>, <Form>, ScrollRestoration…: ~4 KB gzip of
// the first page; ADR 0022). The loader marks those calls pure and drops the display names (only
// React DevTools reads them). Nothing else changes; the tests run the package as published.
const PURE_CALL = /(^var \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm;
const DISPLAY_NAME = /^\w+\.displayName = "[^"]*";$/gm;

module.exports = function pureReactRouter(source) {
  return source.replace(DISPLAY_NAME, '').replace(PURE_CALL, '$1/*#__PURE__*/ $2');
};
