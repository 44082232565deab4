// What the dialogs list of an item (features/actionItems/itemRows.ts) per request type, and the
// status subtitles (spec part 1 §4).
import type { LabelValueRow } from '../../../src/shared/ui/index';
import { commonRows, decisionRows, depositRows, originatorRows, proofRows, proofText, requestRows, travelRuleRows } from '../../../src/features/actionItems/itemRows';
import { ACTION_ITEMS_MESSAGES as M, statusSubtitle } from '../../../src/features/actionItems/messages';
import {
  addressItem,
  confirmedTravelRule,
  cryptoOutItem,
  decided,
  depositItem,
  wireInstructionItem,
  wireInstructionRequest,
  wireOutItem,
} from '../../builders/actionItems';

const pairs = (rows: LabelValueRow[]) => rows.map((r) => [r.label, r.value ?? null]);

describe('status subtitles', () => {
  it.each([
    [{ status: 'PENDING', checkerName: null }, 'Pending'],
    [{ status: 'APPROVED', checkerName: 'Marcus Holloway' }, 'Approved by Marcus Holloway'],
    [{ status: 'REJECTED', checkerName: 'Marcus Holloway' }, 'Rejected by Marcus Holloway'],
    [{ status: 'REJECTED', checkerName: null }, 'Rejected by a checker'],
  ] as const)('%j → %s', (item, text) => {
    expect(statusSubtitle(item)).toBe(text);
  });

  it('the texts that take values', () => {
    expect(M.gridLabel('PENDING')).toBe('Pending action items');
    expect(M.gridLabel('HISTORY')).toBe('History action items');
    expect(M.openLabel('Respond', wireInstructionItem())).toBe('Respond: Wire instruction Custodian Sweep');
    expect(M.comments.counter(3, 45)).toBe('3 of 45 characters');
  });
});

describe('request rows', () => {
  it('a US wire instruction to an entity', () => {
    expect(pairs(requestRows(wireInstructionItem()))).toEqual([
      ['Nickname', 'Custodian Sweep'],
      ['Bank Location', 'US'],
      ['Routing Number', '011000015'],
      ['Bank', 'Federal Reserve Bank of Boston, Boston, MA'],
      ['Bank Address', '600 Atlantic Avenue, Boston, MA 02210'],
      ['Account Number', 'XXXXXX9284'],
      ['Account Type', 'Account number'],
      ['Beneficiary Type', 'Entity'],
      ['Beneficiary', 'Northgate Asset Management'],
      ['Beneficiary Address', '1650 Market Street, Philadelphia, PA 19103'],
      ['Beneficiary Country', 'US'],
    ]);
  });

  it('a non-US IBAN instruction to an individual, with an intermediary bank and further credit', () => {
    const wire = wireInstructionRequest({
      bankLocation: 'NON_US', bankRoutingNumber: null, bicNumber: 'DEUTDEFF', beneficiaryBankBic: 'DEUTDEFF', bankInfoDetails: null, accountType: 'IBAN', intermediaryBankBic: 'CHASUS33', intermediaryBankAccount: 'XXXX5678',
      intermediaryBankDetails: 'JPMorgan Chase Bank, New York, US', beneficiaryType: 'IND', beneficiaryCountry: 'DE',
      beneficiary: { entityName: null, firstName: 'Ada', lastName: 'Lovelace', address: 'Taunusanlage 1', city: 'Frankfurt', state: null, zipCode: '60325' },
      furtherCredit1: { accountNumber: 'XXXX4321', accountType: 'Brokerage', name: 'Ada L' },
    });
    expect(pairs(requestRows(wireInstructionItem({ wireInstruction: wire })))).toEqual(
      expect.arrayContaining([
        ['Bank Location', 'Non-US'],
        ['Beneficiary Bank BIC/Swift Code', 'DEUTDEFF'],
        ['Account Type', 'IBAN'],
        ['Intermediary Bank BIC', 'CHASUS33'],
        ['Intermediary Bank Account', 'XXXX5678'],
        ['Intermediary Bank', 'JPMorgan Chase Bank, New York, US'],
        ['Beneficiary Type', 'Individual'],
        ['Beneficiary', 'Ada Lovelace'],
        ['Beneficiary Address', 'Taunusanlage 1, Frankfurt, 60325'],
        ['For Further Credit', 'Ada L, XXXX4321, Brokerage'],
      ]),
    );
    expect(requestRows(wireInstructionItem({ wireInstruction: null }))).toEqual([]);
  });

  it("a second further credit, the maker's additional bank details and a non-US bank's address, each in its row", () => {
    const wire = wireInstructionRequest({
      bankLocation: 'NON_US', bankRoutingNumber: null, bicNumber: 'NWBKGB2L', beneficiaryBankBic: 'NWBKGB2L',
      bankInfoDetails: {
        institutionName: 'NatWest', legalAddressLine1: '250 Bishopsgate', legalAddressLine2: 'Floor 2', legalAddressLine3: null, area: null,
        city: 'London', countryCode: 'GB', stateOrProvince: null, zip: 'EC2M 4AA',
      },
      furtherCredit1: { accountNumber: 'XXXX4321', accountType: 'Brokerage', name: 'Omnibus' },
      furtherCredit2: { accountNumber: 'XXXX8765', accountType: 'Sub-account', name: 'Fund II' },
      additionalBankDetails: 'Attn: payments desk, ref INV-2041',
    });
    const rows = pairs(requestRows(wireInstructionItem({ wireInstruction: wire })));
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Beneficiary Bank BIC/Swift Code', 'NWBKGB2L'],
        ['Bank Address', '250 Bishopsgate, Floor 2, London, EC2M 4AA, GB'],
        ['For Further Credit', 'Omnibus, XXXX4321, Brokerage'],
        ['Second Further Credit', 'Fund II, XXXX8765, Sub-account'],
        ['Additional Bank Details', 'Attn: payments desk, ref INV-2041'],
      ]),
    );
    // The further credits come in order, the bank details after them.
    const labels = rows.map(([label]) => label);
    expect(labels.indexOf('Second Further Credit')).toBe(labels.indexOf('For Further Credit') + 1);
    expect(labels.indexOf('Additional Bank Details')).toBe(labels.indexOf('Second Further Credit') + 1);
    // An answer without the beneficiary bank's BIC shows the BIC number; a US ZIP+4 is written whole.
    const older = wireInstructionRequest({ bankLocation: 'NON_US', bankRoutingNumber: null, bicNumber: 'AIBKIE2D', beneficiaryBankBic: null, bankInfoDetails: null });
    expect(pairs(requestRows(wireInstructionItem({ wireInstruction: older })))).toContainEqual(['Beneficiary Bank BIC/Swift Code', 'AIBKIE2D']);
    const plus4 = wireInstructionRequest({ bankInfoDetails: { bankName: 'Bank', address: '1 Main St', city: 'Dover', stateCode: 'DE', zip: '19901', zipExt: '1234' } });
    expect(pairs(requestRows(wireInstructionItem({ wireInstruction: plus4 })))).toContainEqual(['Bank Address', '1 Main St, Dover, DE 19901-1234']);
  });

  it('an allowed address: institution, other institution, self-managed, none given', () => {
    expect(pairs(requestRows(addressItem()))).toEqual([
      ['Nickname', 'Northgate ETH hot'],
      ['Network', 'Ethereum'],
      ['Address', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
      ['Destination', 'Institution'],
      ['Institution', 'Bridgeport Custody Services'],
      ['Beneficiary Name', 'Northgate Asset Management'],
    ]);
    expect(pairs(requestRows(addressItem({ institutionType: 'INSTITUTIONAL_OTHER', institutionName: null, otherInstitutionName: 'Ledgerhouse Custody', beneficiaryAccount: 'XXXX7788' })))).toEqual(
      expect.arrayContaining([['Institution', 'Ledgerhouse Custody'], ['Recipient Account Number', 'XXXX7788']]),
    );
    expect(pairs(requestRows(addressItem({ destination: 'SELF_MANAGED_WALLET' })))).toContainEqual(['Destination', 'Self-Managed Wallet']);
    const none = pairs(requestRows(addressItem({ destination: null, allowedAddressDetail: null })));
    expect(none).toContainEqual(['Destination', null]);
    expect(none).toContainEqual(['Nickname', null]);
  });

  it('transfers out: the amount with 3 decimals, where to', () => {
    expect(pairs(requestRows(wireOutItem()))).toEqual([['Amount', '250,000.000 USD'], ['To', 'Northgate Operations'], ['Account Number', 'XXXXXXXX6789']]);
    expect(pairs(requestRows(cryptoOutItem({ quantity: null })))).toEqual([['Amount', null], ['To', 'Northgate BTC vault'], ['Recipient Address', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy']]);
  });

  it('a transfer to another account of the firm (flag a2a): the account by its short name and number, no address', () => {
    const item = cryptoOutItem({ recipientAddress: null, beneficiaryName: 'HCP Sub-Custody', beneficiaryAccount: 'S40017246' });
    expect(pairs(requestRows(item))).toEqual([['Amount', '1.250 BTC'], ['To', 'HCP Sub-Custody'], ['To Account', 'S40017246']]);
  });

  it('an inbound deposit: its digital asset labels (also without its deposit facts)', () => {
    expect(pairs(requestRows(depositItem()))).toEqual([
      ['Asset', 'BTC'],
      ['Amount', '0.420 BTC'],
      ['Network', 'Bitcoin'],
      ['From Address', 'bc1qapuxysfk3nymqgf2u8wdytgzhe6cp6q8tgtsng'],
      ['Transaction Hash', '709b55bd3da0f5a838125bd0ee20c5bfdd7caba173912d4281cae816b79a201b'],
      ['Account', 'Northgate Pension – Digital Assets Custody (C74002019)'],
      ['Received On', '03/02/2026 9:00 AM'],
    ]);
    expect(pairs(depositRows(depositItem({ inboundDeposit: null })))).toContainEqual(['Network', null]);
  });
});

describe('the rows every dialog shares', () => {
  it('who asked, for which account, when; the decision once decided', () => {
    expect(pairs(commonRows(wireInstructionItem()))).toEqual([
      ['Account', 'Northgate Pension – Digital Assets Custody (C74002019)'],
      ['Requested By', 'Elena Vasquez'],
      ['Requested On', '03/02/2026 9:00 AM'],
      ['Reference ID', 'req-wire'],
    ]);
    expect(decisionRows(wireInstructionItem())).toEqual([]);
    expect(pairs(decisionRows(decided(wireInstructionItem(), 'REJECTED', 'Marcus Holloway', 'Wrong bank')))).toEqual([
      ['Decision', 'Rejected by Marcus Holloway'],
      ['Decided On', '03/02/2026 10:00 AM'],
      ['Comments', 'Wrong bank'],
    ]);
    expect(pairs(decisionRows({ ...decided(wireInstructionItem(), 'APPROVED'), decidedTime: null }))).toContainEqual(['Decided On', null]);
  });

  it('the confirmations kept (issue 26): the maker’s passkey by its name, the checker’s code by the phone’s last 4, in ET; none when not signed', () => {
    const signedAt = 1772460000; // 03/02/2026 9:00 AM ET
    const item = {
      ...decided(cryptoOutItem(), 'APPROVED'),
      submitProof: { method: 'passkey' as const, passkeyName: 'YubiKey 5C', phoneLast4: null, signedTime: signedAt },
      decisionProof: { method: 'sms' as const, passkeyName: null, phoneLast4: '1234', signedTime: signedAt + 3660 },
    };
    expect(pairs(proofRows(item))).toEqual([
      ['Submit Confirmed', "Signed with passkey 'YubiKey 5C' on 03/02/2026 9:00 AM ET"],
      ['Decision Confirmed', 'Confirmed with a one-time code by text to phone ending 1234 on 03/02/2026 10:01 AM ET'],
    ]);
    expect(proofText({ method: 'voice', passkeyName: null, phoneLast4: '0111', signedTime: signedAt })).toBe('Confirmed with a one-time code by call to phone ending 0111 on 03/02/2026 9:00 AM ET');
    expect(proofRows(cryptoOutItem())).toEqual([]);
  });

  it('the travel-rule labels of a confirmed deposit (an institution; an individual, self-hosted)', () => {
    const rows = travelRuleRows(confirmedTravelRule());
    expect(rows[0]?.header).toBe('Travel rule information');
    expect(pairs(rows)).toEqual([
      ['Originator Type', 'Institution'],
      ['Originator', 'Blue Harbor Capital LLC'],
      ['Originator Address', '75 State Street, Boston, MA 02109'],
      ['Country', 'United States of America'],
      ['Custody Provider', 'Anchorwell Digital Trust'],
      ['Reviewed By', 'Elena Vasquez'],
      ['Reviewed On', '03/02/2026 11:00 AM'],
    ]);
    expect(pairs(originatorRows({ partyType: 'INDIVIDUAL', firstName: 'Ada', lastName: 'Lovelace', selfManaged: true, vaspName: 'ignored' }))).toEqual([
      ['Originator Type', 'Individual'],
      ['Originator', 'Ada Lovelace'],
      ['Originator Address', ''],
      ['Country', null],
      ['Custody Provider', 'Self-hosted wallet'],
    ]);
  });
});
