// What a dialog lists of an action item (spec part 1 §3, part 2 §2): the request's own fields per
// request type (the wire instruction as a checker reviews it, the allow-listed address, the
// transfer), the inbound deposit's digital asset labels, its travel-rule labels, the decision, and
// the confirmations (step-ups) kept with the submit and the decision.
// Pure: label/value rows for the shared LabelValueList.
import type { ActionItemDto, FurtherCreditDto, ProofShownDto, TravelRuleDataDto, WireInstructionRequestDto } from '../../api/contract/actionItems';
import { formatAmount, formatEasternDateTime } from '../../shared/format';
import type { LabelValueRow } from '../../shared/ui/index';
import { ACTION_ITEMS_MESSAGES as M, statusSubtitle } from './messages';

export const ROW_LABELS = {
  account: 'Account',
  createdBy: 'Requested By',
  createdTime: 'Requested On',
  referenceId: 'Reference ID',
  nickname: 'Nickname',
  bankLocation: 'Bank Location',
  routingNumber: 'Routing Number',
  bank: 'Bank',
  bankAddress: 'Bank Address',
  beneficiaryBankBic: 'Beneficiary Bank BIC/Swift Code',
  additionalBankDetails: 'Additional Bank Details',
  accountNumber: 'Account Number',
  accountType: 'Account Type',
  intermediaryBic: 'Intermediary Bank BIC',
  intermediaryAccount: 'Intermediary Bank Account',
  intermediaryBank: 'Intermediary Bank',
  beneficiary: 'Beneficiary',
  beneficiaryType: 'Beneficiary Type',
  beneficiaryAddress: 'Beneficiary Address',
  beneficiaryCountry: 'Beneficiary Country',
  furtherCredit: 'For Further Credit',
  furtherCredit2: 'Second Further Credit',
  network: 'Network',
  address: 'Address',
  destination: 'Destination',
  institution: 'Institution',
  beneficiaryName: 'Beneficiary Name',
  recipientAccountNumber: 'Recipient Account Number',
  amount: 'Amount',
  to: 'To',
  recipientAddress: 'Recipient Address',
  /** A transfer to another account of the firm (flag a2a): the account it goes to. */
  toAccount: 'To Account',
  asset: 'Asset',
  fromAddress: 'From Address',
  transactionHash: 'Transaction Hash',
  receivedOn: 'Received On',
  decision: 'Decision',
  decidedOn: 'Decided On',
  submitConfirmed: 'Submit Confirmed',
  decisionConfirmed: 'Decision Confirmed',
  comments: 'Comments',
  originatorType: 'Originator Type',
  originator: 'Originator',
  originatorAddress: 'Originator Address',
  country: 'Country',
  custodyProvider: 'Custody Provider',
  selfHosted: 'Self-hosted wallet',
  reviewedBy: 'Reviewed By',
  reviewedOn: 'Reviewed On',
} as const;
const L = ROW_LABELS;

const present = (parts: Array<string | null | undefined>) => parts.filter((p): p is string => p !== null && p !== undefined && p !== '');
const joined = (...parts: Array<string | null | undefined>) => present(parts).join(', ');
const spaced = (...parts: Array<string | null | undefined>) => present(parts).join(' ');
const amountOf = (item: ActionItemDto) => (item.quantity ? `${formatAmount(item.quantity.valueString)} ${item.quantity.asset}` : null);

const furtherCreditText = (fc: FurtherCreditDto) => joined(fc.name, fc.accountNumber, fc.accountType);

/** The bank's address in one line, from either of the directory's shapes. */
function bankAddressText(bank: WireInstructionRequestDto['bankInfoDetails']): string | null {
  if (bank === null) return null;
  if ('bankName' in bank) return joined(bank.address, bank.city, spaced(bank.stateCode, bank.zipExt ? `${bank.zip}-${bank.zipExt}` : bank.zip));
  return joined(bank.legalAddressLine1, bank.legalAddressLine2, bank.legalAddressLine3, bank.area, bank.city, spaced(bank.stateOrProvince, bank.zip), bank.countryCode);
}

function wireRows(w: WireInstructionRequestDto): LabelValueRow[] {
  const us = w.bankLocation === 'US';
  const b = w.beneficiary;
  return [
    { label: L.nickname, value: w.nickname },
    { label: L.bankLocation, value: us ? 'US' : 'Non-US' },
    us ? { label: L.routingNumber, value: w.bankRoutingNumber } : { label: L.beneficiaryBankBic, value: w.beneficiaryBankBic ?? w.bicNumber },
    { label: L.bank, value: w.bankDetails },
    ...(w.bankInfoDetails ? [{ label: L.bankAddress, value: bankAddressText(w.bankInfoDetails) }] : []),
    { label: L.accountNumber, value: w.accountNumber },
    { label: L.accountType, value: w.accountType === 'IBAN' ? 'IBAN' : 'Account number' },
    ...(w.intermediaryBankBic || w.intermediaryBankAccount
      ? [
          { label: L.intermediaryBic, value: w.intermediaryBankBic },
          { label: L.intermediaryAccount, value: w.intermediaryBankAccount },
          { label: L.intermediaryBank, value: w.intermediaryBankDetails },
        ]
      : []),
    { label: L.beneficiaryType, value: w.beneficiaryType === 'ENT' ? 'Entity' : 'Individual' },
    { label: L.beneficiary, value: w.beneficiaryType === 'ENT' ? b.entityName : spaced(b.firstName, b.lastName) },
    { label: L.beneficiaryAddress, value: joined(b.address, b.city, spaced(b.state, b.zipCode)) },
    { label: L.beneficiaryCountry, value: w.beneficiaryCountry },
    ...(w.furtherCredit1 ? [{ label: L.furtherCredit, value: furtherCreditText(w.furtherCredit1) }] : []),
    ...(w.furtherCredit2 ? [{ label: L.furtherCredit2, value: furtherCreditText(w.furtherCredit2) }] : []),
    ...(w.additionalBankDetails ? [{ label: L.additionalBankDetails, value: w.additionalBankDetails }] : []),
  ];
}

/** The request's own fields, by request type. */
export function requestRows(item: ActionItemDto): LabelValueRow[] {
  switch (item.requestType) {
    case 'CREATE_WIRE_INSTRUCTION':
      return item.wireInstruction ? wireRows(item.wireInstruction) : [];
    case 'ALLOWED_ADDRESS': {
      const allowed = item.allowedAddressDetail?.allowedAddress;
      const institution = item.institutionType === 'INSTITUTIONAL_OTHER' ? item.otherInstitutionName : item.institutionName;
      return [
        { label: L.nickname, value: allowed?.nickname },
        { label: L.network, value: allowed?.network },
        { label: L.address, value: item.recipientAddress },
        { label: L.destination, value: item.destination === 'INSTITUTION' ? 'Institution' : item.destination === 'SELF_MANAGED_WALLET' ? 'Self-Managed Wallet' : null },
        ...(item.destination === 'INSTITUTION' ? [{ label: L.institution, value: institution }] : []),
        { label: L.beneficiaryName, value: item.beneficiaryName },
        ...(item.beneficiaryAccount ? [{ label: L.recipientAccountNumber, value: item.beneficiaryAccount }] : []),
      ];
    }
    case 'WIRE_OUTBOUND':
      return [
        { label: L.amount, value: amountOf(item) },
        { label: L.to, value: item.beneficiaryName },
        { label: L.accountNumber, value: item.beneficiaryAccount },
      ];
    case 'CRYPTO_OUTBOUND':
      return [
        { label: L.amount, value: amountOf(item) },
        { label: L.to, value: item.beneficiaryName },
        // Another account of the firm has a number and no address.
        item.beneficiaryAccount ? { label: L.toAccount, value: item.beneficiaryAccount } : { label: L.recipientAddress, value: item.recipientAddress },
      ];
    case 'CRYPTO_INBOUND':
      return depositRows(item);
  }
}

/** Who asked, for which account, when, and the reference; first in every respond dialog. */
export function commonRows(item: ActionItemDto): LabelValueRow[] {
  return [
    { label: L.account, value: `${item.accountName} (${item.accountNumber})` },
    { label: L.createdBy, value: item.createdBy },
    { label: L.createdTime, value: formatEasternDateTime(item.createdTime) },
    { label: L.referenceId, value: item.referenceId, separator: true },
  ];
}

/** The decision of a decided item: who, when, the comments. */
export function decisionRows(item: ActionItemDto): LabelValueRow[] {
  if (item.status === 'PENDING') return [];
  return [
    { label: L.decision, value: statusSubtitle(item) },
    { label: L.decidedOn, value: item.decidedTime === null ? null : formatEasternDateTime(item.decidedTime) },
    { label: L.comments, value: item.comments },
  ];
}

/** How a step-up was confirmed (issue 26): the passkey by its name, or the code by the phone's last 4; when, in ET. */
export function proofText(proof: ProofShownDto): string {
  const on = `${formatEasternDateTime(proof.signedTime)} ET`;
  if (proof.method === 'passkey') return M.proof.passkey(proof.passkeyName ?? '', on);
  return M.proof.code(proof.method, proof.phoneLast4 ?? '', on);
}

/** The confirmations kept with the item: the maker's submit of a transfer, the checker's decision. */
export function proofRows(item: ActionItemDto): LabelValueRow[] {
  return [
    ...(item.submitProof ? [{ label: L.submitConfirmed, value: proofText(item.submitProof) }] : []),
    ...(item.decisionProof ? [{ label: L.decisionConfirmed, value: proofText(item.decisionProof) }] : []),
  ];
}

/** The inbound dialog's digital asset labels (spec part 2 §2, its left column). */
export function depositRows(item: ActionItemDto): LabelValueRow[] {
  const d = item.inboundDeposit;
  return [
    { label: L.asset, value: item.asset },
    { label: L.amount, value: amountOf(item) },
    { label: L.network, value: d?.network },
    { label: L.fromAddress, value: d?.fromAddress },
    { label: L.transactionHash, value: d?.transactionHash },
    { label: L.account, value: `${item.accountName} (${item.accountNumber})` },
    { label: L.receivedOn, value: formatEasternDateTime(item.createdTime) },
  ];
}

/** The originator a reviewer gave (the History tab's travel-rule labels, and the review step). */
type Originator = Partial<{ [K in 'partyType' | 'firstName' | 'lastName' | 'entityName' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zipCode' | 'country' | 'selfManaged' | 'vaspName']: TravelRuleDataDto[K] }>;

export function originatorRows(t: Originator): LabelValueRow[] {
  return [
    { label: L.originatorType, value: t.partyType === 'ENTITY' ? 'Institution' : 'Individual' },
    { label: L.originator, value: t.partyType === 'ENTITY' ? t.entityName : spaced(t.firstName, t.lastName) },
    { label: L.originatorAddress, value: joined(t.addressLine1, t.addressLine2, t.city, spaced(t.state, t.zipCode)) },
    { label: L.country, value: t.country },
    { label: L.custodyProvider, value: t.selfManaged ? L.selfHosted : t.vaspName },
  ];
}

/** The History tab's travel-rule labels of a confirmed deposit under their header, with who reviewed it and when. */
export function travelRuleRows(t: TravelRuleDataDto): LabelValueRow[] {
  const [first, ...rest] = originatorRows(t);
  return [{ header: M.travelRuleHeader, ...(first as LabelValueRow) }, ...rest, { label: L.reviewedBy, value: t.createdBy }, { label: L.reviewedOn, value: formatEasternDateTime(t.createdTime) }];
}
