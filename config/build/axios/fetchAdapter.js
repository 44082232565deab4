// Stands in for axios's fetch adapter in the browser build (webpack.config.js): the portal uses the
// XHR adapter only (src/api/transport/client.ts), and the fetch adapter is ~4 KB gzip of unused code.
export const getFetch = () => undefined;
export default undefined;
