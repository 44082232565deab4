// Inbound deposit addresses of custody-type accounts (createDigitalInboundDepositAddress for a
// custody, sub-custody or collateral account; contract/transfers.ts; the market-maker variant is the
// burn address, mintBurn.ts). Each request makes a new address of the asset's network, derived like
// the burn addresses from the gateway's master secret, so nothing secret is stored per address:
//   path        '<asset in lower case>-deposit/v1/<account number>/<index>'  ('btc-deposit/v1/C40017238/0')
//   key         burnAddressDerivation's rule (the first 32 bytes of HMAC-SHA512(master, path) in [1, n))
//   address     Bitcoin / Litecoin: native segwit v0 (bech32 'bc' / 'ltc', HASH160 of the compressed
//               public key); Ethereum and its tokens: EIP-55 of keccak-256 of the public key
// with the cost basis per unit the client declared for what arrives there. Idempotent per user and
// request id (one transaction): the same id with the same body answers the same address, another
// body is a conflict. Access (firm, entitlement, account type, asset) is checked before.
import { createECDH, createHash } from 'node:crypto';
import { bech32 } from '@scure/base';
import { ripemd160 } from '@noble/hashes/legacy';
import type { Db } from '../../db/database';
import type { InboundDepositAddressDto } from '../../../../src/api/contract/transfers';
import { addressOfPrivateKey, deriveBurnPrivateKey } from '../mintBurn/burnAddressDerivation';
import type { Clock } from '../platform/clock';
import { ensureMasterSecret } from '../mintBurn/secrets';

/** The derivation path of an account's index-th deposit address for `asset`. */
export function depositDerivationPath(asset: string, accountNumber: string, index: number): string {
  if (!Number.isSafeInteger(index) || index < 0) throw new RangeError(`A deposit address index is a whole number ≥ 0, not ${index}`);
  return `${asset.toLowerCase()}-deposit/v1/${accountNumber}/${index}`;
}

const SEGWIT_PREFIXES: Readonly<Record<string, string>> = { Bitcoin: 'bc', Litecoin: 'ltc' };

/** The networks deposit addresses are made for. */
export const DEPOSIT_NETWORKS: readonly string[] = ['Bitcoin', 'Ethereum', 'Litecoin'];

/** The address of a private key on `network`; null for a network this gateway makes no addresses on. */
export function addressOnNetwork(network: string, key: Uint8Array): string | null {
  if (network === 'Ethereum') return addressOfPrivateKey(key);
  const prefix = SEGWIT_PREFIXES[network];
  if (!prefix) return null;
  const ecdh = createECDH('secp256k1');
  ecdh.setPrivateKey(key);
  const compressed = ecdh.getPublicKey(undefined, 'compressed');
  // A plain Uint8Array: @noble/hashes checks `instanceof Uint8Array` (a Buffer of Jest's realm fails it).
  const hash160 = ripemd160(Uint8Array.from(createHash('sha256').update(compressed).digest()));
  return bech32.encode(prefix, [0, ...bech32.toWords(hash160)]);
}

export interface DepositAddressRequest {
  /** A UUID in any letter case; kept in lower case. */
  requestId: string;
  accountNumber: string;
  asset: string;
  network: string;
  /** The declared cost basis per unit, canonical ('64250.5'), and in cents. */
  costBasisValue: string;
  costBasisCents: bigint;
}

export type DepositAddressOutcome =
  | { kind: 'created' | 'replayed'; address: InboundDepositAddressDto }
  /** The request id was used before with another body: nothing is made. */
  | { kind: 'conflict' };

interface AddressRow {
  asset: string;
  network: string;
  walletAddress: string;
  availableAt: number;
}
const toDto = (row: AddressRow): InboundDepositAddressDto => ({
  asset: row.asset,
  network: row.network,
  walletAddress: row.walletAddress,
  availableDate: new Date(row.availableAt).toISOString(),
});

export class DepositAddressBook {
  private readonly byRequest;
  private readonly nextIndex;
  private readonly insert;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.byRequest = db.prepare<[number, string], AddressRow & { bodySha256: string }>(
      `SELECT asset, network, wallet_address AS walletAddress, available_at AS availableAt, body_sha256 AS bodySha256
       FROM deposit_addresses WHERE user_id = ? AND request_id = ?`,
    );
    this.nextIndex = db
      .prepare<[string, string], number>('SELECT COALESCE(MAX(derivation_index) + 1, 0) FROM deposit_addresses WHERE account_number = ? AND asset = ?')
      .pluck();
    this.insert = db.prepare(
      `INSERT INTO deposit_addresses (account_number, asset, network, derivation_index, wallet_address, cost_basis_cents, user_id, request_id, body_sha256, available_at)
       VALUES (@accountNumber, @asset, @network, @index, @walletAddress, @costBasisCents, @userId, @requestId, @bodySha256, @availableAt)`,
    );
  }

  /** The account's next deposit address for the request, once per user and request id (one transaction). */
  generate(request: DepositAddressRequest, userId: number): DepositAddressOutcome {
    const requestId = request.requestId.toLowerCase();
    const bodySha256 = createHash('sha256').update(JSON.stringify([request.accountNumber, request.asset, request.costBasisValue])).digest('hex');
    return this.db.transaction((): DepositAddressOutcome => {
      const earlier = this.byRequest.get(userId, requestId);
      if (earlier) return earlier.bodySha256 === bodySha256 ? { kind: 'replayed', address: toDto(earlier) } : { kind: 'conflict' };
      const index = this.nextIndex.get(request.accountNumber, request.asset) as number;
      const key = deriveBurnPrivateKey(ensureMasterSecret(this.db), depositDerivationPath(request.asset, request.accountNumber, index));
      const walletAddress = addressOnNetwork(request.network, key);
      if (walletAddress === null) throw new RangeError(`No deposit addresses on the ${request.network} network`);
      const row = { asset: request.asset, network: request.network, walletAddress, availableAt: this.clock.now() };
      this.insert.run({ ...row, accountNumber: request.accountNumber, index, costBasisCents: request.costBasisCents, userId, requestId, bodySha256 });
      return { kind: 'created', address: toDto(row) };
    })();
  }
}
