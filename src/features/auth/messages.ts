// Texts of the sign-in and user-access pages. Quoted spec texts (part 1 §8, part 2 §8, and the
// brief's blocked-access and success texts) are exact and asserted by the tests; the rest are ours.
import { SUPPORT_CONTACTS } from '../../shared/constants/support';

const { usPhone, ukPhone } = SUPPORT_CONTACTS;

export const AUTH_MESSAGES = {
  blockedAccess:
    'For security reasons, your access has been blocked. To restore access to your account, please contact our ' +
    `Client Service team at ${usPhone} (US) or ${ukPhone} (UK).`,
  pushDeclined: { title: 'Error', message: '- User has rejected Two Factor Authentication. Please log in again.' },
  pushTimedOut: { title: 'Error', message: '- Two Factor Authentication timed out. Please log in again.' },
  incorrectCode: 'Incorrect security code',
  identityNotFound: 'We could not find your information. Please check your entries.',
  identityMoreDataRequired: 'We found more than one match for these details. Please add your ZIP code and try again.',
  registered: 'Your username and password have been created. Please log in.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  errorSummary: 'There is a problem',
  returnToLogin: 'Return to log in',
  noAttempt: 'This step is not part of a sign-in or request in progress. Please start again.',
} as const;

export const LOGIN_MESSAGES = {
  standard: { heading: 'Log in', intro: 'Sign in to your institutional custody accounts.' },
  cc: {
    heading: 'Client Center log in',
    welcome: 'Welcome to Client Center',
    welcomeText: 'Your custody accounts, transfers, approvals and documents in one place.',
    points: ['Digital assets held in segregated custody', 'Maker-checker approvals for every transfer', 'Client Service by phone, 24/7'],
  },
  smsHeading: 'Log in with a security code',
  smsIntro: 'After your password we send a 6-digit security code to a phone number we have on file.',
  username: 'Username',
  password: 'Password',
  rememberUsername: 'Remember username',
  useDifferentUsername: 'Use a different username',
  chooseRemembered: 'Choose a remembered username',
  submit: 'Log In',
  submitting: 'Logging in…',
  helpHeading: 'Need help?',
  links: {
    register: 'Register for online access',
    lookupUsername: 'Look up your username',
    passwordReset: 'Reset your password',
    loginWithSms: 'Log in with a text message (SMS)',
    standardLogin: 'Log in with your usual second factor',
  },
} as const;

export {
  CODE_MESSAGES,
  ENROLLMENT_MESSAGES,
  IDENTITY_MESSAGES,
  PHONE_MESSAGES,
  PUSH_MESSAGES,
} from './userAccessMessages';
