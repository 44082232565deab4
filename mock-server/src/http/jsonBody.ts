// The JSON body parser: an empty body counts as no body (the SPA's DELETE carries the JSON content
// type), prototype-poisoning keys are refused, and parse errors never echo the body back (it may
// hold a password).
import type { FastifyInstance } from 'fastify';

export const BODY_LIMIT_BYTES = 64 * 1024;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

class BadBodyError extends Error {
  readonly statusCode = 400;
}

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
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
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // A state-changing call without a body is validated as an empty object.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.method !== 'GET' && request.method !== 'HEAD') request.body = {};
  });
}
