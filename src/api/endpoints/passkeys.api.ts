// Passkey calls of the SECURITY page (issue 26; contract/passkeys.ts): the user's passkeys, the
// options to create one, and adding it under the user's name for it. The page shows each failure
// in place: the banner stays quiet. The options and the browser's answer pass through untouched
// (the challenge in them is never logged: the action log sees neither, devtoolsSanitizers.ts).
import { PASSKEY_REGISTRATION_OPTIONS_PATH, PASSKEYS_PATH, isPasskeyListDto, isPasskeyOptionsDto, type PasskeyListDto } from '../contract/passkeys';
import { gatewayGet as get, gatewayPost as post } from '../transport/gatewayCalls';

export const getPasskeys = (): Promise<PasskeyListDto> => get(PASSKEYS_PATH, isPasskeyListDto, undefined, 'page');

export const getPasskeyRegistrationOptions = async (): Promise<Record<string, unknown>> =>
  (await post(PASSKEY_REGISTRATION_OPTIONS_PATH, {}, isPasskeyOptionsDto, 'page')).options;

export const addPasskey = (name: string, response: unknown): Promise<PasskeyListDto> => post(PASSKEYS_PATH, { name, response }, isPasskeyListDto, 'page');
