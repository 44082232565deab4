// The browser's side of a passkey ceremony (issue 26): navigator.credentials.create through
// @simplewebauthn/browser, loaded on first use as a chunk of its own (never in the first page's
// JS). Sagas call these as services (call(createPasskeyCredential, options)), so their tests
// provide the answer — a credential, or the browser's error — instead of a browser.
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

/** Creates a passkey for the gateway's registration options; rejects with the browser's error (NotAllowedError: cancelled or timed out). */
export async function createPasskeyCredential(options: Record<string, unknown>): Promise<unknown> {
  const { startRegistration } = await import(/* webpackChunkName: "webauthn" */ '@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
}

/** Asks a passkey to sign the gateway's challenge (navigator.credentials.get); rejects with the browser's error. */
export async function getPasskeyAssertion(options: Record<string, unknown>): Promise<unknown> {
  const { startAuthentication } = await import(/* webpackChunkName: "webauthn" */ '@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
}

/** What a signature by one of the user's passkeys needs: the challenge, the relying party, the credentials allowed. */
export interface PasskeyAssertionRequest {
  challenge: string;
  rpId: string;
  allowCredentials: { id: string; transports: string[] }[];
  /** Milliseconds the browser waits for the user. */
  timeout: number;
}

/** Asks one of the user's passkeys to sign the challenge (navigator.credentials.get, user verification required); rejects with the browser's error. */
export async function getStepUpAssertion(request: PasskeyAssertionRequest): Promise<Record<string, unknown>> {
  const { startAuthentication } = await import(/* webpackChunkName: "webauthn" */ '@simplewebauthn/browser');
  // Each allowed credential is a descriptor: the browser requires its type.
  const allowCredentials = request.allowCredentials.map((c) => ({ ...c, type: 'public-key' }));
  const optionsJSON = { ...request, allowCredentials, userVerification: 'required' } as PublicKeyCredentialRequestOptionsJSON;
  return (await startAuthentication({ optionsJSON })) as unknown as Record<string, unknown>;
}

export const PASSKEY_CEREMONY_TEXTS = {
  cancelled: 'The passkey request was cancelled or timed out. Nothing was changed.',
  alreadyAdded: 'This device already holds a passkey for your account.',
  unsupported: 'This browser cannot use passkeys. Try another browser or device.',
  failed: 'The passkey could not be created on this device. Please try again.',
} as const;

/** What the user is told when the browser's side of a ceremony fails (never the error's own text). */
export function passkeyCeremonyFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return PASSKEY_CEREMONY_TEXTS.cancelled;
  if (name === 'InvalidStateError') return PASSKEY_CEREMONY_TEXTS.alreadyAdded;
  if (name === 'NotSupportedError' || name === 'SecurityError') return PASSKEY_CEREMONY_TEXTS.unsupported;
  return PASSKEY_CEREMONY_TEXTS.failed;
}


/** The code of an AuthError the browser's side caused (the gateway was not asked). */
export const PASSKEY_CEREMONY_FAILED = 'PASSKEY_CEREMONY';

export const PASSKEY_SIGN_IN_TEXTS = {
  cancelled: 'The passkey request was cancelled or timed out. Please try again.',
  failed: 'The passkey could not be used on this device. Please try again.',
} as const;

/** What the user is told when the browser could not sign in with a passkey (never the error's own text). */
export function passkeySignInFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return PASSKEY_SIGN_IN_TEXTS.cancelled;
  if (name === 'NotSupportedError' || name === 'SecurityError') return PASSKEY_CEREMONY_TEXTS.unsupported;
  return PASSKEY_SIGN_IN_TEXTS.failed;
}
