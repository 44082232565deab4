// Mint & Burn's requests and answers as schemas (contract/mintBurn.ts derives its types from them).
// Spec part 1 §1–§4, §7–§9; part 2 §7. The burn address's request is the inbound deposit address's
// (schemas/transfers.ts InboundDepositAddressRequestSchema: one call, two kinds of account).
import { Type } from '@sinclair/typebox';
import { MINT_BURN_ASSET } from '../constants';
import { ACCOUNT_NUMBER_PATTERN, oneOfStrings } from './common';

const ACCOUNT_NUMBER = Type.String({ pattern: ACCOUNT_NUMBER_PATTERN, description: 'A market-maker account of the user’s firm.' });

export const MintAccountDetailsRequestSchema = Type.Object({ accountNumber: ACCOUNT_NUMBER }, { additionalProperties: false });

export const HistoricalAddressesRequestSchema = Type.Object({ accountNumber: ACCOUNT_NUMBER, asset: oneOfStrings([MINT_BURN_ASSET]) }, { additionalProperties: false });

export const LabelValueSchema = Type.Object(
  {
    label: Type.String({ description: "Non-empty, e.g. 'ABA Routing Number'; unique within its list." }),
    value: Type.String({ description: "The text to show, e.g. '021000021'; may be '' (the SPA then shows 'None')." }),
  },
  { description: 'One label/value pair, shown as is (spec part 1 §3).' },
);

export const MintWireInstructionsSchema = Type.Object({
  forTheBenefitOf: Type.Array(LabelValueSchema, { description: 'The SWIFT "For the Benefit of" lines: the provider’s account that receives the wire.' }),
  forFinalCreditTo: Type.Array(LabelValueSchema, {
    description: 'The SWIFT "For Final Credit to" lines: the client’s account the USD is credited to; at least its name and, as a value of its own, its account number.',
  }),
});

export const MintAccountDetailsSchema = Type.Object(
  {
    wireInstructions: MintWireInstructionsSchema,
    bankAccountDetails: Type.Array(LabelValueSchema, { description: 'The provider’s bank account the USD is wired to (at least one pair).' }),
  },
  { description: 'Where the client wires USD to mint FIDD into this account; the lists in display order.' },
);

export const HistoricalAddressSchema = Type.Object({
  walletAddress: Type.String({ description: "Where to send FIDD to burn it: '0x' and 40 hex digits in EIP-55 checksum case; unique across all accounts." }),
  availableDate: Type.String({ description: "When the address was generated and became usable: an ISO 8601 instant with 'Z' or an offset." }),
});

export const HistoricalAddressListSchema = Type.Array(HistoricalAddressSchema, {
  description: 'Every burn address generated for the account and asset, newest first. None yet: HTTP 200 with the code MM1030 and data null.',
});
