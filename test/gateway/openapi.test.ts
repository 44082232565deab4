// The gateway's OpenAPI 3.1 document (mock-server/src/http/openapi.ts, issue 28): served at
// /gateway/openapi.json as committed in docs/openapi.json, valid, naming every call of
// docs/gateway.md's tables with the session and the entitlement it needs, and nothing else (no
// control API, no site files).
import fs from 'node:fs';
import path from 'node:path';
import { ACTIONS } from '../../mock-server/src/domain/accounts/entitlements';
import { OPENAPI_FILE, openApiProblems } from '../lint/openapi';
import { startGateway } from './support/testGateway';

interface Operation {
  'x-session'?: string | string[];
  'x-entitlement'?: string | string[];
  security?: unknown[];
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const committed = fs.readFileSync(OPENAPI_FILE, 'utf8');
const doc = JSON.parse(committed) as Document;
const operations = Object.entries(doc.paths).flatMap(([url, methods]) => Object.entries(methods).map(([method, op]) => ({ url, method: method.toUpperCase(), op })));

/** `METHOD path` of each call the tables of docs/gateway.md name, `…` standing for any prefix; braces expanded. */
function documentedCalls(): Array<{ method: string; path: string }> {
  const markdown = fs.readFileSync(path.resolve(__dirname, '../../docs/gateway.md'), 'utf8');
  const calls: Array<{ method: string; path: string }> = [];
  for (const line of markdown.split('\n').filter((l) => l.startsWith('| `'))) {
    const match = /^\| `(GET|POST|PUT|DELETE) ([^`\s]+)/.exec(line);
    if (!match) continue;
    const [, method, raw] = match as unknown as [string, string, string];
    const bare = raw.split('?')[0] as string;
    if (!/^(\/user\/|\/gateway\/|…\/)/.test(bare) || bare.slice(1).includes('…')) continue;
    const braces = /\{([a-z]+(?:,[a-z]+)+)\}/.exec(bare);
    const expanded = braces ? (braces[1] as string).split(',').map((word) => bare.replace(braces[0], word)) : [bare];
    for (const p of expanded) calls.push({ method: method as string, path: p });
  }
  return calls;
}

const matches = (documented: string, url: string) => (documented.startsWith('…') ? url.endsWith(documented.slice(1)) : url === documented);

describe('the OpenAPI document', () => {
  it('is served at /gateway/openapi.json without a session, as committed in docs/openapi.json', async () => {
    const { app } = await startGateway();
    const res = await app.inject({ method: 'GET', url: '/gateway/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(doc);
  });

  it('validates as OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(openApiProblems(committed)).resolves.toEqual([]);
  });

  it('names every call of the tables of docs/gateway.md, and only /user and /gateway calls', () => {
    const documented = documentedCalls();
    expect(documented.length).toBeGreaterThan(60);
    const missing = documented.filter((call) => call.path !== '/gateway/openapi.json' && !operations.some(({ url, method }) => method === call.method && matches(call.path, url)));
    expect(missing).toEqual([]);
    expect(operations.filter(({ url }) => !/^\/(user|gateway)\//.test(url) || url === '/gateway/openapi.json')).toEqual([]);
  });

  it('says the session each call needs; a signed-in call names the session cookie', () => {
    const needs = new Set(['none', 'password', 'identity', 'full']);
    for (const { url, method, op } of operations) {
      const session = op['x-session'];
      const list = Array.isArray(session) ? session : [session];
      expect({ url, method, ok: list.length > 0 && list.every((s) => needs.has(s as string)) }).toEqual({ url, method, ok: true });
      expect({ url, method, security: session !== 'none' }).toEqual({ url, method, security: op.security !== undefined });
    }
  });

  it('names the entitlement of every signed-in call that names an account, from the catalogue', () => {
    const known = new Set<string>([...Object.values(ACTIONS), 'anyAction', 'ownership']);
    const ACCOUNT_FIELDS = ['accountNumber', 'fdasAccountNumber', 'accountIdFilter', 'fdasAccountId'];
    for (const { url, method, op } of operations) {
      const fields = [...(op.parameters ?? []).map((p) => p.name), ...Object.keys(op.requestBody?.content['application/json']?.schema.properties ?? {})];
      const entitlement = op['x-entitlement'];
      if (op['x-session'] === 'full' && fields.some((f) => ACCOUNT_FIELDS.includes(f))) expect({ url, method, entitlement: entitlement !== undefined }).toEqual({ url, method, entitlement: true });
      for (const action of entitlement === undefined ? [] : Array.isArray(entitlement) ? entitlement : [entitlement]) expect(known.has(action)).toBe(true);
    }
  });
});
