// The money-movement gateway's base path and conventions: every data call of the portal lives under
// it (spec part 2 §7). The base is written here once; the API layer's interceptor rules and each
// service's paths (firmAccounts, securities, positions, countries, mintBurn, savedInstructions)
// build on it.
//
// Every answer is the money-movement gateway's old style (contract/responses.ts):
//   success  HTTP 200 { status: { code: '000000', text: 'SUCCESS' }, data: <the DTO> }
//   failure  HTTP 4xx/5xx { status: { code, text }, data: null }
// All calls need a full (two-factor) session; without one: 401 { status: { code: '401', text:
// 'Unauthorized' }, data: null }. An account number the user's firms do not hold: 403, same shape.
// POST bodies are JSON (Content-Type: application/json) and carry the X-Requested-With header.
// Numbers are JSON numbers; "decimal string" means /^-?\d+(\.\d+)?$/ (no exponent, no grouping).
// The SPA checks every answer's data with the service's guards at the boundary (api/transport/validate.ts
// expectShape); the gateway's tests can assert its answers with the same functions.
export const MONEY_MOVEMENT_BASE = '/gateway/institutional/moneymovement';
