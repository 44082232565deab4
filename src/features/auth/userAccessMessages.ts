// Texts of the user-access pages (push, phone, code, identity, enrollment): a module of their own
// so they travel with those pages' chunk, not with the login page.
import { SUPPORT_CONTACTS } from '../../shared/constants/support';

const { usPhone, ukPhone } = SUPPORT_CONTACTS;

/** Outcomes and ways back of the user-access flows (quoted spec texts are exact). */
export const USER_ACCESS_MESSAGES = {
  pushDeclined: { title: 'Error', message: '- User has rejected Two Factor Authentication. Please log in again.' },
  pushTimedOut: { title: 'Error', message: '- Two Factor Authentication timed out. Please log in again.' },
  incorrectCode: 'Incorrect security code',
  identityNotFound: 'We could not find your information. Please check your entries.',
  identityMoreDataRequired: 'We found more than one match for these details. Please add your ZIP code and try again.',
  registered: 'Your username and password have been created. Please log in.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  returnToLogin: 'Return to log in',
  noAttempt: 'This step is not part of a sign-in or request in progress. Please start again.',
  passkeySessionEnded: 'Your sign-in has ended. Please log in again.',
} as const;

export const PASSKEY_STEP_MESSAGES = {
  heading: 'Use a passkey to finish signing in',
  text: 'Your account has a passkey. Use it to confirm it is you: your browser will ask for your fingerprint, face, PIN or security key.',
  use: 'Use a passkey',
  waiting: 'Waiting for your passkey…',
  preparing: 'Preparing your passkey request…',
  instead: 'Or finish signing in another way:',
  fallback: { push: 'Send a push notification instead', sms: 'Get a security code instead' },
  cancel: 'Cancel and return to log in',
  noRequest: 'There is no sign-in waiting for a passkey.',
} as const;

export const LOGIN_WITH_SMS_MESSAGES = {
  heading: 'Log in with a security code',
  intro: 'After your password we send a 6-digit security code to a phone number we have on file.',
} as const;

export const PUSH_MESSAGES = {
  heading: 'Approve the sign-in request on your device',
  text: 'We sent a notification to your registered device. Open it and approve the request to finish signing in.',
  waiting: 'Waiting for your approval…',
  cancel: 'Cancel and return to log in',
  noRequest: 'There is no sign-in request waiting for approval.',
  /** "Try another way" (flag try-another-way): a security code by text or call instead of the push. */
  anotherWayText: 'Can’t use your device? Get a 6-digit security code by text message or phone call instead.',
  tryAnotherWay: 'Try another way',
} as const;

export const PHONE_MESSAGES = {
  heading: 'Get a security code',
  verifyHeading: 'Verify your identity',
  intro: 'Choose a phone number we have on file and how you want to receive your 6-digit security code.',
  legend: 'Phone number',
  loading: 'Loading your phone numbers',
  phone: (masked: string, country: string) => `${masked} (${country})`,
  textMe: 'Text me',
  callMe: 'Call me',
  sending: 'Sending your code…',
  repHeading: 'Have a code from a representative?',
  repText:
    'If you cannot receive a code on these phones, our Client Service Team can give you one over the phone. ' +
    `Call us at ${usPhone} (US) or ${ukPhone} (UK), then choose:`,
  rep: 'I have a code from a representative',
} as const;

export const CODE_MESSAGES = {
  heading: 'Enter your security code',
  sentByText: (masked: string) => `We sent a 6-digit code by text message to ${masked}.`,
  sentByCall: (masked: string) => `We are calling ${masked} with a 6-digit code.`,
  fromRep: 'Enter the 6-digit code our Client Service representative gave you.',
  label: 'Security code',
  hint: 'The code has 6 digits.',
  verify: 'Verify',
  verifying: 'Verifying…',
  resend: 'Resend code',
  resent: 'We sent you a new code.',
  otherMethod: 'Choose another phone or method',
} as const;

export const IDENTITY_MESSAGES = {
  headings: {
    register: 'Register for online access',
    'lookup-username': 'Look up your username',
    'password-reset': 'Reset your password',
  },
  intro: 'First, tell us who you are. We then send a security code to a phone number we have on file.',
  firstName: 'First name',
  lastName: 'Last name',
  dob: 'Date of birth (MM/DD/YYYY)',
  ssnLast4: 'Last 4 digits of your Social Security number',
  zip: 'ZIP code (optional)',
  submit: 'Continue',
  submitting: 'Checking…',
} as const;

export const ENROLLMENT_MESSAGES = {
  usernameHeading: 'Your username',
  usernameIs: 'Your username is',
  logIn: 'Log in',
  newPasswordHeading: 'Create a new password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  resetSubmit: 'Reset password',
  registrationHeading: 'Create your username and password',
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
  registerSubmit: 'Create username and password',
  submitting: 'Saving…',
  adviceHeading: 'Password requirements',
} as const;
