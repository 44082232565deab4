// What the SECURITY page says of each security event: every kind, outcome and detail the gateway
// records has its own text.
import { SECURITY_MESSAGES as M } from '../../../src/features/security/messages';

describe('the event texts', () => {
  it.each([
    ['signIn', 'success', 'password', 'Signed in with a password'],
    ['signIn', 'success', 'push', 'Signed in with a push approval'],
    ['signIn', 'success', 'code', 'Signed in with a one-time code'],
    ['signIn', 'success', 'passkey', 'Signed in with a passkey'],
    ['signIn', 'success', null, 'Signed in'],
    ['signIn', 'failure', 'wrongPassword', 'Sign-in refused: wrong password'],
    ['signIn', 'failure', 'unknownUser', 'Sign-in refused: unknown username'],
    ['signIn', 'failure', 'blocked', 'Sign-in refused: user blocked'],
    ['signIn', 'failure', 'lockedOut', 'Sign-in refused: locked out'],
    ['signIn', 'failure', 'sessionLimit', 'Sign-in refused: session limit reached'],
    ['signIn', 'failure', null, 'Sign-in refused'],
    ['lockout', 'failure', 'passwords', 'Locked out after too many wrong passwords'],
    ['lockout', 'failure', 'codes', 'Locked out after too many wrong codes'],
    ['codeSent', 'success', 'sms', 'Code sent by text message'],
    ['codeSent', 'success', 'voice', 'Code sent by voice call'],
    ['codeSent', 'success', 'rep', 'Code given by a representative'],
    ['codeSent', 'success', null, 'Code sent'],
    ['codeSent', 'failure', 'sms', 'Code not sent'],
    ['codeWrong', 'failure', 'sms', 'Wrong code entered'],
    ['pushSent', 'success', null, 'Push notification sent'],
    ['pushSent', 'failure', null, 'Push notification not sent'],
    ['pushApproved', 'success', null, 'Push notification approved'],
    ['pushDeclined', 'failure', null, 'Push notification declined'],
    ['pushExpired', 'failure', null, 'Push notification expired'],
    ['factorAdded', 'success', 'phone', 'Phone added'],
    ['factorAdded', 'success', 'passkey', 'Passkey added'],
    ['factorRemoved', 'success', 'password', 'Password removed'],
    ['factorRemoved', 'success', null, 'Sign-in factor removed'],
    ['factorAdded', 'success', null, 'Sign-in factor added'],
    ['moneySigned', 'success', 'passkey', 'Money movement confirmed with a passkey'],
    ['moneySigned', 'success', 'sms', 'Money movement confirmed with a code by text message'],
    ['moneySigned', 'success', 'voice', 'Money movement confirmed with a code by voice call'],
    ['moneySigned', 'success', null, 'Money movement confirmed'],
    ['moneySignRefused', 'failure', null, 'Money movement confirmation refused'],
    ['sessionEnded', 'success', 'logout', 'Signed out'],
    ['sessionEnded', 'success', 'timeout', 'Session timed out'],
    ['sessionEnded', 'success', 'endedByUser', 'Session signed out from the SECURITY page'],
    ['sessionEnded', 'success', 'newSignIn', 'Session ended by a new sign-in'],
    ['sessionEnded', 'success', 'lockout', 'Session ended by a lockout'],
    ['sessionEnded', 'success', 'blocked', 'Session ended: user blocked'],
    ['sessionEnded', 'success', 'passwordReset', 'Session ended by a password reset'],
    ['sessionEnded', 'success', null, 'Session ended'],
    ['passwordReset', 'success', null, 'Password reset'],
    ['passwordReset', 'failure', null, 'Password reset refused'],
  ] as const)('%s %s %s → %s', (kind, outcome, detail, text) => {
    expect(M.event({ kind, outcome, detail })).toBe(text);
  });
});
