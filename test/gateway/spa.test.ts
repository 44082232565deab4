// The built SPA under /institutional/ with a history fallback (a temporary dist/ per test file).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startGateway, stopGateways } from './support/testGateway';

const INDEX = '<!doctype html><html><head><title>Portal</title><script defer src="/institutional/js/main.0123abcd45.js"></script></head><body></body></html>';
const LOGIN = INDEX.replace('<body></body>', '<body><div id="root" data-prerendered="login" inert><h1>Log in</h1></div></body>');
let dist: string;

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  fs.mkdirSync(path.join(dist, 'js'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.mkdirSync(path.join(dist, 'login'));
  fs.writeFileSync(path.join(dist, 'login', 'index.html'), LOGIN);
  fs.writeFileSync(path.join(dist, 'js', 'main.0123abcd45.js'), 'console.log("portal");');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'js', 'main.0123abcd45.js.br'), zlib.brotliCompressSync('console.log("portal");'));
  fs.writeFileSync(path.join(dist, 'js', 'main.0123abcd45.js.gz'), zlib.gzipSync('console.log("portal");'));
});
afterAll(() => fs.rmSync(dist, { recursive: true }));
afterEach(stopGateways);

const get = async (url: string, distDir: string | null = dist) => {
  const { app } = await startGateway(distDir === null ? {} : { distDir });
  return app.inject({ method: 'GET', url });
};

it('redirects / and /institutional to /institutional/', async () => {
  for (const url of ['/', '/institutional']) {
    const res = await get(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/institutional/');
  }
});

it('serves index.html at /institutional/, revalidated on each visit', async () => {
  const res = await get('/institutional/');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.body).toBe(INDEX);
  expect(res.headers['cache-control']).toBe('no-cache');
});

it.each(['/institutional/login', '/institutional/login/', '/institutional/login?next=x'])('serves the pre-rendered login page at %s, revalidated on each visit', async (url) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.body).toBe(LOGIN);
  expect(res.headers['cache-control']).toBe('no-cache');
});

it.each(['/institutional/dashboard', '/institutional/login/x', '/institutional/user-access/identity/select-phone', '/institutional/mint-burn/burn?x=1'])(
  'falls back to index.html for the page path %s',
  async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  },
);

it('serves a content-hashed asset as immutable and an unhashed one as revalidated', async () => {
  const hashed = await get('/institutional/js/main.0123abcd45.js');
  expect(hashed.statusCode).toBe(200);
  expect(hashed.body).toBe('console.log("portal");');
  expect(hashed.headers['content-type']).toMatch(/javascript/);
  expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const plain = await get('/institutional/favicon.svg');
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['cache-control']).toBe('no-cache');
});

it("serves the build's compressed copy to a browser that accepts it, and the file itself to one that does not", async () => {
  const { app } = await startGateway({ distDir: dist });
  const asset = '/institutional/js/main.0123abcd45.js';
  const brotli = await app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(brotli.statusCode).toBe(200);
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers['content-type']).toMatch(/javascript/);
  expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotli.headers.vary).toMatch(/accept-encoding/i);
  expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("portal");');
  const gzip = await app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe('console.log("portal");');
  const plain = await app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe('console.log("portal");');
});

it.each(['/institutional/js/x.js', '/institutional/css/main.css', '/institutional/missing.png'])('answers 404 for the missing asset %s', async (url) => {
  const res = await get(url);
  expect(res.statusCode).toBe(404);
  expect(res.body).toBe('Not Found');
});

it.each(['/institutional/../package.json', '/institutional/%2e%2e/%2e%2e/package.json', '/institutional/..%2F..%2Fpackage.json'])(
  'never serves a file outside dist: %s',
  async (url) => {
    const res = await get(url);
    expect(res.body).not.toContain('"name": "institutional-custody-portal"');
    expect([404, 403]).toContain(res.statusCode);
  },
);

it('says the portal is not built when dist has no index.html', async () => {
  const res = await get('/institutional/dashboard', path.join(dist, 'nowhere'));
  expect(res.statusCode).toBe(503);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  expect(res.body).toBe('The portal is not built: run npm run build');
});

it('serves no SPA when no dist is given (dev server in front)', async () => {
  const res = await get('/institutional/dashboard', null);
  expect(res.statusCode).toBe(404);
});
