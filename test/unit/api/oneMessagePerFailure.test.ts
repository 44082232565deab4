// One message per failed call (docs/spec-choices.md): a call whose failure its page shows opts out
// of the error banner for every kind of failure; every other call's failure is bannered once.
import { fetchAccountDetails, fetchBalanceHistory, fetchCountries, fetchEntitlements, fetchFirmAccounts, fetchPositions, fetchSecurities } from '../../../src/api/endpoints/accounts.api';
import { getActionItems, reviewInboundDeposit, updateActionItem } from '../../../src/api/endpoints/actionItems.api';
import { getHistoricalAddresses, getMintAccountDetails } from '../../../src/api/endpoints/mintBurn.api';
import { createDigitalAssetInstruction, createWireInstruction, validateNonUsWireInstruction } from '../../../src/api/endpoints/savedInstructions.api';
import { fetchTransferPrice } from '../../../src/api/endpoints/transfers.api';
import type { CreateWireInstructionDto } from '../../../src/api/contract/savedInstructions';
import { usWireForm } from '../../builders/wireInstructionForms';
import { networkByUrl as network, okAnswer as ok, type Reply } from './support';

const FAILURES: Array<[string, Reply]> = [
  ['HTTP 500 with a status', { status: 500, body: { status: { code: 'GW5000', text: 'Service unavailable' }, data: null } }],
  ['HTTP 502 without a body', { status: 502, statusText: 'Bad Gateway' }],
  ['an old-style refusal (data null)', { status: 200, body: { status: { code: 'MM2001', text: 'Account not available' }, data: null } }],
  ['a malformed answer', ok({ unexpected: true })],
  ['text where JSON was expected', { status: 200, body: '<html>oops</html>' }],
];

const SHOWN_BY_THE_PAGE: Array<[string, () => Promise<unknown>]> = [
  ["the account list ('Error while trying to fetch accounts.')", () => fetchFirmAccounts(false)],
  ["account details ('Failed to load account details.')", () => fetchAccountDetails('C1')],
  ["entitlements ('Failed to load account entitlements.')", () => fetchEntitlements('C1')],
  ["the asset list ('Error while fetching assets information')", () => fetchSecurities()],
  ["positions ('Unable to load account data. …', the page-level text)", () => fetchPositions('C1')],
  ['the balance history (the chart says it is unavailable)', () => fetchBalanceHistory('C1', 30)],
  ['mint details (the Mint tab says so)', () => getMintAccountDetails('M1')],
  ["the action items ('Unable to load Action Items at this time.', or the not-entitled text)", () => getActionItems('PENDING')],
  ['an action item update (its dialog shows why)', () => updateActionItem({ referenceId: 'r-1', response: 'APPROVE' })],
  ["the latest price on the transfer page ('The latest price is unavailable: no estimate.')", () => fetchTransferPrice('BTC')],
  // Issue 28's fault journeys: the form's own text and the banner made two messages.
  ['a wire instruction create (the form shows why)', () => createWireInstruction({ ...usWireForm(), fdasAccountNumber: 'C1', requestId: 'r' } as CreateWireInstructionDto)],
  ['the non-US wire check (the form shows why)', () => validateNonUsWireInstruction({ ...usWireForm(), fdasAccountNumber: 'C1' } as CreateWireInstructionDto)],
  ['a digital asset instruction create (the form shows why)', () => createDigitalAssetInstruction({ accountNumber: 'C1', sdaiUUID: 'u', nickname: 'ETH treasury', network: 'Ethereum', recipientAddress: '0x1', destination: 'Self-Managed Wallet', beneficiaryFullName: 'A' }, false)],
  ['an inbound deposit review (its dialog shows why)', () => reviewInboundDeposit({ referenceId: 'IN-1', travelRuleData: [{ disposition: 'UNRECOGNIZED' }] })],
];

const SHOWN_BY_THE_BANNER: Array<[string, () => Promise<unknown>]> = [
  ['the country list', () => fetchCountries()],
  ['the burn address history', () => getHistoricalAddresses('M1')],
];

describe('a call whose page shows its failure: no banner, whatever failed', () => {
  describe.each(SHOWN_BY_THE_PAGE)('%s', (_name, call) => {
    it.each(FAILURES)('%s: rejects, no banner', async (_failure, reply) => {
      const { banners } = network(() => reply);
      await expect(call()).rejects.toThrow();
      expect(banners()).toEqual([]);
    });
  });
});

describe('every other call: the banner, once', () => {
  describe.each(SHOWN_BY_THE_BANNER)('%s', (_name, call) => {
    it.each(FAILURES)('%s: rejects, one banner', async (_failure, reply) => {
      const { banners } = network(() => reply);
      await expect(call()).rejects.toThrow();
      expect(banners()).toHaveLength(1);
    });
  });
});
