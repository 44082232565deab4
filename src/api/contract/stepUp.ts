// Contract: signed money movement (issue 26, ADR 0025). A transfer's submit and an action item's
// decision move money only with a proof of a fresh user verification over the exact operation:
// the gateway opens a step-up for an operation, answers a single-use challenge bound to it, and
// the money-moving call carries the challenge and the proof (a passkey assertion over the
// challenge, or the one-time code sent for it). Shared by the SPA (which builds the operation
// from the very body it will submit) and the gateway (which rebuilds it from the body it received).
//
// The operation's canonical JSON (canonicalOperationJson): a JSON object of strings only, keys
// sorted by UTF-16 code units, no whitespace, each key and value written as JSON.stringify writes
// a string (UTF-8 on the wire). The challenge's bytes (the gateway's):
//   SHA-256(UTF-8 of the canonical JSON) (32 bytes) ‖ a random server nonce (32 bytes)
// = 64 bytes, sent as base64url without padding (86 characters) — the WebAuthn challenge as is.
import type { Static } from '@sinclair/typebox';
import { parseAmount, formatAmountUnits, AMOUNT_MAX_LENGTH } from '../../shared/validation/transferAmount';
import type { ActionItemResponse } from '../../shared/validation/actionItems';
import { STEP_UP_METHODS } from './constants';
import { MONEY_MOVEMENT_BASE as B } from './moneyMovement';
import type {
  DecisionOperationSchema,
  StepUpPasskeySchema,
  StepUpProofSchema,
  StepUpSchema,
  TransferOperationSchema,
} from './schemas/stepUp';
import type { TransferKind } from './transfers';

export const STEP_UP_PATHS = {
  /** POST { operation } (schemas/stepUp.ts StepUpOpenRequestSchema) → StepUpDto: a challenge for the operation, and how to answer it. */
  open: `${B}/api/v1/stepup`,
  /** POST { challenge, channel } (StepUpCodeRequestSchema) → { maskedPhone }: sends (again) the one-time code bound to the challenge. */
  code: `${B}/api/v1/stepup/code`,
} as const;

export { STEP_UP_METHODS };
export type StepUpMethodDto = (typeof STEP_UP_METHODS)[number];
export type StepUpCodeChannel = Exclude<StepUpMethodDto, 'passkey'>;

// The shapes are the schemas of schemas/stepUp.ts (their descriptions say what each field holds).
/** With 'passkey' among the methods, `passkey` is what navigator.credentials.get needs besides the challenge; else null. */
export type StepUpDto = Static<typeof StepUpSchema>;
export type StepUpPasskeyDto = Static<typeof StepUpPasskeySchema>;
/** A challenge's life (the gateway's clock): the SPA's dialog says it expired after as long. */
export const STEP_UP_LIFETIME_MS = 2 * 60_000;
/** What every money-moving call carries in its body as `stepUp` (the signed operation is the body itself). */
export type StepUpProofDto = Static<typeof StepUpProofSchema>;

/** A money-moving call's body: the operation's fields, and the proof over them. */
export type SignedBody<T> = T & { stepUp: StepUpProofDto };

/** The gateway's refusals of a step-up (403 unless said; nothing is booked). Ours: docs/spec-choices.md. */
export const STEP_UP_TEXTS = {
  missing: 'This needs your confirmation with a passkey or a one-time code. Nothing was done.',
  notFound: 'This confirmation is not valid: it was used already or belongs to another session. Review and confirm again. Nothing was done.',
  expired: 'This confirmation expired (2 minutes). Review and confirm again. Nothing was done.',
  otherOperation: 'This confirmation was given for other details than those sent. Review and confirm again. Nothing was done.',
  wrongCode: 'Incorrect security code. Please try again.',
  codeLocked: 'Too many incorrect security codes for this confirmation. Review and confirm again.',
  lockedOut: 'Too many incorrect security codes. Please wait 15 minutes before you try again.',
  passkeyRefused: 'Your passkey could not be verified. Please try again.',
  notOffered: 'This way of confirming is not available to you. Review and confirm again.',
  /** 409 at the opening: neither a passkey nor a phone on file. */
  noFactor: 'To move money you need a passkey or a phone on file. Add a passkey on the SECURITY page.',
  /** 409 at the opening: the firm requires passkeys and the user has none. */
  passkeyRequired: 'Your firm requires a passkey to move money. Add a passkey on the SECURITY page.',
  /** 400 at the opening: an amount that is not one. */
  invalidOperation: 'body.operation: not an operation that can be confirmed',
} as const;
export type StepUpRefusalKind = Exclude<keyof typeof STEP_UP_TEXTS, 'noFactor' | 'passkeyRequired' | 'invalidOperation'>;

/** A transfer as it is signed: what the review shows, and its idempotency key. */
export type TransferOperation = Static<typeof TransferOperationSchema>;

/** An action item's decision as it is signed. */
export type DecisionOperation = Static<typeof DecisionOperationSchema>;

export type StepUpOperation = TransferOperation | DecisionOperation;

/**
 * An amount's canonical text, whatever the asset's places: no leading zeros, no trailing fraction
 * zeros, no dot without decimals ('0' for zero); null for a text the amount parser refuses (the
 * operation is then not one that can be signed). The asset's own rules are the submit's.
 */
export function canonicalAmountText(amount: string): string | null {
  const parsed = parseAmount(amount, AMOUNT_MAX_LENGTH);
  return parsed.ok ? formatAmountUnits(parsed.units, AMOUNT_MAX_LENGTH) : null;
}

/** A destination as it is signed: a saved instruction by its id, or a direct address. */
export const instructionDestination = (instructionId: string): string => `instruction:${instructionId}`;
export const addressDestination = (address: string): string => `address:${address}`;
/** Another account of the same firm (flag a2a). */
export const accountDestination = (accountNumber: string): string => `account:${accountNumber}`;

/** The fields every transfer submit body has, and its destination in one of the forms the calls take. */
export interface TransferSubmitFields {
  requestId: string;
  accountNumber: string;
  asset: string;
  amount: string;
  accountInstructionId?: string;
  addressId?: string;
  address?: string;
  destinationAccountNumber?: string;
}

/**
 * The operation a transfer submit body signs (every submit path: wire v1/v2, digital asset v2/v3).
 * Null when the amount is not one, or the destination is not exactly one of instruction, address or account.
 */
export function transferOperation(kind: TransferKind, body: TransferSubmitFields): TransferOperation | null {
  const amount = canonicalAmountText(body.amount);
  const instructionId = body.accountInstructionId ?? body.addressId;
  const destinations = [body.accountInstructionId, body.addressId, body.address, body.destinationAccountNumber].filter((d) => d !== undefined);
  if (amount === null || destinations.length !== 1) return null;
  const destination =
    instructionId !== undefined
      ? instructionDestination(instructionId)
      : body.address !== undefined
        ? addressDestination(body.address)
        : accountDestination(body.destinationAccountNumber as string);
  return { kind, account: body.accountNumber, asset: body.asset, amount, destination, requestId: body.requestId.toLowerCase() };
}

/** The operation an action item decision signs (the comments are not signed: they move no money). */
export const decisionOperation = (body: { referenceId: string; response: ActionItemResponse }): DecisionOperation => ({
  referenceId: body.referenceId,
  decision: body.response,
});

/** The operation's canonical JSON (see the head of this file): the bytes the challenge binds. */
export function canonicalOperationJson(operation: StepUpOperation): string {
  const entries: [string, string][] = Object.entries(operation).map(([key, value]) => [key, String(value)]);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`;
}

// ── Guards (the SPA checks the open call's answer at the boundary) ──────────────────────────────
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isPasskeyRequest = (v: unknown): v is StepUpPasskeyDto =>
  isRecord(v) &&
  isText(v.rpId) &&
  Array.isArray(v.allowCredentials) &&
  v.allowCredentials.every((c) => isRecord(c) && isText(c.id) && Array.isArray(c.transports) && c.transports.every(isText));

export const isStepUpDto = (v: unknown): v is StepUpDto =>
  isRecord(v) &&
  isText(v.challenge) &&
  isText(v.expiresAt) &&
  Array.isArray(v.methods) &&
  v.methods.length > 0 &&
  v.methods.every((m) => (STEP_UP_METHODS as readonly unknown[]).includes(m)) &&
  (v.maskedPhone === null || isText(v.maskedPhone)) &&
  (v.passkey === null || isPasskeyRequest(v.passkey));

export const isStepUpCodeSentDto = (v: unknown): v is { maskedPhone: string } => isRecord(v) && isText(v.maskedPhone);
