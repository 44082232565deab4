// Texts the shell shows. Quoted ones are the spec's exact words (part 1 §2, part 2 §2) and are
// asserted by the tests; the rest are this portal's wording.
import { PROVIDER } from '../../shared/constants/support';

export const NAV_LABELS = {
  accounts: 'ACCOUNTS',
  savedInstructions: 'SAVED INSTRUCTIONS',
  transfer: 'TRANSFER',
  trade: 'TRADE',
  mintBurn: 'MINT & BURN',
  documents: 'DOCUMENTS',
  actionItems: 'ACTION ITEMS',
} as const;

export const SHELL_MESSAGES = {
  skipToContent: 'Skip to main content',
  mainNavigation: 'Main',
  menu: 'Menu',
  logOut: 'LOG OUT',
  support: 'SUPPORT',
  ok: 'OK',
  needHelp: 'Need help? Contact our Client Service Team:',
  supportTitle: 'Support',
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

export const FOOTER_MESSAGES = {
  label: 'Site information',
  contactHeading: 'Client Service',
  terms: 'Terms of Use',
  privacy: 'Privacy Policy',
  stateLicenses: 'State Licenses',
  stateDisclosures: 'State Disclosures',
  newTab: '(opens in a new tab)',
  disclaimer:
    `Custody services are provided by ${PROVIDER.trustName}, a limited purpose trust company. ` +
    `${PROVIDER.legalName} is licensed to engage in money transmission in the jurisdictions listed under State Licenses. ` +
    'Digital assets are not legal tender, are not bank deposits, and are not insured by the Federal Deposit Insurance ' +
    'Corporation (FDIC) or protected by the Securities Investor Protection Corporation (SIPC). The value of digital ' +
    'assets can change rapidly and you may lose the full amount held. Information in this portal is not investment, ' +
    'legal or tax advice, nor an offer or recommendation to buy, sell or hold any asset.',
} as const;

export const STATE_LICENSES_MESSAGES = {
  title: 'State Licenses',
  intro: `${PROVIDER.legalName} is licensed to engage in money transmission or trust business in the following U.S. jurisdictions:`,
  caption: 'Licenses by jurisdiction',
  columns: { jurisdiction: 'Jurisdiction', license: 'License', agency: 'Agency' },
} as const;

export const STATE_DISCLOSURES_MESSAGES = {
  title: 'State Disclosures',
  introBefore: 'If you have a question or complaint, please first contact our Client Service Team at ',
  introEmail: ', by e-mail at ',
  introMail: ', or by mail at ',
  introAfter: '. Residents of the states below may also contact their state regulator as described.',
} as const;

export const COOKIE_MESSAGES = {
  regionLabel: 'Cookie consent',
  newTitle: 'Your cookie choices',
  newText:
    'We use cookies that are necessary for this portal to work and, with your consent, cookies that help us ' +
    'understand how it is used. Select Accept to allow them.',
  manageChoices:
    'You can manage your choices at any time in your browser settings; our Privacy Policy explains each cookie we use.',
  accept: 'Accept',
  oldText: 'This site uses cookies. By continuing to use it you agree to our use of cookies as described in our ',
  ok: 'OK',
  privacy: 'Privacy Policy',
} as const;

export const STABLECOIN_MESSAGES = {
  label: 'Stablecoin terms',
  text:
    'FIDD is a dollar-backed stablecoin redeemable 1:1 for U.S. dollars by eligible clients, subject to the FIDD ' +
    'Terms. FIDD is not legal tender, is not a bank deposit, and is not insured by the FDIC or protected by SIPC.',
  link: 'Read the FIDD Terms',
} as const;

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

export const TRADER_UI_MESSAGES = {
  title: 'Trader UI',
  redirecting: 'Taking you to the Trader UI…',
  openedInNewWindow: 'The Trader UI opened in a new window.',
  openLink: 'Open the Trader UI',
  unavailable: 'The Trader UI is not available at this time. Please contact our Client Service Team.',
} as const;
