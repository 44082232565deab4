// The bank directory behind the routing-number (v1) and BIC (v2) lookups (spec part 2 §7), and
// the IBAN check (ISO 13616 via the shared codec). Entries are seeded (scenario/banks.ts).
import type { Db } from '../../db/database';
import type { NonUsBankDto, UsBankDto } from '../../../../src/api/contract/savedInstructions';

interface BankRow {
  name: string;
  address: string;
  city: string;
  state: string | null;
  zip: string | null;
  countryCode: string;
}

export class BankDirectory {
  private readonly find;

  constructor(db: Db) {
    this.find = db.prepare<[string, string], BankRow>(
      'SELECT name, address, city, state, zip, country_code AS countryCode FROM bank_directory WHERE kind = ? AND code = ?',
    );
  }

  byRoutingNumber(routingNumber: string): UsBankDto | null {
    const row = this.find.get('ABA', routingNumber);
    if (!row) return null;
    const [zip, zipExt] = (row.zip ?? '').split('-');
    return { bankName: row.name, address: row.address, city: row.city, stateCode: row.state ?? '', zip: zip ?? '', zipExt: zipExt ?? null };
  }

  /** An 11-character BIC is found by itself or by its 8-character head (the institution's main office). */
  byBic(bic: string): NonUsBankDto | null {
    const code = bic.toUpperCase();
    const row = this.find.get('BIC', code) ?? (code.length === 11 ? this.find.get('BIC', code.slice(0, 8)) : undefined);
    if (!row) return null;
    return {
      institutionName: row.name, legalAddressLine1: row.address, legalAddressLine2: null, legalAddressLine3: null, area: null,
      city: row.city, countryCode: row.countryCode, stateOrProvince: row.state, zip: row.zip,
    };
  }
}
