// The built SPA under /institutional/ with a history fallback: a file in dist/ is served; a page
// the build pre-rendered (dist/<path>/index.html: the login page, ADR 0022) is served for its
// path, as a static host's directory index would; any other page path gets dist/index.html; an
// unknown asset path (it has an extension) is a 404.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const NOT_BUILT_TEXT = 'The portal is not built: run npm run build';
const BASE = '/institutional/';
const HASHED_ASSET = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const HAS_EXTENSION = /\.[A-Za-z0-9]+$/;

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export function registerSpaRoutes(app: FastifyInstance, distDir: string | undefined): void {
  app.get('/', async (_request, reply) => reply.redirect(BASE));
  app.get('/institutional', async (_request, reply) => reply.redirect(BASE));
  if (distDir === undefined) return;
  const root = path.resolve(distDir);

  const sendFromDist = (reply: FastifyReply, relative: string) => {
    // Content-hashed files never change; everything else is revalidated.
    reply.header('cache-control', HASHED_ASSET.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache');
    // The build's .br/.gz copy is chosen by Accept-Encoding (preCompressed, app.ts): caches must key on it.
    reply.header('vary', 'accept-encoding');
    return reply.sendFile(relative, root, { cacheControl: false });
  };

  app.get<{ Params: { '*': string } }>(`${BASE}*`, async (request, reply) => {
    if (!isFile(path.join(root, 'index.html'))) {
      return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT_TEXT);
    }
    const relative = request.params['*'];
    const file = path.resolve(root, relative);
    const insideDist = file.startsWith(root + path.sep);
    if (relative !== '' && insideDist && isFile(file)) return sendFromDist(reply, path.relative(root, file));
    if (!insideDist && relative !== '') return reply.callNotFound();
    const lastSegment = relative.split('/').pop() ?? '';
    if (HAS_EXTENSION.test(lastSegment)) return reply.callNotFound();
    const prerendered = path.join(file, 'index.html');
    if (relative !== '' && insideDist && isFile(prerendered)) return sendFromDist(reply, path.relative(root, prerendered));
    return sendFromDist(reply, 'index.html');
  });
}
