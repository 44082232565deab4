// Texts of the parts of the shell that arrive after the first paint (footer and its dialogs, cookie
// banner, stablecoin terms note), in their own module so they load with that chunk (ADR 0012).
// Re-exported by messages.ts; quoted ones are the spec's exact words and asserted by the tests.
import { PROVIDER } from '../../shared/constants/support';

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

/** The button of a late notice shown compact on a phone (CompactText). */
export const DISCLOSURE_MESSAGES = { more: 'Show more', less: 'Show less' } as const;

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
