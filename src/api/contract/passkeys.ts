// Passkeys (issue 26): a user's WebAuthn credentials, enrolled on the SECURITY page and used to sign
// in. Shared by the gateway (which issues the challenges, verifies the responses and keeps the
// credentials) and the SPA. A passkey is shown by its name and dates; its credential id, public key
// and counter stay on the gateway. The answers' shapes are the schemas of schemas/security.ts.
import type { Static } from '@sinclair/typebox';
import { arrayOf, isObject, isString, orNull } from './guards';
import { MONEY_MOVEMENT_BASE } from './moneyMovement';
import type { PasskeyFactorOptionsAnswerSchema, PasskeyListSchema, PasskeySchema } from './schemas/security';

/** A passkey's name: what the user called it, 1–64 characters once trimmed. */
export const PASSKEY_NAME_MAX_LENGTH = 64;

/** One of the user's passkeys, as the SECURITY page lists it. */
export type PasskeyDto = Static<typeof PasskeySchema>;

/** The name as kept: trimmed, inner runs of white space made one space; null when it is not a valid name. */
export function passkeyName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const name = raw.replace(/[\u0000-\u001f\u007f]/g, '').replace(/\s+/g, ' ').trim();
  return name.length >= 1 && name.length <= PASSKEY_NAME_MAX_LENGTH ? name : null;
}

const PASSKEYS_BASE = `${MONEY_MOVEMENT_BASE}/api/v1/security/passkeys`;
/** GET: the signed-in user's passkeys. POST { name, response }: adds one (the answer to the registration options). */
export const PASSKEYS_PATH = PASSKEYS_BASE;
/** POST {}: the options for navigator.credentials.create (a new challenge, 2 minutes). */
export const PASSKEY_REGISTRATION_OPTIONS_PATH = `${PASSKEYS_BASE}/registration-options`;
/** POST { id, name }: renames one of the user's passkeys. */
export const PASSKEY_RENAME_PATH = `${PASSKEYS_BASE}/rename`;
/** POST {}: the options to confirm the removal of the last passkey with it. */
export const PASSKEY_REMOVAL_OPTIONS_PATH = `${PASSKEYS_BASE}/removal-options`;
/** POST { id, response? | code? }: removes one; the last one only with `response`, an assertion over the removal challenge, or `code`. */
export const PASSKEY_REMOVE_PATH = `${PASSKEYS_BASE}/remove`;
/** POST { id }: sends a one-time code bound to the removal of the last passkey to the phone on file → { maskedPhone }. */
export const PASSKEY_REMOVAL_CODE_PATH = `${PASSKEYS_BASE}/removal-code`;
/** Sign-in, second factor after the password: POST {} → options; PUT { response } → signed in. */
export const PASSKEY_FACTOR_OPTIONS_PATH = '/user/factor/passkey/authentication/options';
export const PASSKEY_FACTOR_PATH = '/user/factor/passkey/authentication';
/** Sign-in without a username (a discoverable credential): POST {} → options; POST { response } → signed in. */
export const PASSKEY_SIGN_IN_OPTIONS_PATH = '/user/session/passkey/options';
export const PASSKEY_SIGN_IN_PATH = '/user/session/passkey';

/** The gateway's texts of a refused passkey call (shown as they are). */
export const PASSKEY_TEXTS = {
  notAdded: 'The passkey could not be added. Please try again.',
  notVerified: 'The passkey could not be verified. Please try again.',
  expired: 'The passkey request expired. Please try again.',
  alreadyAdded: 'This passkey is already added to your account.',
  invalidName: `Give the passkey a name of 1 to ${PASSKEY_NAME_MAX_LENGTH} characters.`,
  lastNeedsVerification: 'To remove your last passkey, confirm with it first.',
  noPasskey: 'You have no passkey to sign in with.',
  notLast: 'Only your last passkey needs a confirmation to be removed.',
  noPhone: 'You have no phone on file for a code. Confirm with your passkey instead.',
  wrongCode: 'Incorrect security code. Please try again.',
  codeExpired: 'The security code expired. Send a new code.',
  noCode: 'Send a code to your phone first.',
  lockedOut: 'Too many incorrect security codes. Please wait 15 minutes before you try again.',
} as const;

/** The sign-in options answers: the WebAuthn options as JSON, and whether SMS or push may be used instead. */
export type PasskeyFactorOptionsResponse = Static<typeof PasskeyFactorOptionsAnswerSchema>;
export type PasskeyListDto = Static<typeof PasskeyListSchema>;

const isPasskeyDto = (v: unknown): v is PasskeyDto =>
  isObject(v) && isString(v.id) && isString(v.name) && isString(v.createdAt) && orNull(isString)(v.lastUsedAt);
export const isPasskeyListDto = (v: unknown): v is PasskeyListDto =>
  isObject(v) && arrayOf(isPasskeyDto)(v.passkeys) && (v.removalPhone === undefined || orNull(isString)(v.removalPhone));
/** The registration options: WebAuthn's JSON, handed to the browser as it is (the browser checks it). */
export const isPasskeyOptionsDto = (v: unknown): v is { options: Record<string, unknown> } => isObject(v) && isObject(v.options) && isString(v.options.challenge);
