// What a failed saved-instruction call means to the user (spec part 2 §8): the code and message the
// error banner would show (the body's status, else the HTTP status), and, when the gateway named
// the field of a refused input ('body.nickname: Error: …'), that field, so the form shows the
// message under it and keeps every input.
import { isAxiosError } from 'axios';
import { alertForHttpError, GENERIC_ERROR, MALFORMED_ERROR } from '../../api/errorCatalogue';
import { MalformedResponseError } from '../../api/errors';
import { exchangeOf } from '../../api/interceptors/errorBanner';

export interface CallFailure {
  code: string;
  message: string;
  field?: string;
}

const NAMED_FIELD = /^body\.([A-Za-z0-9]+): (.+)$/s;

export function callFailure(error: unknown): CallFailure {
  if (error instanceof MalformedResponseError) return { code: MALFORMED_ERROR.code, message: MALFORMED_ERROR.message };
  if (!isAxiosError(error)) return { ...GENERIC_ERROR };
  const alert = alertForHttpError(exchangeOf(error.config, error.response));
  const code = alert?.code ?? String(error.response?.status ?? GENERIC_ERROR.code);
  const message = alert?.message?.trim() || GENERIC_ERROR.message;
  const named = NAMED_FIELD.exec(message);
  return named ? { code, field: named[1], message: named[2] as string } : { code, message };
}

/** The HTTP status of a failed call, when there was an answer. */
export const httpStatusOf = (error: unknown): number | undefined => (isAxiosError(error) ? error.response?.status : undefined);
