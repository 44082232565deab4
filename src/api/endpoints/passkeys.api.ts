// Passkey calls of the SECURITY page (issue 26; contract/passkeys.ts): the user's passkeys, the
// options to create one, and adding it under the user's name for it; and signing in with one (after
// the password, or without a username). Each failure is shown in place: the banner stays quiet. The options and the browser's answer pass through untouched
// (the challenge in them is never logged: the action log sees neither, devtoolsSanitizers.ts).
import { AUTH_CODES } from '../contract/identity';
import {
  PASSKEY_FACTOR_OPTIONS_PATH,
  PASSKEY_FACTOR_PATH,
  PASSKEY_REGISTRATION_OPTIONS_PATH,
  PASSKEY_REMOVAL_CODE_PATH,
  PASSKEY_REMOVAL_OPTIONS_PATH,
  PASSKEY_REMOVE_PATH,
  PASSKEY_RENAME_PATH,
  PASSKEY_SIGN_IN_OPTIONS_PATH,
  PASSKEY_SIGN_IN_PATH,
  PASSKEYS_PATH,
  isPasskeyListDto,
  isPasskeyOptionsDto,
  type PasskeyFactorOptionsResponse,
  type PasskeyListDto,
} from '../contract/passkeys';
import { identityHttp } from '../transport/client';
import { gatewayGet as get, gatewayPost as post } from '../transport/gatewayCalls';
import { expectShape, isRecord } from '../transport/validate';
import { answerWith, noData, outcome, SHOWN_IN_PLACE, type IdentityOutcome } from './identityAnswers';

export const getPasskeys = (): Promise<PasskeyListDto> => get(PASSKEYS_PATH, isPasskeyListDto, undefined, 'page');

export const getPasskeyRegistrationOptions = async (): Promise<Record<string, unknown>> =>
  (await post(PASSKEY_REGISTRATION_OPTIONS_PATH, {}, isPasskeyOptionsDto, 'page')).options;

export const addPasskey = (name: string, response: unknown): Promise<PasskeyListDto> => post(PASSKEYS_PATH, { name, response }, isPasskeyListDto, 'page');

export const renamePasskey = (id: string, name: string): Promise<PasskeyListDto> => post(PASSKEY_RENAME_PATH, { id, name }, isPasskeyListDto, 'page');

/** The options to confirm the removal of the last passkey with it. */
export const getPasskeyRemovalOptions = async (): Promise<Record<string, unknown>> =>
  (await post(PASSKEY_REMOVAL_OPTIONS_PATH, {}, isPasskeyOptionsDto, 'page')).options;

/** Sends a code to remove the last passkey to the phone on file: the phone, masked. */
export const sendPasskeyRemovalCode = async (id: string): Promise<string> =>
  (await post(PASSKEY_REMOVAL_CODE_PATH, { id }, isMaskedPhoneDto, 'page')).maskedPhone;

/** Removes a passkey; the last one with `proof`: the passkey's assertion, or the code. */
export const removePasskey = (id: string, proof: { response: unknown } | { code: string } | null = null): Promise<PasskeyListDto> =>
  post(PASSKEY_REMOVE_PATH, { id, ...proof }, isPasskeyListDto, 'page');

// ── Sign-in (identity answers: a business code is an outcome, shown in place) ─────────────────

const OPTIONS_CODES = {
  factor: [AUTH_CODES.authNotCompleted],
  usernameless: [AUTH_CODES.ok],
} as const;
const SIGNED_IN = [AUTH_CODES.ok];

export interface PasskeySignInOptions {
  options: Record<string, unknown>;
  /** The user's other second factor when the firm allows it instead; null when only the passkey will do. */
  fallback: 'push' | 'sms' | null;
}

const isMaskedPhoneDto = (v: unknown): v is { maskedPhone: string } => isRecord(v) && typeof v.maskedPhone === 'string';
const isFallback = (v: unknown) => v === undefined || v === null || v === 'push' || v === 'sms';
const hasOptions = (body: Record<string, unknown>) => isRecord(body.options) && typeof body.options.challenge === 'string' && isFallback(body.fallback);

async function passkeyOptions(path: string, okCodes: readonly string[]): Promise<IdentityOutcome<PasskeySignInOptions>> {
  const response = await identityHttp().post<unknown>(path, {}, SHOWN_IN_PLACE);
  const body = expectShape(response, answerWith<PasskeyFactorOptionsResponse>(okCodes, hasOptions));
  return outcome(body, okCodes, () => ({ options: body.options as Record<string, unknown>, fallback: body.fallback ?? null }));
}

async function passkeyAnswer(method: 'put' | 'post', path: string, response: unknown): Promise<IdentityOutcome> {
  const answer = await identityHttp()[method]<unknown>(path, { response }, SHOWN_IN_PLACE);
  return outcome(expectShape(answer, answerWith(SIGNED_IN)), SIGNED_IN, noData);
}

/** After the password: the options for the user's passkeys (1201), and the fallback the firm allows. */
export const getPasskeyFactorOptions = () => passkeyOptions(PASSKEY_FACTOR_OPTIONS_PATH, OPTIONS_CODES.factor);
/** The browser's assertion for the second factor: 1200 signed in; 1403 refused (the gateway's text). */
export const verifyPasskeyFactor = (response: unknown) => passkeyAnswer('put', PASSKEY_FACTOR_PATH, response);
/** Without a username: options naming no credential (a discoverable one answers). */
export const getPasskeySignInOptions = () => passkeyOptions(PASSKEY_SIGN_IN_OPTIONS_PATH, OPTIONS_CODES.usernameless);
/** The discoverable credential's assertion: 1200 signed in (a full session); 1403 refused; 1401 blocked. */
export const signInWithPasskey = (response: unknown) => passkeyAnswer('post', PASSKEY_SIGN_IN_PATH, response);
