// The demo users of docs/demo-scenario (a contract: README and end-to-end tests rely on these
// names), each with the identity the identity service knows them by. All share DEMO_PASSWORD.
// Phone numbers are in ranges kept for fiction (US 555-01xx, UK 020 7946 0xxx).
import type { PushBehaviour, SecondFactor } from '../domain/identity/users';

export const DEMO_PASSWORD = 'Demo!Pass-2026';

export interface DemoPhone {
  countryCode: string;
  /** E.164 */
  number: string;
  label: string;
}

/** What the identity search matches on, and where codes go. */
export interface DemoPersonalData {
  /** The name on the identity record when it differs from the display name (the search form takes ASCII letters only). */
  legalFirstName?: string;
  /** YYYY-MM-DD */
  dob: string;
  ssnLast4: string;
  zip: string | null;
  phones: readonly DemoPhone[];
}

export interface DemoUser {
  username: string;
  firstName: string;
  lastName: string;
  firmId: string;
  secondFactor: SecondFactor;
  pushBehaviour?: PushBehaviour;
  blocked?: boolean;
  identity: DemoPersonalData;
  /** For the start-up table and the README. */
  factorLabel: string;
  shows: string;
}

const usMobile = (number: string): DemoPhone => ({ countryCode: 'US', number, label: 'Mobile (US)' });

export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'demo.plain', firstName: 'Avery', lastName: 'Whitlock', firmId: 'F-1001', secondFactor: 'none',
    identity: { dob: '1979-04-12', ssnLast4: '2816', zip: '10005', phones: [usMobile('+12125550111')] },
    factorLabel: 'none (plain login)', shows: 'custody + sub-custody + collateral accounts, full entitlements' },
  { username: 'demo.push', firstName: 'Jordan', lastName: 'Okafor', firmId: 'F-1001', secondFactor: 'push', pushBehaviour: 'approve',
    identity: { dob: '1985-09-23', ssnLast4: '4470', zip: '10022', phones: [usMobile('+12125550122')] },
    factorLabel: 'push, approved after ~2 s', shows: 'same firm as demo.plain' },
  { username: 'demo.pushno', firstName: 'Morgan', lastName: 'Castellano', firmId: 'F-1001', secondFactor: 'push', pushBehaviour: 'decline',
    identity: { dob: '1982-01-30', ssnLast4: '6391', zip: '07302', phones: [usMobile('+12015550133')] },
    factorLabel: 'push, declined', shows: 'the declined banner' },
  { username: 'demo.pushwait', firstName: 'Riley', lastName: 'Brennan', firmId: 'F-1001', secondFactor: 'push', pushBehaviour: 'never',
    identity: { dob: '1990-11-05', ssnLast4: '1758', zip: '02110', phones: [usMobile('+16175550144')] },
    factorLabel: 'push, never answered', shows: 'the poll-limit timeout (approve it in /__mock/)' },
  { username: 'demo.sms', firstName: 'Casey', lastName: 'Lindqvist', firmId: 'F-1001', secondFactor: 'sms',
    identity: {
      dob: '1987-06-18', ssnLast4: '9054', zip: '10004',
      phones: [
        { countryCode: 'US', number: '+12125550147', label: 'Mobile (US)' },
        { countryCode: 'GB', number: '+442079460958', label: 'Office (UK)' },
      ],
    },
    factorLabel: 'SMS / voice / rep code', shows: 'the select-phone and code flow (US and UK phones)' },
  { username: 'demo.passkey', firstName: 'Rowan', lastName: 'Abernathy', firmId: 'F-1001', secondFactor: 'none',
    identity: { dob: '1989-02-14', ssnLast4: '5263', zip: '10006', phones: [usMobile('+12125550108')] },
    factorLabel: 'none, no passkey yet', shows: 'passkeys: add one on SECURITY, then "Sign in with a passkey" (issue 26)' },
  { username: 'demo.mm', firstName: 'Priya', lastName: 'Raman', firmId: 'F-2001', secondFactor: 'none',
    identity: { dob: '1984-02-27', ssnLast4: '3094', zip: '60606', phones: [usMobile('+13125550155')] },
    factorLabel: 'none', shows: 'market-maker accounts only (Mint & Burn)' },
  { username: 'demo.mmnew', firstName: 'Noor', lastName: 'Haddad', firmId: 'F-7001', secondFactor: 'none',
    identity: { dob: '1992-09-16', ssnLast4: '6724', zip: '02210', phones: [usMobile('+16175550171')] },
    factorLabel: 'none', shows: 'a market maker with no burn history yet (the empty state)' },
  { username: 'demo.mixed', firstName: 'Daniel', lastName: 'Achterberg', firmId: 'F-3001', secondFactor: 'none',
    identity: { dob: '1976-08-14', ssnLast4: '8263', zip: '94105', phones: [usMobile('+14155550166')] },
    factorLabel: 'none', shows: 'market-maker and custody accounts (all six menu items)' },
  { username: 'demo.maker', firstName: 'Elena', lastName: 'Vasquez', firmId: 'F-4001', secondFactor: 'none',
    identity: { dob: '1991-03-09', ssnLast4: '5149', zip: '19103', phones: [usMobile('+12155550177')] },
    factorLabel: 'none', shows: 'creates requests that need a checker' },
  { username: 'demo.checker', firstName: 'Marcus', lastName: 'Holloway', firmId: 'F-4001', secondFactor: 'none',
    identity: { dob: '1973-12-01', ssnLast4: '7702', zip: '19106', phones: [usMobile('+12155550188')] },
    factorLabel: 'none', shows: "approves or rejects demo.maker's requests" },
  { username: 'demo.viewer', firstName: 'Hannah', lastName: 'Sorensen', firmId: 'F-4001', secondFactor: 'none',
    identity: { dob: '1995-05-21', ssnLast4: '9335', zip: '19147', phones: [usMobile('+12675550199')] },
    factorLabel: 'none', shows: 'sees action items, none actionable' },
  { username: 'demo.ie', firstName: 'Ciarán', lastName: 'Dunleavy', firmId: 'F-5001', secondFactor: 'none',
    identity: {
      legalFirstName: 'Ciaran', dob: '1981-10-02', ssnLast4: '6610', zip: null,
      phones: [{ countryCode: 'IE', number: '+353851550123', label: 'Mobile (IE)' }],
    },
    factorLabel: 'none', shows: 'an Ireland firm (recipient account number required)' },
  { username: 'demo.noaccts', firstName: 'Theo', lastName: 'Marchetti', firmId: 'F-6001', secondFactor: 'none',
    identity: { dob: '1969-07-07', ssnLast4: '2048', zip: '33131', phones: [usMobile('+13055550102')] },
    factorLabel: 'none', shows: 'no accounts → /unauthorized' },
  { username: 'demo.busy', firstName: 'Imogen', lastName: 'Falkner', firmId: 'F-8001', secondFactor: 'none',
    identity: { dob: '1986-04-03', ssnLast4: '5521', zip: '10013', phones: [usMobile('+12125550104')] },
    factorLabel: 'none', shows: 'a busy trading desk: over 10 000 Activity History records in 30 days (exports at scale)' },
  { username: 'demo.strict', firstName: 'Beatrice', lastName: 'Ellingham', firmId: 'F-9001', secondFactor: 'none',
    identity: { dob: '1983-05-17', ssnLast4: '4862', zip: '02138', phones: [usMobile('+16175550182')] },
    factorLabel: 'none', shows: 'four-eyes by firm policy: holds create and authorize, yet every transfer waits for a second person' },
  { username: 'demo.strict2', firstName: 'Tobias', lastName: 'Wren', firmId: 'F-9001', secondFactor: 'none',
    identity: { dob: '1977-10-29', ssnLast4: '7315', zip: '02139', phones: [usMobile('+16175550183')] },
    factorLabel: 'none', shows: "the strict firm's second person: approves demo.strict's transfers (and demo.strict theirs)" },
  { username: 'demo.blocked', firstName: 'Quinn', lastName: 'Harrow', firmId: 'F-1001', secondFactor: 'none', blocked: true,
    identity: { dob: '1988-12-12', ssnLast4: '3579', zip: '10017', phones: [usMobile('+12125550103')] },
    factorLabel: '—', shows: 'blocked: the blocked-access message, never signed in' },
];

/** Identities without a username and password yet: the register flow, and the search's "more data required". */
export interface DemoIdentity extends DemoPersonalData {
  firstName: string;
  lastName: string;
  firmId: string;
  /** For the start-up table and the README. */
  shows: string;
}

export const DEMO_IDENTITIES: readonly DemoIdentity[] = [
  { firstName: 'Jordan', lastName: 'Avery', firmId: 'F-1001', dob: '1988-07-19', ssnLast4: '5307', zip: '10017',
    phones: [usMobile('+16465550119')], shows: 'register: not a user yet (firm of demo.plain)' },
  { firstName: 'Sam', lastName: 'Taylor', firmId: 'F-1001', dob: '1979-03-14', ssnLast4: '4417', zip: '60601',
    phones: [usMobile('+13125550160')], shows: 'same name, birth date and last 4 as the next: 1204 without a zip' },
  { firstName: 'Sam', lastName: 'Taylor', firmId: 'F-4001', dob: '1979-03-14', ssnLast4: '4417', zip: '94110',
    phones: [usMobile('+14155550161')], shows: 'as above, another zip' },
];
