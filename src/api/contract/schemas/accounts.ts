// The firm-accounts service's requests and answers as schemas (contract/firmAccounts.ts derives its
// types from them; the gateway validates requests and serializes answers with them;
// docs/openapi.json shows them). Spec part 2 §3, §6 and §7.
import { Type } from '@sinclair/typebox';
import { ACCOUNT_TYPES, SDAI_STATUSES } from '../constants';
import { ACCOUNT_NUMBER_PATTERN, nullable, oneOfStrings } from './common';

const ACCOUNT_NUMBER = Type.String({ pattern: ACCOUNT_NUMBER_PATTERN });

export const FirmAccountSchema = Type.Object({
  accountNumber: Type.String({ description: 'Unique across all firms; the id every other call takes (accountNumber, fdasAccountId…).' }),
  shortName: Type.String(),
  displayName: Type.String(),
  accountType: oneOfStrings(ACCOUNT_TYPES),
});

export const FirmSchema = Type.Object({
  firmId: Type.String(),
  firmLegalName: Type.String(),
  accounts: Type.Array(FirmAccountSchema, { description: 'In display order; [] for a firm without accounts.' }),
});

/** POST …/api/v2/firm/account and …/api/v3/firm/account (same shape; v3 with the flag multi-account-types). */
export const FirmListSchema = Type.Array(FirmSchema, { description: 'The firms of the signed-in user, in display order, each with its accounts in display order.' });

export const TransferEnabledAssetSchema = Type.Object({
  fullName: Type.String(),
  symbol: Type.String({ description: 'Asset code, as SecurityDto.display.symbol.' }),
  network: Type.String({ description: 'Network name, as SecurityDto.network.name.' }),
});

export const AccountDetailsSchema = Type.Object({
  accountType: oneOfStrings(ACCOUNT_TYPES),
  selectedAccountId: Type.String({ description: "The account's number again (the account the details are for)." }),
  aaEnabled: oneOfStrings(SDAI_STATUSES, { description: 'Saved digital asset instructions (allow-list) state.' }),
  transparentAddressEnabled: Type.Boolean(),
  maxAAPermitted: Type.Integer({ minimum: 0, description: 'Maximum saved digital asset instructions for the account (sample 5).' }),
  maxWireInstructionsPermitted: Type.Integer({ minimum: 0, description: 'Maximum saved wire instructions for the account (sample 5).' }),
  aaActivationPeriod: nullable(Type.String({ description: "The allow-list activation period as shown, e.g. '3 Days'; null while the allow-list is DISABLED." })),
  toaInEnabledAssets: Type.Array(TransferEnabledAssetSchema, { description: 'Assets that may be received (transfer on account, inbound).' }),
  toaOutEnabledAssets: Type.Array(TransferEnabledAssetSchema, { description: 'Assets that may be sent (transfer on account, outbound).' }),
  enabledAssets: Type.Array(Type.String(), { description: 'Asset codes enabled for the account (SecurityDto.display.symbol values).' }),
  enabledNetworks: Type.Array(Type.String(), { description: 'The distinct networks of toaOutEnabledAssets, sorted.' }),
  canEnableSDAI: Type.Boolean(),
  canEditSDAI: Type.Boolean(),
  canDisableSDAI: Type.Boolean(),
  businessUnit: Type.Optional(Type.String({ description: "Present only while the eu-trvl-rule flag is on (the firm's business unit, e.g. 'EU')." })),
  firmCountry: Type.Optional(
    Type.String({ description: "The country of the firm holding the account (ISO 3166 alpha-2): the digital asset instruction form's recipient account number rule depends on it (ADR 0013)." }),
  ),
});

export const EntitlementActionSchema = Type.Object({
  actionName: Type.String({ description: 'A spec part 2 §6 action, e.g. FDAS_AS_INST_DASHBOARD.' }),
  permissions: Type.Array(Type.String(), { description: "e.g. ['VIEW'], ['CREATE', 'AUTHORIZE']; the SPA reads actionName only." }),
});

export const EntitlementsSchema = Type.Object({
  actions: Type.Array(EntitlementActionSchema, { description: "The user's actions on the account; an empty list means no access (the SPA goes to /unauthorized)." }),
});

/** POST …/api/v2/custodyaccount: the account and the firm that holds it. */
export const CustodyAccountSchema = Type.Object({ ...FirmAccountSchema.properties, firmId: Type.String(), firmLegalName: Type.String() });

// ── Requests ──────────────────────────────────────────────────────────────────────────────────

/** The account details and the custody account: { accountNumber }. */
export const AccountNumberRequestSchema = Type.Object({ accountNumber: ACCOUNT_NUMBER }, { additionalProperties: false });

/** The entitlements: { fdasAccountId } (an account number). */
export const EntitlementsRequestSchema = Type.Object({ fdasAccountId: ACCOUNT_NUMBER }, { additionalProperties: false });
