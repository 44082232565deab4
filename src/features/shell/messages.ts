// Texts the shell shows. Quoted ones are the spec's exact words (part 1 §2, part 2 §2) and are
// asserted by the tests; the rest are this portal's wording.

export const SHELL_MESSAGES = {
  skipToContent: 'Skip to main content',
  mainNavigation: 'Main',
  menu: 'Menu',
  logOut: 'LOG OUT',
  support: 'SUPPORT',
  ok: 'OK',
  needHelp: 'Need help? Contact our Client Service Team:',
  supportTitle: 'Support',
  downloadSessionLog: 'Download session log',
  sessionLogNote:
    'If our Client Service Team asks for it, the session log lets them see what happened in this tab. It holds no password, security code, date of birth or identification number.',
  contacts: {
    email: 'E-mail',
    usPhone: 'US',
    ukPhone: 'UK',
  },
  notificationsLabel: 'Client notifications',
  alertsLabel: 'Alerts',
  dismissAlert: 'Dismiss',
  loading: 'Loading…',
} as const;

// The footer's, the cookie banner's and the stablecoin note's texts arrive with their chunk (ADR 0012);
// the menu's and the Trader UI page's with the signed-in pages' (ADR 0022).
export { COOKIE_MESSAGES, DISCLOSURE_MESSAGES, FOOTER_MESSAGES, STABLECOIN_MESSAGES, STATE_DISCLOSURES_MESSAGES, STATE_LICENSES_MESSAGES } from './lateMessages';

export const STATUS_MESSAGES = {
  unauthorizedTitle: 'Access not permitted',
  unauthorized: 'You are not entitled to view this page.',
  unauthorizedHelp: 'If you believe you should have access, please contact our Client Service Team:',
  unavailableTitle: "We'll be back soon",
  unavailable:
    'The portal is undergoing maintenance. You will return to the login page automatically when service resumes.',
  applicationErrorTitle: 'Something went wrong',
  applicationError:
    'An unexpected error occurred and the portal could not continue. Please try again, and if the problem persists contact our Client Service Team:',
  returnToLogin: 'Return to login',
} as const;
