// The identity service's answer messages. Codes come from the contract (AUTH_CODES); the SPA maps
// the codes it shows (1401, 1203, 1491, 4000) to its own catalogue texts, so these read well on
// their own but are not what the user sees for those codes.
import { LOGIN_STATUS_TEXTS } from '../../../../src/api/contract/identity';

export const MESSAGES = {
  ok: 'OK',
  invalidCredentials: 'The username or password you entered is incorrect.',
  userBlocked: 'For security reasons, your access has been blocked. To restore access to your account, please contact our Client Service Team.',
  lockedOut: 'Your access has been blocked after too many failed sign-in attempts. Please contact our Client Service Team.',
  authNotCompleted: 'Authentication not completed',
  /** A user who must sign in with a passkey (issue 26) tried another second factor. */
  passkeyRequired: LOGIN_STATUS_TEXTS.passkey,
  notLoggedIn: LOGIN_STATUS_TEXTS.notLoggedIn,
  // Identity search (spec part 2 §8: identity codes).
  userFound: 'User found',
  userNotFound: 'User not found',
  moreDataRequired: 'More data required',
  alreadyRegistered: 'You already have a username and password. Please log in, or reset your password if you have forgotten it.',
  wrongFlow: 'This step is not part of the current request. Please start again.',
  identityNotVerified: 'Please verify your identity with a security code first.',
  // One-time codes.
  noContactData: 'No contact data found',
  codesNotUsed: 'A security code is not part of this sign-in.',
  unknownPhone: 'The selected phone is not on file. Please choose another.',
  codeSent: 'Security code sent',
  codeIncorrect: 'Incorrect security code',
  noCodePending: 'No security code is pending. Please request a new code.',
  codeExpired: 'The security code has expired. Please request a new code.',
  codesLocked: 'Too many incorrect security codes. Please start again.',
  codeSendLimit: (waitMs: number) => {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    return `Too many security codes have been sent. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before you request another.`;
  },
  // Push (push.ts PUSH_SEND_LIMIT).
  pushSendLimit: (waitMs: number) => {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    return `Too many sign-in requests have been sent to your device. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before you try again.`;
  },
  // The firm's limit on signed-in sessions (sessionLimits.ts).
  sessionLimit: (limit: number) =>
    limit === 1
      ? 'You are already signed in on another device or browser, and your firm allows one session at a time. Sign out there (or wait until that session times out), then sign in again.'
      : `You are already signed in on ${limit} other devices or browsers, the most your firm allows at a time. Sign out of one of them (or wait until one times out), then sign in again.`,
  // Enrollment.
  usernameTaken: 'That username is not available.',
  credentialsCreated: 'Username and password created',
  invalidLoginHeaders: 'X-Event-Type and X-Sub-Event-Type do not name a known login flow',
  loginHeadersMismatch: 'X-Event-Type and X-Sub-Event-Type do not match requestBaseInfo.flowType',
} as const;
