// Texts of the sign-in page (the user-access pages' are in userAccessMessages.ts, their chunk). Quoted spec texts (part 1 §8, part 2 §8, and the
// brief's blocked-access and success texts) are exact and asserted by the tests; the rest are ours.
import { SUPPORT_CONTACTS } from '../../shared/constants/support';

const { usPhone, ukPhone } = SUPPORT_CONTACTS;

export const AUTH_MESSAGES = {
  blockedAccess:
    'For security reasons, your access has been blocked. To restore access to your account, please contact our ' +
    `Client Service team at ${usPhone} (US) or ${ukPhone} (UK).`,
  errorSummary: 'There is a problem',
} as const;

export const LOGIN_MESSAGES = {
  standard: { heading: 'Log in', intro: 'Sign in to your institutional custody accounts.' },
  cc: {
    heading: 'Client Center log in',
    welcome: 'Welcome to Client Center',
    welcomeText: 'Your custody accounts, transfers, approvals and documents in one place.',
    points: ['Digital assets held in segregated custody', 'Maker-checker approvals for every transfer', 'Client Service by phone, 24/7'],
  },
  username: 'Username',
  password: 'Password',
  rememberUsername: 'Remember username',
  useDifferentUsername: 'Use a different username',
  chooseRemembered: 'Choose a remembered username',
  submit: 'Log In',
  submitting: 'Logging in…',
  or: 'or',
  passkey: 'Sign in with a passkey',
  passkeyWaiting: 'Waiting for your passkey…',
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
