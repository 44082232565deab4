// One error handler and one not-found handler for the whole gateway. Bad input is a 4xx in the
// area's shape with a clear message; only genuinely unexpected errors are 500s, logged without
// request data.
import type { FastifyError, FastifyInstance } from 'fastify';
import { AUTH_CODES } from '../../../src/api/contract/identity';
import { areaOf, sendAreaError } from './answers';
import { BODY_LIMIT_BYTES } from './jsonBody';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: `The request body is larger than ${BODY_LIMIT_BYTES / 1024} KB`,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
};

function clientMessage(error: FastifyError): string {
  if (error.code && FRAMEWORK_MESSAGES[error.code]) return FRAMEWORK_MESSAGES[error.code] as string;
  if (error.validation) return error.message;
  return error.message || 'Bad Request';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.validation ? 400 : (error.statusCode ?? 500);
    if (status >= 400 && status < 500) {
      request.log.info({ errorCode: error.code, statusCode: status }, 'request refused');
      return sendAreaError(request, reply, status, clientMessage(error));
    }
    // Only the error itself is logged (message and stack), never headers or body.
    request.log.error({ err: error }, 'unexpected error');
    // The identity service's own code for a system error is 1500.
    const code = areaOf(request) === 'identity' ? AUTH_CODES.systemError : '500';
    return sendAreaError(request, reply, 500, 'An unexpected error has occurred', code);
  });

  app.setNotFoundHandler((request, reply) => sendAreaError(request, reply, 404, 'Not Found'));
}
