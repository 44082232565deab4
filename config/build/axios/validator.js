// Stands in for axios's run-time check of option types and spelling (./parts.js): every option the
// portal passes is typed by TypeScript (src/api/transport/client.ts), so each check accepts.
const accept = () => true;

export default {
  assertOptions() {},
  validators: { object: accept, boolean: accept, number: accept, function: accept, string: accept, symbol: accept, transitional: () => accept, spelling: () => accept },
};
