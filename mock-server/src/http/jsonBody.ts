// The JSON body parser: an empty body counts as no body (the SPA's DELETE carries the JSON content
// type), prototype-poisoning keys are refused, a charset other than UTF-8 is 415, and parse errors
// never echo the body back (it may hold a password).
import type { FastifyInstance } from 'fastify';

export const BODY_LIMIT_BYTES = 64 * 1024;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

class BadBodyError extends Error {
  readonly statusCode: number = 400;
}

class UnsupportedCharsetError extends BadBodyError {
  override readonly statusCode = 415;
}

/** The charset parameter of a content type, in lower case; null when there is none. */
export function charsetOf(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? '');
  return match ? (match[1] ?? '').toLowerCase() : null;
}

/** JSON is UTF-8 (RFC 8259): a body that says it is another charset is refused, not misread. */
export const isUtf8Charset = (charset: string | null): boolean => charset === null || charset === 'utf-8' || charset === 'utf8';

/**
 * Whether a body could hold a forbidden key: it names one, or it has an escape (a key may be
 * spelled with \u escapes). Bodies without either are parsed without a reviver, which is several
 * times faster; the rest are checked key by key.
 */
const MAY_HOLD_FORBIDDEN_KEY = /__proto__|constructor|prototype|\\/;

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    if (!MAY_HOLD_FORBIDDEN_KEY.test(text)) return JSON.parse(text) as unknown;
    return JSON.parse(text, (key, value: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) throw new BadBodyError(`The request body may not contain the key '${key}'`);
      return value;
    });
  } catch (error) {
    if (error instanceof BadBodyError) throw error;
    throw new BadBodyError('The request body is not valid JSON');
  }
}

export function registerJsonBody(app: FastifyInstance): void {
  // JSON only: any other content type is answered 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (request, body, done) => {
    if (!isUtf8Charset(charsetOf(request.headers['content-type']))) {
      done(new UnsupportedCharsetError('Unsupported charset: send application/json in UTF-8'), undefined);
      return;
    }
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // A state-changing call without a body is validated as an empty object.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && request.method !== 'GET' && request.method !== 'HEAD') request.body = {};
    done();
  });
}
