// Demo saved instructions: the bank directory, and active and pending wire and digital asset
// instructions for demo.plain's, demo.maker's and demo.ie's firms (docs/gateway.md "Saved
// instructions"). Active ones carry an APPROVED request decided by another user of the firm (or
// by the only user, when the maker is the provider's onboarding: maker NULL); pending ones a
// PENDING request made by the firm's maker.
import type { Db } from '../db/database';
import { maskLast4 } from '../../../src/shared/validation/maskedInput';
import { DEMO_BANKS } from './banks';

const DAY = 86_400_000;

interface SeedInstruction {
  id: string;
  account: string;
  nickname: string;
  status: 'ACTIVE' | 'PENDING';
  daysAgo: number;
  maker: string | null;
  checker: string | null;
}
type WireSeed = SeedInstruction & { location: 'US' | 'NON_US'; routing?: string; bic?: string; account_: string };
type AddressSeed = SeedInstruction & { network: 'Bitcoin' | 'Ethereum' | 'Litecoin'; address: string };

const WIRES: readonly WireSeed[] = [
  { id: '5e1f0a52-0c7e-4d1a-9a53-000000000001', account: 'C40017238', nickname: 'Harborline Operating', status: 'ACTIVE', daysAgo: 120, maker: 'demo.plain', checker: 'demo.push', location: 'US', routing: '021000021', account_: '883104226710' },
  { id: '5e1f0a52-0c7e-4d1a-9a53-000000000002', account: 'C40017238', nickname: 'London GBP Settlement', status: 'ACTIVE', daysAgo: 64, maker: 'demo.plain', checker: 'demo.push', location: 'NON_US', bic: 'NWBKGB2L', account_: 'GB82WEST12345698765432' },
  { id: '5e1f0a52-0c7e-4d1a-9a53-000000000003', account: 'C40017238', nickname: 'Fund II Payroll', status: 'PENDING', daysAgo: 2, maker: 'demo.plain', checker: null, location: 'US', routing: '121000248', account_: '4417009931' },
  { id: '5e1f0a52-0c7e-4d1a-9a53-000000000004', account: 'C74002019', nickname: 'Northgate Operations', status: 'ACTIVE', daysAgo: 200, maker: 'demo.maker', checker: 'demo.checker', location: 'US', routing: '026009593', account_: '000123456789' },
  { id: '5e1f0a52-0c7e-4d1a-9a53-000000000005', account: 'C74002019', nickname: 'Custodian Sweep', status: 'PENDING', daysAgo: 1, maker: 'demo.maker', checker: null, location: 'US', routing: '011000015', account_: '7730019284' },
  { id: '5e1f0a52-0c7e-4d1a-9a53-000000000006', account: 'C85006631', nickname: 'Dublin EUR Account', status: 'ACTIVE', daysAgo: 90, maker: null, checker: 'demo.ie', location: 'NON_US', bic: 'AIBKIE2D', account_: 'IE29AIBK93115212345678' },
];

const ADDRESSES: readonly AddressSeed[] = [
  { id: '6a2b1c63-1d8f-4e2b-8b64-000000000001', account: 'C40017238', nickname: 'BTC cold storage', status: 'ACTIVE', daysAgo: 150, maker: 'demo.plain', checker: 'demo.push', network: 'Bitcoin', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
  { id: '6a2b1c63-1d8f-4e2b-8b64-000000000002', account: 'C40017238', nickname: 'ETH treasury', status: 'ACTIVE', daysAgo: 80, maker: 'demo.plain', checker: 'demo.push', network: 'Ethereum', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
  { id: '6a2b1c63-1d8f-4e2b-8b64-000000000003', account: 'C40017238', nickname: 'LTC settlement', status: 'PENDING', daysAgo: 3, maker: 'demo.plain', checker: null, network: 'Litecoin', address: 'ltc1qpvc9275lcn5suv6c0k3v0mq3xedcpfw24vvr3x' },
  { id: '6a2b1c63-1d8f-4e2b-8b64-000000000004', account: 'C74002019', nickname: 'Northgate BTC vault', status: 'ACTIVE', daysAgo: 240, maker: 'demo.maker', checker: 'demo.checker', network: 'Bitcoin', address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy' },
  { id: '6a2b1c63-1d8f-4e2b-8b64-000000000005', account: 'C74002019', nickname: 'Northgate ETH hot', status: 'PENDING', daysAgo: 1, maker: 'demo.maker', checker: null, network: 'Ethereum', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' },
  { id: '6a2b1c63-1d8f-4e2b-8b64-000000000006', account: 'C85006631', nickname: 'Liffey ETH wallet', status: 'ACTIVE', daysAgo: 60, maker: null, checker: 'demo.ie', network: 'Ethereum', address: '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB' },
];

export function insertSavedInstructions(db: Db, asOf: number): void {
  const bank = db.prepare('INSERT INTO bank_directory (kind, code, name, address, city, state, zip, country_code) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  for (const b of DEMO_BANKS) bank.run(b.kind, b.code, b.name, b.address, b.city, b.state, b.zip, b.country);

  const userId = db.prepare<[string], number>('SELECT id FROM users WHERE username = ?').pluck();
  const idOf = (username: string | null) => (username === null ? null : ((userId.get(username) as number | undefined) ?? null));
  const approval = db.prepare(
    `INSERT INTO approval_requests (id, kind, account_number, subject_id, status, maker_id, created_at, decided_by, decided_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const approve = (s: SeedInstruction, kind: string, at: number) => {
    const decided = s.status === 'ACTIVE';
    approval.run(s.id.replace(/^.{8}/, 'a0000000'), kind, s.account, s.id, decided ? 'APPROVED' : 'PENDING', idOf(s.maker), at,
      decided ? idOf(s.checker) : null, decided ? at + 3_600_000 : null);
  };

  const wire = db.prepare(
    `INSERT INTO wire_instructions (id, account_number, nickname, bank_location, routing_number, bank_bic, account_number_masked, form, status, created_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const w of WIRES) {
    const at = asOf - w.daysAgo * DAY;
    const form = { nickname: w.nickname, bankLocation: w.location, routingNumber: w.routing, bankBic: w.bic, account: w.account_ };
    wire.run(w.id, w.account, w.nickname, w.location, w.routing ?? null, w.bic ?? null, maskLast4(w.account_), JSON.stringify(form), w.status, idOf(w.maker), at);
    approve(w, 'CHECKER_APPROVAL_WIRE_INSTRUCTION', at);
  }

  const address = db.prepare(
    `INSERT INTO address_instructions (id, account_number, network, nickname, address, form, status, created_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const a of ADDRESSES) {
    const at = asOf - a.daysAgo * DAY;
    address.run(a.id, a.account, a.network, a.nickname, a.address, JSON.stringify({ nickname: a.nickname, network: a.network, recipientAddress: a.address }), a.status, idOf(a.maker), at);
    approve(a, 'CHECKER_APPROVAL_SDAI_ADDRESS', at);
  }
}
