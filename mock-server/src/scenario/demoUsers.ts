// The demo users of docs/demo-scenario (a contract: README and end-to-end tests rely on these
// names). All share DEMO_PASSWORD.
import type { PushBehaviour, SecondFactor } from '../domain/users';

export const DEMO_PASSWORD = 'Demo!Pass-2026';

export interface DemoUser {
  username: string;
  firstName: string;
  lastName: string;
  firmId: string;
  secondFactor: SecondFactor;
  pushBehaviour?: PushBehaviour;
  blocked?: boolean;
  phones?: ReadonlyArray<{ countryCode: string; number: string; label: string }>;
  /** For the start-up table and the README. */
  factorLabel: string;
  shows: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'demo.plain', firstName: 'Avery', lastName: 'Whitlock', firmId: 'F-1001', secondFactor: 'none',
    factorLabel: 'none (plain login)', shows: 'custody + sub-custody + collateral accounts, full entitlements' },
  { username: 'demo.push', firstName: 'Jordan', lastName: 'Okafor', firmId: 'F-1001', secondFactor: 'push', pushBehaviour: 'approve',
    factorLabel: 'push, approved after ~2 s', shows: 'same firm as demo.plain' },
  { username: 'demo.pushno', firstName: 'Morgan', lastName: 'Castellano', firmId: 'F-1001', secondFactor: 'push', pushBehaviour: 'decline',
    factorLabel: 'push, declined', shows: 'the declined banner' },
  { username: 'demo.pushwait', firstName: 'Riley', lastName: 'Brennan', firmId: 'F-1001', secondFactor: 'push', pushBehaviour: 'never',
    factorLabel: 'push, never answered', shows: 'the poll-limit timeout (approve it in /__mock/)' },
  { username: 'demo.sms', firstName: 'Casey', lastName: 'Lindqvist', firmId: 'F-1001', secondFactor: 'sms',
    phones: [
      { countryCode: 'US', number: '+12125550147', label: 'Mobile (US)' },
      { countryCode: 'GB', number: '+442079460958', label: 'Office (UK)' },
    ],
    factorLabel: 'SMS / voice / rep code', shows: 'the select-phone and code flow (US and UK phones)' },
  { username: 'demo.mm', firstName: 'Priya', lastName: 'Raman', firmId: 'F-2001', secondFactor: 'none',
    factorLabel: 'none', shows: 'market-maker accounts only (Mint & Burn)' },
  { username: 'demo.mixed', firstName: 'Daniel', lastName: 'Achterberg', firmId: 'F-3001', secondFactor: 'none',
    factorLabel: 'none', shows: 'market-maker and custody accounts (all six menu items)' },
  { username: 'demo.maker', firstName: 'Elena', lastName: 'Vasquez', firmId: 'F-4001', secondFactor: 'none',
    factorLabel: 'none', shows: 'creates requests that need a checker' },
  { username: 'demo.checker', firstName: 'Marcus', lastName: 'Holloway', firmId: 'F-4001', secondFactor: 'none',
    factorLabel: 'none', shows: "approves or rejects demo.maker's requests" },
  { username: 'demo.viewer', firstName: 'Hannah', lastName: 'Sorensen', firmId: 'F-4001', secondFactor: 'none',
    factorLabel: 'none', shows: 'sees action items, none actionable' },
  { username: 'demo.ie', firstName: 'Ciarán', lastName: 'Dunleavy', firmId: 'F-5001', secondFactor: 'none',
    factorLabel: 'none', shows: 'an Ireland firm (recipient account number required)' },
  { username: 'demo.noaccts', firstName: 'Theo', lastName: 'Marchetti', firmId: 'F-6001', secondFactor: 'none',
    factorLabel: 'none', shows: 'no accounts → /unauthorized' },
  { username: 'demo.blocked', firstName: 'Quinn', lastName: 'Harrow', firmId: 'F-1001', secondFactor: 'none', blocked: true,
    factorLabel: '—', shows: 'blocked: the blocked-access message, never signed in' },
];
