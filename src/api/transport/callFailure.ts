// What a failed gateway call means to the user (spec part 2 §8): the code and message of
// the answer (the gateway's { status: { code, text } }, else the HTTP status and its text; whether a
// banner shows them is the interceptor's business), and, when the gateway named
// the field of a refused input ('body.nickname: Error: …'), that field, so the form shows the
// message under it and keeps every input.
import { isAxiosError } from 'axios';
import { GENERIC_ERROR, MALFORMED_ERROR } from './errorCatalogue';
import { MalformedResponseError } from './errors';

export interface CallFailure {
  code: string;
  message: string;
  field?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const NAMED_FIELD = /^body\.([A-Za-z0-9]+): (.+)$/s;

export function callFailure(error: unknown): CallFailure {
  if (error instanceof MalformedResponseError) return { code: MALFORMED_ERROR.code, message: MALFORMED_ERROR.message };
  if (!isAxiosError(error) || !error.response) return { ...GENERIC_ERROR };
  const body: unknown = error.response.data;
  const status = isRecord(body) && isRecord(body.status) ? body.status : undefined;
  const code = typeof status?.code === 'string' ? status.code : String(error.response.status);
  const text = typeof status?.text === 'string' ? status.text : error.response.statusText;
  const message = text?.trim() || GENERIC_ERROR.message;
  const named = NAMED_FIELD.exec(message);
  return named ? { code, field: named[1], message: named[2] as string } : { code, message };
}

/** The HTTP status of a failed call, when there was an answer. */
export const httpStatusOf = (error: unknown): number | undefined => (isAxiosError(error) ? error.response?.status : undefined);
