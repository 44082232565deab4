// What an action item shows of the request behind it (spec part 1 §3): the wire instruction as a
// checker reviews it, the allow-listed address, the transfer's amount and destination, the inbound
// deposit and its travel-rule data. Account numbers are masked to the last 4; amounts are exact
// decimal strings (and truncated to the asset's shown places, never rounded).
import type { Db } from '../../db/database';
import type { ActionItemDto, FurtherCreditDto, QuantityDto, TravelRuleDataDto, WireInstructionRequestDto } from '../../../../src/api/contract/actionItems';
import { compactIban } from '../../../../src/shared/validation/codecs/bankCodes';
import { maskLast4 } from '../../../../src/shared/validation/maskedInput';
import { visibleWireValues, type WireInstructionFormValues } from '../../../../src/shared/validation/wireInstruction';
import type { BankDirectory } from '../instructions/bankDirectory';
import { INSTITUTIONS } from '../instructions/institutions';
import { formatUnits, truncateDecimal } from '../platform/money';
import type { SecurityCatalog } from '../accounts/securities';

/** The fields of an action item that depend on its kind (the rest come from the request). */
export type ItemDetails = Pick<
  ActionItemDto,
  | 'description' | 'quantity' | 'asset' | 'recipientAddress' | 'beneficiaryName' | 'beneficiaryAccount' | 'destination' | 'institutionName'
  | 'institutionType' | 'otherInstitutionName' | 'internalMessage' | 'wireInstruction' | 'allowedAddressDetail' | 'inboundDeposit'
>;

const NONE: ItemDetails = {
  description: '', quantity: null, asset: null, recipientAddress: null, beneficiaryName: null, beneficiaryAccount: null, destination: null,
  institutionName: null, institutionType: null, otherInstitutionName: null, internalMessage: null, wireInstruction: null,
  allowedAddressDetail: null, inboundDeposit: null,
};

export interface ReviewContext {
  makerFirstName: string | null;
  makerLastName: string | null;
  checkerName: string | null;
  /** The checker's comments on the decision. */
  comments: string | null;
  /** Epoch ms. */
  createdAt: number;
  decidedAt: number | null;
}

const INSTITUTION_NAMES = new Map(INSTITUTIONS.map((i) => [i.id, i.name]));
const orNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const seconds = (ms: number) => Math.floor(ms / 1000);
/** The first 6 and last 4 characters of an address or hash: enough to recognise it in a description. */
export const shortened = (text: string) => (text.length > 14 ? `${text.slice(0, 6)}…${text.slice(-4)}` : text);

const furtherCredit = (accountNumber = '', accountType = '', name = ''): FurtherCreditDto => ({ accountNumber: maskLast4(accountNumber), accountType, name });

type WireForm = Partial<WireInstructionFormValues> & { account?: string };
type AddressForm = { destination?: string; institution?: string; otherInstitution?: string; beneficiaryFullName?: string; recipientAccountNumber?: string };

export class ActionItemDetails {
  private readonly wire;
  private readonly address;
  private readonly transfer;
  private readonly deposit;

  constructor(
    db: Db,
    private readonly banks: BankDirectory,
    private readonly securities: SecurityCatalog,
  ) {
    this.wire = db.prepare<[string], { nickname: string; bankLocation: 'US' | 'NON_US'; routingNumber: string | null; bankBic: string | null; masked: string; form: string }>(
      `SELECT nickname, bank_location AS bankLocation, routing_number AS routingNumber, bank_bic AS bankBic, account_number_masked AS masked, form
       FROM wire_instructions WHERE id = ?`,
    );
    this.address = db.prepare<[string], { nickname: string; network: string; address: string; form: string }>(
      'SELECT nickname, network, address, form FROM address_instructions WHERE id = ?',
    );
    this.transfer = db.prepare<
      [string],
      { kind: 'WIRE' | 'DIGITAL_ASSET'; symbol: string; amount: string; nickname: string | null; masked: string; address: string | null; saved: string | null; toAccount: string | null }
    >(
      `SELECT t.kind, t.symbol, t.amount, t.nickname, t.masked, t.address, a.address AS saved, t.to_account_number AS toAccount
       FROM transfers t LEFT JOIN address_instructions a ON a.id = t.instruction_id AND t.kind = 'DIGITAL_ASSET' WHERE t.reference_id = ?`,
    );
    this.deposit = db.prepare<[string], { symbol: string; amount: string; network: string; fromAddress: string; transactionHash: string; travelRule: string | null }>(
      `SELECT symbol, amount, network, from_address AS fromAddress, transaction_hash AS transactionHash, travel_rule AS travelRule
       FROM inbound_deposits WHERE id = ?`,
    );
  }

  quantity(symbol: string, units: bigint): QuantityDto {
    const security = this.securities.find(symbol);
    const decimals = security?.decimals ?? 0;
    const valueString = formatUnits(units, decimals);
    return { asset: symbol, valueString, truncatedValueString: truncateDecimal(valueString, security?.truncatedDecimals ?? decimals) };
  }

  wireInstruction(id: string, review: ReviewContext): ItemDetails {
    const row = this.wire.get(id);
    if (!row) return { ...NONE, description: 'Wire instruction' };
    // Only what the form showed is read (an instruction stored before hidden fields were dropped may hold some).
    const form = visibleWireValues(JSON.parse(row.form) as WireForm) as WireForm;
    const us = row.bankLocation === 'US';
    const bank = us ? (row.routingNumber ? this.banks.byRoutingNumber(row.routingNumber) : null) : row.bankBic ? this.banks.byBic(row.bankBic) : null;
    const bankDetails = bank ? ('bankName' in bank ? `${bank.bankName}, ${bank.city}, ${bank.stateCode}` : `${bank.institutionName}, ${bank.city}, ${bank.countryCode}`) : null;
    const intermediary = form.intermediaryBankBic ? this.banks.byBic(form.intermediaryBankBic) : null;
    const iban = !us && form.accountType === 'IBAN';
    const wireInstruction: WireInstructionRequestDto = {
      nickname: row.nickname,
      bankLocation: row.bankLocation,
      bankRoutingNumber: row.routingNumber,
      bankDetails,
      bicNumber: row.bankBic,
      accountNumber: row.masked,
      accountType: iban ? 'IBAN' : 'ACCT',
      intermediaryBankBic: orNull(form.intermediaryBankBic),
      intermediaryBankAccount: form.intermediaryBankAccount ? maskLast4(form.intermediaryBankAccount) : null,
      intermediaryBankDetails: intermediary ? `${intermediary.institutionName}, ${intermediary.city}, ${intermediary.countryCode}` : null,
      beneficiaryType: form.beneficiaryType === 'ENT' ? 'ENT' : 'IND',
      beneficiary: {
        entityName: orNull(form.entityName),
        firstName: orNull(form.firstName),
        lastName: orNull(form.lastName),
        address: form.address ?? '',
        city: form.city ?? '',
        state: orNull(form.country === 'US' ? form.beneficiaryUSState : form.beneficiaryNonUSState),
        zipCode: orNull(form.country === 'US' ? form.beneficiaryUSZip : form.beneficiaryNonUSZip),
      },
      beneficiaryCountry: form.country ?? '',
      furtherCredit1: form.furtherCredit === 'yes' ? furtherCredit(form.furtherCreditAccountNumber, form.furtherCreditAccountType, form.furtherCreditAccountName) : null,
      furtherCredit2:
        form.furtherCredit2 === 'yes' ? furtherCredit(form.furtherCredit2AccountNumber, form.furtherCredit2AccountType, form.furtherCredit2AccountName) : null,
      beneficiaryBankBic: us ? null : row.bankBic,
      bankInfoDetails: bank,
      additionalBankDetails: orNull(form.additionalBankDetails),
      maker: review.makerFirstName && review.makerLastName ? { firstName: review.makerFirstName, lastName: review.makerLastName } : null,
      requestDate: seconds(review.createdAt),
      checkerName: review.checkerName,
      comments: review.comments,
    };
    const beneficiaryName = form.beneficiaryType === 'ENT' ? orNull(form.entityName) : [form.firstName, form.lastName].filter(Boolean).join(' ') || null;
    return {
      ...NONE,
      description: `Wire instruction ${row.nickname}`,
      beneficiaryName,
      beneficiaryAccount: iban ? maskLast4(compactIban(form.bankIBAN ?? '')) : row.masked,
      wireInstruction,
    };
  }

  allowedAddress(id: string): ItemDetails {
    const row = this.address.get(id);
    if (!row) return { ...NONE, description: 'Allowed address' };
    const form = JSON.parse(row.form) as AddressForm;
    const institution = form.destination === 'Institution';
    const other = institution && form.institution === 'OTHER';
    return {
      ...NONE,
      description: `Allowed address ${row.nickname}`,
      recipientAddress: row.address,
      beneficiaryName: orNull(form.beneficiaryFullName),
      beneficiaryAccount: form.recipientAccountNumber ? maskLast4(form.recipientAccountNumber) : null,
      destination: form.destination === undefined ? null : institution ? 'INSTITUTION' : 'SELF_MANAGED_WALLET',
      institutionName: institution && !other ? (INSTITUTION_NAMES.get(form.institution ?? '') ?? null) : null,
      institutionType: other ? 'INSTITUTIONAL_OTHER' : null,
      otherInstitutionName: other ? orNull(form.otherInstitution) : null,
      allowedAddressDetail: { allowedAddress: { nickname: row.nickname, network: row.network, address: row.address } },
    };
  }

  transferOut(referenceId: string): ItemDetails {
    const row = this.transfer.get(referenceId);
    if (!row) return { ...NONE, description: `Transfer ${referenceId}` };
    const quantity = this.quantity(row.symbol, BigInt(row.amount));
    if (row.kind === 'WIRE') {
      return { ...NONE, description: `Wire ${referenceId} to ${row.nickname ?? row.masked}`, quantity, asset: row.symbol, beneficiaryName: row.nickname, beneficiaryAccount: row.masked };
    }
    if (row.toAccount !== null) {
      // To another account of the firm (flag a2a): its short name and number, no address.
      return { ...NONE, description: `${row.symbol} transfer ${referenceId} to ${row.nickname} (${row.toAccount})`, quantity, asset: row.symbol, beneficiaryName: row.nickname, beneficiaryAccount: row.toAccount };
    }
    const address = row.address ?? row.saved;
    return {
      ...NONE,
      description: `${row.symbol} transfer ${referenceId} to ${row.nickname ?? shortened(address ?? row.masked)}`,
      quantity,
      asset: row.symbol,
      recipientAddress: address,
      beneficiaryName: row.nickname,
    };
  }

  inboundDeposit(id: string, accountNumber: string, review: ReviewContext): ItemDetails {
    const row = this.deposit.get(id);
    if (!row) return { ...NONE, description: 'Inbound deposit' };
    const stored = row.travelRule === null ? null : (JSON.parse(row.travelRule) as Record<string, unknown>);
    return {
      ...NONE,
      description: `Incoming ${row.symbol} deposit from ${shortened(row.fromAddress)}`,
      quantity: this.quantity(row.symbol, BigInt(row.amount)),
      asset: row.symbol,
      inboundDeposit: {
        network: row.network,
        fromAddress: row.fromAddress,
        transactionHash: row.transactionHash,
        travelRuleData: stored === null ? null : travelRuleDto(stored, accountNumber, review),
      },
    };
  }
}

const TEXT_FIELDS = ['vaspName', 'firstName', 'lastName', 'entityName', 'countryCode', 'country', 'addressLine1', 'addressLine2', 'city', 'stateCode', 'state', 'zipCode'] as const;

/** The stored travel-rule data as answered: every field, null where not given. */
function travelRuleDto(stored: Record<string, unknown>, accountNumber: string, review: ReviewContext): TravelRuleDataDto {
  const texts = Object.fromEntries(TEXT_FIELDS.map((f) => [f, orNull(stored[f])])) as Record<(typeof TEXT_FIELDS)[number], string | null>;
  return {
    disposition: stored.disposition === 'UNRECOGNIZED' ? 'UNRECOGNIZED' : null,
    selfManaged: typeof stored.selfManaged === 'boolean' ? stored.selfManaged : null,
    partyType: stored.partyType === 'INDIVIDUAL' || stored.partyType === 'ENTITY' ? stored.partyType : null,
    ...texts,
    beneficiaryAccount: accountNumber,
    createdBy: review.checkerName,
    createdTime: seconds(review.decidedAt ?? review.createdAt),
  };
}
