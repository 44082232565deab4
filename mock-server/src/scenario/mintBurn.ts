// The demo's Mint & Burn data (docs/gateway.md "Mint & Burn"): where each market-maker account
// wires USD to mint FIDD, and each one's past burn addresses. The bank details are invented: the
// provider (Harbor Digital Trust Company, as in the SPA's footer) holds its FIDD mint account at a
// fictional bank; the ABA number passes the ABA checksum, the SWIFT codes have the BIC form.
// The burn history is dated around the account's seeded ledger: an address is generated before the
// first burn, and a new one every so often before later burns (at most three in all); an account
// with fewer than two burns also has one generated after its last burn, not used yet. The addresses
// are derived like generated ones (same master secret, asset, account, index 0, 1, …), so a reset
// restores the same ones and the next generated address takes the next index.
import type { Db } from '../db/database';
import { MINT_BURN_ASSET } from '../../../src/api/contract/mintBurn';
import { deriveBurnAddress } from '../domain/mintBurn/burnAddressDerivation';
import type { MintBankDetails } from '../domain/mintBurn/mintBurn';
import { ensureMasterSecret } from '../domain/mintBurn/secrets';
import { DEMO_FIRMS } from './firms';
import { between, seedOf, seededRandom, type Random } from './random';
import { burnTimelines, type BurnTimeline } from './seedHoldings';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The provider's account that receives mint wires, and its bank (invented). */
export const PROVIDER_MINT_ACCOUNT: Omit<MintBankDetails, 'reference'> = {
  beneficiaryName: 'Harbor Digital Trust Company',
  beneficiaryAccountNumber: '4471009322',
  beneficiarySwiftCode: 'HDTCUS33',
  bankName: 'Commonwealth Harbor Bank, N.A.',
  bankAddress: '75 State Street, Boston, MA 02109, United States',
  abaRoutingNumber: '011074258',
  bankSwiftCode: 'CWHBUS33',
};

/** The wire reference that credits a mint to the account. */
export const mintReference = (accountNumber: string): string => `FIDD MINT ${accountNumber}`;

/** The demo's market-maker accounts, in firm and display order. */
export const DEMO_MARKET_MAKER_ACCOUNTS: readonly string[] = DEMO_FIRMS.flatMap((f) =>
  f.accounts.filter((a) => a.type === 'MARKET_MAKER').map((a) => a.accountNumber),
);

/** At most this many past addresses are used for burns … */
const MAX_USED_ADDRESSES = 3;
/** … and an account has at least this many (the extra ones generated after its last burn). */
const MIN_ADDRESSES = 2;

const toSecond = (ms: number): number => Math.floor(ms / 1000) * 1000;

/**
 * When an account's past burn addresses were generated, oldest first, all before `asOf`: before
 * its first burn and before every so many later ones (each after the previous address), plus,
 * with fewer than MIN_ADDRESSES, one between the last burn and `asOf`. No burns: none.
 */
export function burnAddressTimes(timeline: BurnTimeline, asOf: number, random: Random): number[] {
  const burns = timeline.burnsAt;
  const used = Math.min(burns.length, MAX_USED_ADDRESSES);
  const times: number[] = [];
  for (let j = 0; j < used; j++) {
    const burn = burns[Math.floor((j * burns.length) / used)] as number;
    const previous = times[j - 1] ?? timeline.firstEntryAt;
    const lead = Math.min(between(random, 20 * MINUTE, 36 * HOUR), (burn - previous) / 2);
    times.push(toSecond(burn - lead));
  }
  const lastBurn = burns[burns.length - 1];
  if (lastBurn !== undefined && times.length < MIN_ADDRESSES) times.push(toSecond(lastBurn + between(random, 0.3, 0.8) * (asOf - lastBurn)));
  return times;
}

type SeedRow = [accountNumber: string, asset: string, index: number, availableAt: number];

let timesCache: { asOf: number; rows: SeedRow[] } | null = null;

/** The seeded burn addresses without their addresses (those depend on the database's secret), made once per asOf. */
function burnHistoryRows(asOf: number): SeedRow[] {
  if (timesCache?.asOf === asOf) return timesCache.rows;
  const timelines = burnTimelines(asOf, MINT_BURN_ASSET);
  const rows: SeedRow[] = [];
  for (const accountNumber of DEMO_MARKET_MAKER_ACCOUNTS) {
    const timeline = timelines.get(accountNumber);
    if (!timeline) continue;
    const random = seededRandom(seedOf(`burn-addresses:${accountNumber}`));
    burnAddressTimes(timeline, asOf, random).forEach((at, index) => rows.push([accountNumber, MINT_BURN_ASSET, index, at]));
  }
  timesCache = { asOf, rows };
  return rows;
}

/** Run inside the seeding transaction, after accounts, assets and the ledger. */
export function insertMintBurn(db: Db, asOf: number): void {
  const details = db.prepare(
    `INSERT INTO mint_account_details (account_number, beneficiary_name, beneficiary_account_number, beneficiary_swift_code,
       bank_name, bank_address, aba_routing_number, bank_swift_code, reference) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const p = PROVIDER_MINT_ACCOUNT;
  for (const accountNumber of DEMO_MARKET_MAKER_ACCOUNTS) {
    details.run(
      accountNumber, p.beneficiaryName, p.beneficiaryAccountNumber, p.beneficiarySwiftCode, p.bankName, p.bankAddress, p.abaRoutingNumber,
      p.bankSwiftCode, mintReference(accountNumber),
    );
  }
  const master = ensureMasterSecret(db);
  const address = db.prepare(
    'INSERT INTO burn_addresses (account_number, asset, derivation_index, wallet_address, available_at) VALUES (?, ?, ?, ?, ?)',
  );
  for (const [accountNumber, asset, index, at] of burnHistoryRows(asOf)) {
    address.run(accountNumber, asset, index, deriveBurnAddress(master, asset, accountNumber, index), at);
  }
}
