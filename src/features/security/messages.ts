// Texts of the SECURITY page (issue 25: "A SECURITY page"). This portal's wording
// (docs/spec-choices.md); "This session", "Sign out" and "Sign out all other sessions" are the
// issue's words. Every text is asserted by the tests.
import type { SecurityEventDto } from '../../api/contract/security';

/** What an event says, by kind, outcome and detail. */
function eventText({ kind, outcome, detail }: Pick<SecurityEventDto, 'kind' | 'outcome' | 'detail'>): string {
  const failed = outcome === 'failure';
  switch (kind) {
    case 'signIn':
      if (!failed) return SIGN_IN_BY[detail as string] ?? 'Signed in';
      return REFUSAL[detail as string] ?? 'Sign-in refused';
    case 'lockout':
      return detail === 'codes' ? 'Locked out after too many wrong codes' : 'Locked out after too many wrong passwords';
    case 'codeSent':
      return failed ? 'Code not sent' : (CODE_SENT_BY[detail as string] ?? 'Code sent');
    case 'codeWrong':
      return 'Wrong code entered';
    case 'pushSent':
      return failed ? 'Push notification not sent' : 'Push notification sent';
    case 'pushApproved':
      return 'Push notification approved';
    case 'pushDeclined':
      return 'Push notification declined';
    case 'pushExpired':
      return 'Push notification expired';
    case 'factorAdded':
      return `${FACTOR[detail as string] ?? 'Sign-in factor'} added`;
    case 'factorRemoved':
      return `${FACTOR[detail as string] ?? 'Sign-in factor'} removed`;
    case 'sessionEnded':
      return SESSION_END[detail as string] ?? 'Session ended';
    case 'passwordReset':
      return failed ? 'Password reset refused' : 'Password reset';
    case 'moneySigned':
      return SIGNED_WITH[detail as string] ?? 'Money movement confirmed';
    case 'moneySignRefused':
      return 'Money movement confirmation refused';
  }
}

const SIGN_IN_BY: Record<string, string> = {
  password: 'Signed in with a password',
  push: 'Signed in with a push approval',
  code: 'Signed in with a one-time code',
  passkey: 'Signed in with a passkey',
};
const REFUSAL: Record<string, string> = {
  wrongPassword: 'Sign-in refused: wrong password',
  unknownUser: 'Sign-in refused: unknown username',
  blocked: 'Sign-in refused: user blocked',
  lockedOut: 'Sign-in refused: locked out',
  sessionLimit: 'Sign-in refused: session limit reached',
  passkeyRefused: 'Sign-in refused: passkey not verified',
};
const CODE_SENT_BY: Record<string, string> = {
  sms: 'Code sent by text message',
  voice: 'Code sent by voice call',
  rep: 'Code given by a representative',
};
const SIGNED_WITH: Record<string, string> = {
  passkey: 'Money movement confirmed with a passkey',
  sms: 'Money movement confirmed with a code by text message',
  voice: 'Money movement confirmed with a code by voice call',
};
const FACTOR: Record<string, string> = { password: 'Password', phone: 'Phone', passkey: 'Passkey' };
const SESSION_END: Record<string, string> = {
  logout: 'Signed out',
  timeout: 'Session timed out',
  endedByUser: 'Session signed out from the SECURITY page',
  newSignIn: 'Session ended by a new sign-in',
  lockout: 'Session ended by a lockout',
  blocked: 'Session ended: user blocked',
  passwordReset: 'Session ended by a password reset',
};

export const SECURITY_MESSAGES = {
  pageTitle: 'Security',
  sessionsHeading: 'Your sessions',
  sessionsCaption: 'Signed-in sessions',
  sessionsIntro: 'The browsers and devices signed in as you now. Sign out any you do not recognise.',
  eventsHeading: 'Security events',
  eventsCaption: 'Security events of the last 30 days',
  loadingSessions: 'Loading sessions',
  loadingEvents: 'Loading security events',
  sessionsFailed: 'Unable to load your sessions at this time.',
  eventsFailed: 'Unable to load your security events at this time.',
  tryAgain: 'Try Again',
  noEvents: 'No security events in the last 30 days',
  noSessions: 'No signed-in sessions',
  sessionColumns: { device: 'Browser and device', address: 'Address', started: 'Started', lastActive: 'Last active', action: 'Action' },
  eventColumns: { at: 'Time (ET)', event: 'Event', outcome: 'Outcome', address: 'Address', device: 'Browser and device' },
  thisSession: 'This session',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  signOutLabel: (device: string, address: string) => `Sign out ${device} at ${address}`,
  signOutOthers: 'Sign out all other sessions',
  confirmHeading: 'Sign out all other sessions?',
  confirmText: (n: number) =>
    n === 1
      ? 'Your other session will be signed out. Anyone using it will have to sign in again.'
      : `Your ${n} other sessions will be signed out. Anyone using them will have to sign in again.`,
  cancel: 'Cancel',
  signedOut: (n: number) => (n === 1 ? 'Signed out of 1 session.' : `Signed out of ${n} sessions.`),
  signOutFailed: 'The session could not be signed out. Please try again.',
  alreadyEnded: 'That session had already ended.',
  unknownAddress: 'Unknown',
  unknownDevice: 'Unknown browser',
  outcome: { success: 'Succeeded', failure: 'Failed' },
  event: eventText,
  // Passkeys (issue 26)
  passkeysHeading: 'Passkeys',
  passkeysIntro: 'A passkey signs you in with this device’s screen lock or a security key instead of a code. Name each one so you can tell them apart.',
  passkeysCaption: 'Your passkeys',
  loadingPasskeys: 'Loading passkeys',
  passkeysFailed: 'Unable to load your passkeys at this time.',
  noPasskeys: 'No passkeys yet',
  passkeyColumns: { name: 'Name', added: 'Added', lastUsed: 'Last used' },
  neverUsed: 'Not used yet',
  passkeyName: 'Passkey name',
  passkeyNameHint: 'For example “Work laptop” or “YubiKey 5C”.',
  passkeyNameRequired: 'Enter a name of 1 to 64 characters.',
  addPasskey: 'Add a passkey',
  addingPasskey: 'Adding…',
  passkeyAdded: (name: string) => `Passkey “${name}” added.`,
  passkeyColumnActions: 'Actions',
  rename: 'Rename',
  renameLabel: (name: string) => `Rename ${name}`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  renameHeading: 'Rename the passkey',
  saveName: 'Save',
  saving: 'Saving…',
  passkeyRenamed: (name: string) => `Passkey renamed to “${name}”.`,
  renameFailed: 'The passkey could not be renamed. Please try again.',
  removeHeading: 'Remove the passkey',
  removeText: (name: string) => `Remove “${name}”? You will no longer be able to sign in with it.`,
  removeLastText: (name: string) =>
    `“${name}” is your last passkey. To remove it, confirm it is you: with the passkey itself, or with a security code sent to your phone.`,
  removeLastNoPhoneText: (name: string) => `“${name}” is your last passkey. To remove it, confirm it is you with the passkey itself.`,
  confirmRemove: 'Remove',
  confirmWithPasskey: 'Confirm with the passkey and remove',
  removing: 'Removing…',
  sendCode: 'Send a code to my phone instead',
  sendingCode: 'Sending…',
  codeSentTo: (phone: string) => `We sent a 6-digit security code to ${phone}.`,
  code: 'Security code',
  codeRequired: 'Enter the 6-digit code.',
  removeWithCode: 'Remove with the code',
  passkeyRemoved: (name: string) => `Passkey “${name}” removed.`,
  removeFailed: 'The passkey could not be removed. Please try again.',
  codeNotSent: 'The code could not be sent. Please try again.',
} as const;
