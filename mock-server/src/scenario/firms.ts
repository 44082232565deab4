// Demo firms and their accounts, in display order. Names are invented. The business unit is what
// account details carry while eu-trvl-rule is on.
import type { AccountType } from '../../../src/api/contract/accounts';

export interface DemoFirm {
  id: string;
  legalName: string;
  countryCode: string;
  businessUnit: 'US' | 'EU';
  /** The firm's policy that every transfer needs a second person (four-eyes); off when absent. */
  fourEyesTransfers?: boolean;
  accounts: ReadonlyArray<{ accountNumber: string; shortName: string; displayName: string; type: AccountType }>;
}

export const DEMO_FIRMS: readonly DemoFirm[] = [
  {
    id: 'F-1001',
    legalName: 'Harborline Capital Partners LP',
    countryCode: 'US',
    businessUnit: 'US',
    accounts: [
      { accountNumber: 'C40017238', shortName: 'HCP Custody', displayName: 'Harborline Capital – Main Custody', type: 'CUSTODY' },
      { accountNumber: 'S40017246', shortName: 'HCP Sub-Custody', displayName: 'Harborline Capital – Fund II Sub-Custody', type: 'SUB_CUSTODY' },
      { accountNumber: 'L40017254', shortName: 'HCP Collateral', displayName: 'Harborline Capital – Prime Collateral', type: 'COLLATERAL' },
      // 500 positions: the dashboard must stay fast.
      { accountNumber: 'C40017262', shortName: 'HCP Research Basket', displayName: 'Harborline Capital – Research Basket', type: 'CUSTODY' },
    ],
  },
  {
    id: 'F-2001',
    legalName: 'Meridian Liquidity Markets LLC',
    countryCode: 'US',
    businessUnit: 'US',
    accounts: [
      { accountNumber: 'M52008113', shortName: 'MLM Primary', displayName: 'Meridian Liquidity – Primary Market Making', type: 'MARKET_MAKER' },
      { accountNumber: 'M52008121', shortName: 'MLM Secondary', displayName: 'Meridian Liquidity – Secondary Market Making', type: 'MARKET_MAKER' },
    ],
  },
  {
    id: 'F-3001',
    legalName: 'Tidewater Digital Trading Inc.',
    countryCode: 'US',
    businessUnit: 'US',
    accounts: [
      { accountNumber: 'M63004417', shortName: 'TDT Market Making', displayName: 'Tidewater Digital – Market Making', type: 'MARKET_MAKER' },
      { accountNumber: 'C63004425', shortName: 'TDT Custody', displayName: 'Tidewater Digital – Treasury Custody', type: 'CUSTODY' },
    ],
  },
  {
    id: 'F-4001',
    legalName: 'Northgate Teachers Pension Trust',
    countryCode: 'US',
    businessUnit: 'US',
    accounts: [
      { accountNumber: 'C74002019', shortName: 'NTPT Custody', displayName: 'Northgate Pension – Digital Assets Custody', type: 'CUSTODY' },
      { accountNumber: 'C74002027', shortName: 'NTPT Reserve', displayName: 'Northgate Pension – Strategic Reserve', type: 'CUSTODY' },
    ],
  },
  {
    id: 'F-5001',
    legalName: 'Liffey Bay Asset Management DAC',
    countryCode: 'IE',
    businessUnit: 'EU',
    accounts: [
      { accountNumber: 'C85006631', shortName: 'LBAM Custody', displayName: 'Liffey Bay – Digital Custody', type: 'CUSTODY' },
    ],
  },
  { id: 'F-6001', legalName: 'Cobalt Ridge Family Office LLC', countryCode: 'US', businessUnit: 'US', accounts: [] },
  {
    id: 'F-7001',
    legalName: 'Saltmarsh Liquidity Partners LLC',
    countryCode: 'US',
    businessUnit: 'US',
    accounts: [
      // New to Mint & Burn: funded and one mint, never a burn (the burn page's empty state).
      { accountNumber: 'M97001015', shortName: 'SLP Market Making', displayName: 'Saltmarsh Liquidity – Market Making', type: 'MARKET_MAKER' },
    ],
  },
  {
    id: 'F-8001',
    legalName: 'Kestrel Point Trading Desk LLC',
    countryCode: 'US',
    businessUnit: 'US',
    accounts: [
      // A busy desk: over 10 000 records in the last 30 days (Activity History and its exports at scale).
      { accountNumber: 'C88004012', shortName: 'KPT Active Trading', displayName: 'Kestrel Point – Active Trading Custody', type: 'CUSTODY' },
    ],
  },
  {
    id: 'F-9001',
    legalName: 'Larkspur Endowment Trust',
    countryCode: 'US',
    businessUnit: 'US',
    // Four-eyes by firm policy: every transfer waits for a second person, whatever its maker holds.
    fourEyesTransfers: true,
    accounts: [
      { accountNumber: 'C91005218', shortName: 'LET Custody', displayName: 'Larkspur Endowment – Custody', type: 'CUSTODY' },
    ],
  },
];
