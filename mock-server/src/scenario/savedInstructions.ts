// Demo saved instructions: the bank directory, and active and pending wire and digital asset
// instructions for demo.plain's, demo.maker's, demo.ie's and demo.strict's firms (docs/gateway.md
// "Saved instructions"). Active ones carry an APPROVED request decided by another user of the firm (or
// by the only user, when the maker is the provider's onboarding: maker NULL); pending ones a
// PENDING request made by the firm's maker; a rejected one (INACTIVE) a REJECTED request with the
// checker's comments. Each keeps a whole form, as a created one does (the action items show it).
// demo.mm's primary market-maker account has one ACTIVE FIDD (Ethereum) address the custodian set
// up at onboarding, with no request: the Mint tab names it while mm-sdai is on (issue 27).
import type { Db } from '../db/database';
import { maskLast4 } from '../../../src/shared/validation/maskedInput';
import { DEMO_BANKS } from './banks';

const DAY = 86_400_000;

interface SeedInstruction {
  id: string;
  account: string;
  nickname: string;
  status: 'ACTIVE' | 'PENDING' | 'INACTIVE';
  daysAgo: number;
  maker: string | null;
  checker: string | null;
  /** The checker's comments (spec part 1 §5 characters). */
  comments?: string;
}
/** The beneficiary: an entity in a US state (zip) or a country (postal code). */
interface Beneficiary {
  entityName: string;
  country: string;
  address: string;
  city: string;
  state?: string;
  zip: string;
}
type WireSeed = SeedInstruction & { location: 'US' | 'NON_US'; routing?: string; bic?: string; account_: string; beneficiary: Beneficiary };
/** institution: the id of an institution (destination Institution); none: a self-managed wallet. */
type AddressSeed = SeedInstruction & { network: 'Bitcoin' | 'Ethereum' | 'Litecoin'; address: string; owner: string; institution?: string; onboarding?: true };

const HARBORLINE: Beneficiary = { entityName: 'Harborline Capital Partners LP', country: 'US', address: '200 Vesey Street', city: 'New York', state: 'NY', zip: '10281' };
const LARKSPUR: Beneficiary = { entityName: 'Larkspur Endowment Trust', country: 'US', address: '75 Federal Street', city: 'Boston', state: 'MA', zip: '02110' };
const NORTHGATE: Beneficiary = { entityName: 'Northgate Asset Management', country: 'US', address: '1650 Market Street', city: 'Philadelphia', state: 'PA', zip: '19103' };

const WIRES: readonly WireSeed[] = [
  { id: '5e1f0a52-0c7e-4d1a-9a53-000000000001', account: 'C40017238', nickname: 'Harborline Operating', status: 'ACTIVE', daysAgo: 120, maker: 'demo.plain', checker: 'demo.push', location: 'US', routing: '021000021', account_: '883104226710', beneficiary: HARBORLINE },
  { id: '5e1f0a52-0c7e-4d1a-9a53-000000000002', account: 'C40017238', nickname: 'London GBP Settlement', status: 'ACTIVE', daysAgo: 64, maker: 'demo.plain', checker: 'demo.push', location: 'NON_US', bic: 'NWBKGB2L', account_: 'GB82WEST12345698765432', beneficiary: { entityName: 'Harborline Capital UK Ltd', country: 'GB', address: '1 Churchill Place', city: 'London', zip: 'E14 5HP' } },
  { id: '5e1f0a52-0c7e-4d1a-9a53-000000000003', account: 'C40017238', nickname: 'Fund II Payroll', status: 'PENDING', daysAgo: 2, maker: 'demo.plain', checker: null, location: 'US', routing: '121000248', account_: '4417009931', beneficiary: HARBORLINE },
  { id: '5e1f0a52-0c7e-4d1a-9a53-000000000004', account: 'C74002019', nickname: 'Northgate Operations', status: 'ACTIVE', daysAgo: 200, maker: 'demo.maker', checker: 'demo.checker', comments: 'Verified with the beneficiary bank', location: 'US', routing: '026009593', account_: '000123456789', beneficiary: NORTHGATE },
  { id: '5e1f0a52-0c7e-4d1a-9a53-000000000005', account: 'C74002019', nickname: 'Custodian Sweep', status: 'PENDING', daysAgo: 1, maker: 'demo.maker', checker: null, location: 'US', routing: '011000015', account_: '7730019284', beneficiary: NORTHGATE },
  { id: '5e1f0a52-0c7e-4d1a-9a53-000000000006', account: 'C85006631', nickname: 'Dublin EUR Account', status: 'ACTIVE', daysAgo: 90, maker: null, checker: 'demo.ie', location: 'NON_US', bic: 'AIBKIE2D', account_: 'IE29AIBK93115212345678', beneficiary: { entityName: 'Liffey Bay Holdings DAC', country: 'IE', address: '10 Molesworth Street', city: 'Dublin', zip: 'D02 R126' } },
  // The four-eyes firm (demo.strict, demo.strict2): each approved the other's instruction.
  { id: '5e1f0a52-0c7e-4d1a-9a53-000000000008', account: 'C91005218', nickname: 'Larkspur Operating', status: 'ACTIVE', daysAgo: 90, maker: 'demo.strict', checker: 'demo.strict2', location: 'US', routing: '021000021', account_: '7301948826', beneficiary: LARKSPUR },
  { id: '5e1f0a52-0c7e-4d1a-9a53-000000000007', account: 'C74002019', nickname: 'Old Payroll Account', status: 'INACTIVE', daysAgo: 45, maker: 'demo.maker', checker: 'demo.checker', comments: 'Account closed, use Northgate Operations', location: 'US', routing: '021000021', account_: '55120098431', beneficiary: NORTHGATE },
];

const ADDRESSES: readonly AddressSeed[] = [
  { id: '6a2b1c63-1d8f-4e2b-8b64-000000000001', account: 'C40017238', nickname: 'BTC cold storage', status: 'ACTIVE', daysAgo: 150, maker: 'demo.plain', checker: 'demo.push', network: 'Bitcoin', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', owner: HARBORLINE.entityName },
  { id: '6a2b1c63-1d8f-4e2b-8b64-000000000002', account: 'C40017238', nickname: 'ETH treasury', status: 'ACTIVE', daysAgo: 80, maker: 'demo.plain', checker: 'demo.push', network: 'Ethereum', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', owner: HARBORLINE.entityName, institution: 'ANCHORAGE_TRUST' },
  { id: '6a2b1c63-1d8f-4e2b-8b64-000000000003', account: 'C40017238', nickname: 'LTC settlement', status: 'PENDING', daysAgo: 3, maker: 'demo.plain', checker: null, network: 'Litecoin', address: 'ltc1qpvc9275lcn5suv6c0k3v0mq3xedcpfw24vvr3x', owner: HARBORLINE.entityName },
  { id: '6a2b1c63-1d8f-4e2b-8b64-000000000004', account: 'C74002019', nickname: 'Northgate BTC vault', status: 'ACTIVE', daysAgo: 240, maker: 'demo.maker', checker: 'demo.checker', comments: 'Cold storage confirmed', network: 'Bitcoin', address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', owner: NORTHGATE.entityName },
  { id: '6a2b1c63-1d8f-4e2b-8b64-000000000005', account: 'C74002019', nickname: 'Northgate ETH hot', status: 'PENDING', daysAgo: 1, maker: 'demo.maker', checker: null, network: 'Ethereum', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', owner: NORTHGATE.entityName, institution: 'BRIDGEPORT_CUSTODY' },
  { id: '6a2b1c63-1d8f-4e2b-8b64-000000000007', account: 'C74002019', nickname: 'Legacy LTC wallet', status: 'INACTIVE', daysAgo: 30, maker: 'demo.maker', checker: 'demo.checker', comments: 'Wallet not held by Northgate', network: 'Litecoin', address: 'ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea', owner: NORTHGATE.entityName },
  { id: '6a2b1c63-1d8f-4e2b-8b64-000000000008', account: 'C91005218', nickname: 'Larkspur BTC vault', status: 'ACTIVE', daysAgo: 70, maker: 'demo.strict2', checker: 'demo.strict', network: 'Bitcoin', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', owner: LARKSPUR.entityName },
  { id: '6a2b1c63-1d8f-4e2b-8b64-000000000009', account: 'M52008113', nickname: 'Meridian FIDD receipts', status: 'ACTIVE', daysAgo: 260, maker: null, checker: null, network: 'Ethereum', address: '0x52908400098527886E0F7030069857D2E4169EE7', owner: 'Meridian Liquidity Markets LLC', onboarding: true },
  { id: '6a2b1c63-1d8f-4e2b-8b64-000000000006', account: 'C85006631', nickname: 'Liffey ETH wallet', status: 'ACTIVE', daysAgo: 60, maker: null, checker: 'demo.ie', network: 'Ethereum', address: '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', owner: 'Liffey Bay Holdings DAC', institution: 'DUBLIN_VASP' },
];

export function insertSavedInstructions(db: Db, asOf: number): void {
  const bank = db.prepare('INSERT INTO bank_directory (kind, code, name, address, city, state, zip, country_code) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  for (const b of DEMO_BANKS) bank.run(b.kind, b.code, b.name, b.address, b.city, b.state, b.zip, b.country);

  const userId = db.prepare<[string], number>('SELECT id FROM users WHERE username = ?').pluck();
  const idOf = (username: string | null) => (username === null ? null : ((userId.get(username) as number | undefined) ?? null));
  const approval = db.prepare(
    `INSERT INTO approval_requests (id, kind, account_number, subject_id, status, maker_id, created_at, decided_by, decided_at, comments)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const approve = (s: SeedInstruction, kind: string, at: number) => {
    const status = { ACTIVE: 'APPROVED', PENDING: 'PENDING', INACTIVE: 'REJECTED' }[s.status];
    const decided = status !== 'PENDING';
    approval.run(s.id.replace(/^.{8}/, 'a0000000'), kind, s.account, s.id, status, idOf(s.maker), at,
      decided ? idOf(s.checker) : null, decided ? at + 3_600_000 : null, s.comments ?? null);
  };

  const wire = db.prepare(
    `INSERT INTO wire_instructions (id, account_number, nickname, bank_location, routing_number, bank_bic, account_number_masked, form, status, created_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const w of WIRES) {
    const at = asOf - w.daysAgo * DAY;
    const form = wireForm(w);
    wire.run(w.id, w.account, w.nickname, w.location, w.routing ?? null, w.bic ?? null, maskLast4(w.account_), JSON.stringify(form), w.status, idOf(w.maker), at);
    approve(w, 'CHECKER_APPROVAL_WIRE_INSTRUCTION', at);
  }

  const address = db.prepare(
    `INSERT INTO address_instructions (id, account_number, network, nickname, address, form, status, created_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const a of ADDRESSES) {
    const at = asOf - a.daysAgo * DAY;
    const destination = a.institution ? { destination: 'Institution', institution: a.institution } : { destination: 'Self-Managed Wallet', walletOwnerFullName: a.owner };
    const form = { nickname: a.nickname, network: a.network, recipientAddress: a.address, ...destination, beneficiaryFullName: a.owner };
    address.run(a.id, a.account, a.network, a.nickname, a.address, JSON.stringify(form), a.status, idOf(a.maker), at);
    if (!a.onboarding) approve(a, 'CHECKER_APPROVAL_SDAI_ADDRESS', at);
  }
}

/** The whole form a maker would have sent for the seeded instruction. */
function wireForm(w: WireSeed): Record<string, string> {
  const b = w.beneficiary;
  const us = w.location === 'US';
  const iban = !us && /^[A-Z]{2}\d{2}/.test(w.account_);
  const bank: Record<string, string> = us ? { routingNumber: w.routing ?? '', bankAcccountNumber: w.account_ } : { bankBic: w.bic ?? '', accountType: iban ? 'IBAN' : 'ACCT', [iban ? 'bankIBAN' : 'bankAcccountNumber']: w.account_ };
  const place: Record<string, string> = b.country === 'US' ? { beneficiaryUSState: b.state ?? '', beneficiaryUSZip: b.zip } : { beneficiaryNonUSZip: b.zip };
  return { nickname: w.nickname, bankLocation: w.location, ...bank, beneficiaryType: 'ENT', entityName: b.entityName, country: b.country, address: b.address, city: b.city, ...place, furtherCredit: 'no' };
}
