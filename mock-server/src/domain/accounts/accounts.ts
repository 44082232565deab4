// Firms, accounts and account details. An account is the user's when the user's firm holds it;
// the firm list shows only the accounts the user holds at least one action on (least privilege:
// an account the user may not use is not even named). Details depend on the user too: the
// allow-list switches (canEnableSDAI…) need the allow-list admin action.
import type { Db } from '../../db/database';
import type { AccountType } from '../../../../src/api/contract/accounts';
import {
  enabledNetworksOf,
  type AccountDetailsDto,
  type CustodyAccountDto,
  type EntitlementActionDto,
  type FirmDto,
  type SdaiStatus,
  type TransferEnabledAssetDto,
} from '../../../../src/api/contract/accountsGateway';
import { ACTIONS, holds } from './entitlements';

export interface Account {
  accountNumber: string;
  firmId: string;
  shortName: string;
  displayName: string;
  accountType: AccountType;
}

/** An account's settings row; DEFAULT_ACCOUNT_SETTINGS for an account that has none. */
export interface AccountSettings {
  sdaiStatus: SdaiStatus;
  aaActivationPeriod: string | null;
  transparentAddressEnabled: boolean;
  maxAaPermitted: number;
  maxWireInstructionsPermitted: number;
}

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  sdaiStatus: 'DISABLED',
  aaActivationPeriod: null,
  transparentAddressEnabled: false,
  maxAaPermitted: 5,
  maxWireInstructionsPermitted: 5,
};

interface EnabledAssetRow {
  symbol: string;
  fullName: string;
  network: string | null;
  toaIn: 0 | 1;
  toaOut: 0 | 1;
}

/** The allow-list switches a user may use: all need the admin action; enable when off, edit and disable when on. */
export function allowListSwitches(status: SdaiStatus, actions: readonly EntitlementActionDto[]) {
  const admin = holds(actions, ACTIONS.allowListAdmin);
  return {
    canEnableSDAI: admin && status === 'DISABLED',
    canEditSDAI: admin && status === 'ENABLED',
    canDisableSDAI: admin && status === 'ENABLED',
  };
}

export class AccountDirectory {
  private readonly firm;
  private readonly listed;
  private readonly held;
  private readonly settings;
  private readonly assets;
  private readonly direction;
  private readonly country;
  private readonly fourEyes;

  constructor(db: Db) {
    this.fourEyes = db
      .prepare<[string], number>('SELECT f.four_eyes_transfers FROM accounts a JOIN firms f ON f.id = a.firm_id WHERE a.account_number = ?')
      .pluck();
    this.country = db.prepare<[string], string>('SELECT country_code FROM firms WHERE id = ?').pluck();
    this.firm = db.prepare<[string], { firmId: string; firmLegalName: string; businessUnit: string }>(
      'SELECT id AS firmId, legal_name AS firmLegalName, business_unit AS businessUnit FROM firms WHERE id = ?',
    );
    this.listed = db.prepare<[string, number], Omit<Account, 'firmId'>>(
      `SELECT a.account_number AS accountNumber, a.short_name AS shortName, a.display_name AS displayName, a.account_type AS accountType
       FROM accounts a WHERE a.firm_id = ?
         AND EXISTS (SELECT 1 FROM user_entitlements e WHERE e.user_id = ? AND e.account_number = a.account_number)
       ORDER BY a.display_order, a.account_number`,
    );
    this.held = db.prepare<[string, string], Account>(
      `SELECT account_number AS accountNumber, firm_id AS firmId, short_name AS shortName, display_name AS displayName, account_type AS accountType
       FROM accounts WHERE account_number = ? AND firm_id = ?`,
    );
    this.settings = db.prepare<[string], { sdaiStatus: SdaiStatus; aaActivationPeriod: string | null; transparent: 0 | 1; maxAa: number; maxWire: number }>(
      `SELECT sdai_status AS sdaiStatus, aa_activation_period AS aaActivationPeriod, transparent_address_enabled AS transparent,
         max_aa_permitted AS maxAa, max_wire_instructions_permitted AS maxWire FROM account_settings WHERE account_number = ?`,
    );
    this.assets = db.prepare<[string], EnabledAssetRow>(
      `SELECT s.symbol, s.full_name AS fullName, s.network_name AS network, a.toa_in AS toaIn, a.toa_out AS toaOut
       FROM account_assets a JOIN securities s ON s.symbol = a.symbol WHERE a.account_number = ? ORDER BY s.display_order`,
    );
    this.direction = db.prepare<[string, string], { toaIn: 0 | 1; toaOut: 0 | 1 }>(
      'SELECT toa_in AS toaIn, toa_out AS toaOut FROM account_assets WHERE account_number = ? AND symbol = ?',
    );
  }

  /** Whether the account may receive ('toaIn') or send ('toaOut') the asset on its network (toaIn/OutEnabledAssets). */
  movesAsset(accountNumber: string, symbol: string, direction: 'toaIn' | 'toaOut'): boolean {
    return this.direction.get(accountNumber, symbol)?.[direction] === 1;
  }

  /**
   * Whether the firm holding the account has the policy that every transfer needs a second person
   * (migration 018; off by default). Read from the database each time, never kept: the transfer's
   * transaction asks it (domain/transfers/transfers.ts).
   */
  transfersNeedSecondPerson(accountNumber: string): boolean {
    return this.fourEyes.get(accountNumber) === 1;
  }

  /** The user's firm with the accounts the user may use, in display order (POST …/firm/account, v2 and v3). */
  firmsOf(user: { id: number; firmId: string }): FirmDto[] {
    const firm = this.firm.get(user.firmId);
    if (!firm) return [];
    return [{ firmId: firm.firmId, firmLegalName: firm.firmLegalName, accounts: this.listed.all(user.firmId, user.id) }];
  }

  /** The country of the firm holding the account (ISO 3166 alpha-2). */
  firmCountryOf(account: Pick<Account, 'firmId'>): string {
    return (this.country.get(account.firmId) as string | undefined) ?? 'US';
  }

  /** The account when `firmId` holds it; null for another firm's account and for none at all alike. */
  heldBy(firmId: string, accountNumber: string): Account | null {
    return this.held.get(accountNumber, firmId) ?? null;
  }

  settingsOf(accountNumber: string): AccountSettings {
    const row = this.settings.get(accountNumber);
    if (!row) return DEFAULT_ACCOUNT_SETTINGS;
    return {
      sdaiStatus: row.sdaiStatus,
      aaActivationPeriod: row.aaActivationPeriod,
      transparentAddressEnabled: row.transparent === 1,
      maxAaPermitted: row.maxAa,
      maxWireInstructionsPermitted: row.maxWire,
    };
  }

  /** POST …/firm/account/fetch for a user holding `actions` on the account. */
  /** The account as its custody record: its names and type, and the firm that holds it. */
  custodyRecord(account: Account): CustodyAccountDto {
    const firm = this.firm.get(account.firmId);
    return {
      accountNumber: account.accountNumber,
      shortName: account.shortName,
      displayName: account.displayName,
      accountType: account.accountType,
      firmId: account.firmId,
      firmLegalName: firm?.firmLegalName ?? '',
    };
  }

  details(account: Account, actions: readonly EntitlementActionDto[], options: { withBusinessUnit: boolean }): AccountDetailsDto {
    const settings = this.settingsOf(account.accountNumber);
    const enabled = this.assets.all(account.accountNumber);
    const onNetwork = (direction: 'toaIn' | 'toaOut'): TransferEnabledAssetDto[] =>
      enabled.flatMap((a) => (a[direction] === 1 && a.network !== null ? [{ fullName: a.fullName, symbol: a.symbol, network: a.network }] : []));
    const toaOutEnabledAssets = onNetwork('toaOut');
    const details: AccountDetailsDto = {
      accountType: account.accountType,
      selectedAccountId: account.accountNumber,
      aaEnabled: settings.sdaiStatus,
      transparentAddressEnabled: settings.transparentAddressEnabled,
      maxAAPermitted: settings.maxAaPermitted,
      maxWireInstructionsPermitted: settings.maxWireInstructionsPermitted,
      aaActivationPeriod: settings.sdaiStatus === 'DISABLED' ? null : settings.aaActivationPeriod,
      toaInEnabledAssets: onNetwork('toaIn'),
      toaOutEnabledAssets,
      enabledAssets: enabled.map((a) => a.symbol),
      enabledNetworks: enabledNetworksOf(toaOutEnabledAssets),
      ...allowListSwitches(settings.sdaiStatus, actions),
      firmCountry: this.firmCountryOf(account),
    };
    if (options.withBusinessUnit) details.businessUnit = this.firm.get(account.firmId)?.businessUnit ?? 'US';
    return details;
  }
}
