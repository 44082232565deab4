// What a refused or failed auth call means to the user, per the error catalogue (spec part 1 §8,
// part 2 §8): 1401 and 4000 show their overrides, 1205 its default, other codes the server's
// message; a sign-in refused as blocked (1203, 1491) shows the blocked-access text; HTTP errors and
// malformed answers read as the banner would.
import { isAxiosError } from 'axios';
import { AUTH_CODES } from '../../api/contract/identity';
import { alertForHttpError, defaultMessageOf, exchangeOf, GENERIC_ERROR, MALFORMED_ERROR, MalformedResponseError, SESSION_LOGIN_OVERRIDES } from '../../api/index';
import { AUTH_MESSAGES } from './messages';

export interface AuthError {
  code: string;
  message: string;
  /** The form field the message belongs under, when the server named one. */
  field?: string;
}

const BLOCKED_CODES: readonly string[] = [AUTH_CODES.userBlocked, AUTH_CODES.blocked];

/** The server's message for one field of a form, shown under that field; undefined for any other. */
export function messageForField(error: AuthError | null | undefined, field: string): string | undefined {
  return error?.field === field ? error.message : undefined;
}

/** The message for a refusal (an answer with a non-success code). */
export function refusal(code: string, serverMessage?: string): AuthError {
  const override = SESSION_LOGIN_OVERRIDES.find((o) => o.code === code)?.message;
  return { code, message: override ?? (serverMessage?.trim() || defaultMessageOf(code) || GENERIC_ERROR.message) };
}

/** A refused sign-in: blocked users read how to restore their access. */
export function signInRefusal(code: string, serverMessage?: string): AuthError {
  return BLOCKED_CODES.includes(code) ? { code, message: AUTH_MESSAGES.blockedAccess } : refusal(code, serverMessage);
}

// The gateway names the field of a refused input: 'body.username: Error: …', 'body.filter.zip: …'.
const FIELD_MESSAGE = /^body\.(?:[A-Za-z]+\.)*([A-Za-z0-9]+): (.+)$/s;

/** The message for a thrown call: an HTTP error (its body's status), a malformed body, no answer. */
export function failure(error: unknown): AuthError {
  if (error instanceof MalformedResponseError) return { code: MALFORMED_ERROR.code, message: MALFORMED_ERROR.message };
  if (!isAxiosError(error)) return { ...GENERIC_ERROR };
  const alert = alertForHttpError(exchangeOf(error.config, error.response));
  const code = alert?.code ?? String(error.response?.status ?? GENERIC_ERROR.code);
  const base = refusal(code, alert?.message);
  const field = FIELD_MESSAGE.exec(base.message);
  return field ? { code, field: field[1], message: field[2] as string } : base;
}
