// Identities: the people the identity service knows (name, date of birth, last 4 of the national
// id, zip, phones), with or without a username and password. The search answers found / not found
// / more data required, taking the same time whether or not the name and date of birth exist.
import { mapRow, type Db } from '../../db/database';
import { hashPasswordSync, verifyPassword, type PasswordHash } from './passwords';

export interface Identity {
  id: number;
  userId: number | null;
  firmId: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dob: string;
  zip: string | null;
}

export interface Phone {
  id: number;
  countryCode: string;
  /** E.164, e.g. +12125550147 */
  number: string;
  label: string;
}

export interface IdentitySearchFilter {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dob: string;
  ssnLast4: string;
  zip?: string;
}

export type IdentitySearchOutcome =
  | { kind: 'found'; identity: Identity }
  | { kind: 'notFound' }
  | { kind: 'moreDataRequired' };

interface IdentityRow {
  id: number;
  user_id: number | null;
  firm_id: string;
  first_name: string;
  last_name: string;
  dob: string;
  zip: string | null;
  ssn_last4_hash: string;
  ssn_last4_salt: string;
}

const toIdentity = (row: IdentityRow): Identity => ({
  id: row.id,
  userId: row.user_id,
  firmId: row.firm_id,
  firstName: row.first_name,
  lastName: row.last_name,
  dob: row.dob,
  zip: row.zip,
});

/** Only the last 4 digits show, the rest are X: +12125550147 → XXXXXXX0147. */
export function maskPhoneNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  return 'X'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);
}

/** The country the portal shows beside a phone: ISO codes, except the United Kingdom as UK. */
export const phoneCountry = (countryCode: string): string => (countryCode === 'GB' ? 'UK' : countryCode);

export class IdentityDirectory {
  private readonly byNameAndDob;
  private readonly byId;
  private readonly byUser;
  private readonly phones;
  private readonly link;
  private readonly anyHash;
  private decoy: PasswordHash | undefined;

  constructor(db: Db) {
    // first_name and last_name are COLLATE NOCASE: names match whatever their case.
    this.byNameAndDob = db.prepare<[string, string, string], IdentityRow>(
      'SELECT * FROM identities WHERE last_name = ? AND first_name = ? AND dob = ? ORDER BY id',
    );
    this.byId = db.prepare<[number], IdentityRow>('SELECT * FROM identities WHERE id = ?');
    this.byUser = db.prepare<[number], IdentityRow>('SELECT * FROM identities WHERE user_id = ?');
    this.phones = db.prepare<[number], { id: number; country_code: string; number: string; label: string }>(
      'SELECT id, country_code, number, label FROM identity_phones WHERE identity_id = ? ORDER BY id',
    );
    this.link = db.prepare<[number, number]>('UPDATE identities SET user_id = ? WHERE id = ? AND user_id IS NULL');
    this.anyHash = db.prepare<[], string>('SELECT ssn_last4_hash FROM identities ORDER BY id LIMIT 1').pluck();
  }

  /** A hash to check against when no name matches, at the cost of the stored ones (same time). */
  private decoyHash(): PasswordHash {
    const [, n = '16384', r = '8', p = '1'] = (this.anyHash.get() ?? '').split('$');
    const cost = { N: Number(n), r: Number(r), p: Number(p) };
    if (this.decoy?.hash.startsWith(`scrypt$${cost.N}$${cost.r}$${cost.p}$`) !== true) this.decoy = hashPasswordSync('0000', cost);
    return this.decoy;
  }

  /**
   * Names and date of birth select candidates; each candidate's hashed last 4 is checked (a decoy
   * when there is none, so a miss costs one hash too); the zip, when given, narrows the matches.
   */
  async search(filter: IdentitySearchFilter): Promise<IdentitySearchOutcome> {
    const candidates = this.byNameAndDob.all(filter.lastName.trim(), filter.firstName.trim(), filter.dob);
    const ssn = filter.ssnLast4.trim();
    const hashes = candidates.length > 0 ? candidates.map((c) => ({ hash: c.ssn_last4_hash, salt: c.ssn_last4_salt })) : [this.decoyHash()];
    const checks = await Promise.all(hashes.map((h) => verifyPassword(ssn, h)));
    const zip = filter.zip?.trim().slice(0, 5) || undefined;
    const matches = candidates.filter((c, i) => checks[i] === true && (zip === undefined || c.zip === zip));
    if (matches.length === 0) return { kind: 'notFound' };
    if (matches.length > 1) return { kind: 'moreDataRequired' };
    return { kind: 'found', identity: toIdentity(matches[0] as IdentityRow) };
  }

  findById(id: number): Identity | null {
    return mapRow(this.byId.get(id), toIdentity);
  }

  findByUser(userId: number): Identity | null {
    return mapRow(this.byUser.get(userId), toIdentity);
  }

  phonesOf(identityId: number): Phone[] {
    return this.phones.all(identityId).map((p) => ({ id: p.id, countryCode: p.country_code, number: p.number, label: p.label }));
  }

  /** Gives a registering identity its new user; false when it already has one. */
  linkUser(identityId: number, userId: number): boolean {
    return this.link.run(userId, identityId).changes === 1;
  }
}
