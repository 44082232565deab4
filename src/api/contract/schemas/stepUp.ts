// Signed money movement's requests and answers as schemas (contract/stepUp.ts derives its types
// from them; issue 26, ADR 0025): opening a step-up for an operation, sending its one-time code, and
// the `stepUp` proof every money-moving body carries.
import { Type } from '@sinclair/typebox';
import { STEP_UP_METHODS, TRANSFER_KINDS } from '../constants';
import { nullable, oneOfStrings } from './common';
import { RESPONSES } from '../../../shared/validation/actionItems';

const CHALLENGE = Type.String({ pattern: '^[A-Za-z0-9_-]{86}$', description: "86 characters of base64url: the challenge's 64 bytes (contract/stepUp.ts)." });
const TEXT = Type.String({ minLength: 1, maxLength: 128 });

/** A transfer as it is signed: what the review shows, and its idempotency key. */
export const TransferOperationSchema = Type.Object(
  {
    kind: oneOfStrings(TRANSFER_KINDS),
    account: Type.String({ minLength: 1, maxLength: 128, description: 'The account the money leaves.' }),
    asset: TEXT,
    amount: Type.String({ maxLength: 64, description: "The amount's canonical text (canonicalAmountText): '1.50', ' 1.5' and '01.5' sign as '1.5'." }),
    destination: Type.String({
      pattern: '^(instruction|address|account):.{1,128}$',
      description: "'instruction:<saved instruction id>', 'address:<direct address>' or 'account:<account number of the firm>' (one can never read as another).",
    }),
    requestId: Type.String({ minLength: 1, maxLength: 128, description: "Lower case (the gateway's idempotency key is the id in lower case)." }),
  },
  { additionalProperties: false },
);

/** An action item's decision as it is signed (the comments are not signed: they move no money). */
export const DecisionOperationSchema = Type.Object({ referenceId: TEXT, decision: oneOfStrings(RESPONSES) }, { additionalProperties: false });

export const StepUpOpenRequestSchema = Type.Object({ operation: Type.Union([TransferOperationSchema, DecisionOperationSchema]) }, { additionalProperties: false });

export const StepUpCodeRequestSchema = Type.Object(
  { challenge: CHALLENGE, channel: oneOfStrings(['sms', 'voice'] as const, { description: 'Text message or call to the phone on file.' }) },
  { additionalProperties: false },
);

/** What every money-moving call may carry in its body as `stepUp` (the signed operation is the body itself); a body without it is refused with a clear text. */
export const StepUpProofSchema = Type.Object(
  {
    challenge: CHALLENGE,
    proof: Type.Union([
      Type.Object({ kind: Type.Literal('otp'), code: Type.String({ pattern: '^[0-9]{6}$', description: 'The one-time code sent for this challenge.' }) }, { additionalProperties: false }),
      Type.Object(
        {
          kind: Type.Literal('passkey'),
          response: Type.Unsafe<Record<string, unknown>>({ type: 'object', maxProperties: 16, description: "A WebAuthn assertion over the challenge (its form is the passkey verifier's to check)." }),
        },
        { additionalProperties: false },
      ),
    ]),
  },
  { additionalProperties: false, description: 'The step-up proof over the operation this body makes (contract/stepUp.ts).' },
);

/** The relying party and the user's passkeys (their ids, base64url, and the transports the browser reported). */
export const StepUpPasskeySchema = Type.Object({
  rpId: Type.String(),
  allowCredentials: Type.Array(Type.Object({ id: Type.String(), transports: Type.Array(Type.String()) })),
});

export const StepUpSchema = Type.Object({
  challenge: Type.String({ description: "86 characters of base64url: the challenge's 64 bytes (see the head of contract/stepUp.ts)." }),
  expiresAt: Type.String({ description: "ISO 8601, on the gateway's clock: 2 minutes after the opening." }),
  methods: Type.Array(oneOfStrings(STEP_UP_METHODS), { description: 'How the user may answer: a passkey they hold, else a code to the phone on file.' }),
  maskedPhone: nullable(Type.String({ description: "The phone a code goes to, masked ('XXXXXXX0111'); null when codes are not offered." })),
  passkey: nullable(StepUpPasskeySchema),
});

export const StepUpCodeSentSchema = Type.Object({ maskedPhone: Type.String({ description: 'The phone the code went to, masked.' }) });
