// Signed money movement in gateway tests: the step-up a money-moving call needs (issue 26). A test
// opens the step-up for the exact operation its body makes, has the code sent by text, reads it
// from the outbox through the control API (as a user reads their phone), and sends the body with
// its proof — so the transfer and decision tests keep testing their own rules.
import type { FastifyInstance } from 'fastify';
import { transferOperation, STEP_UP_PATHS, type StepUpDto, type StepUpOperation, type StepUpProofDto, type TransferSubmitFields } from '../../../src/api/contract/stepUp';
import { TRANSFER_PATHS } from '../../../src/api/contract/transfers';
import { dataOf, post } from './accounts';
import { outboxCode } from './signInFlows';
import { usernameOfCookie } from './testGateway';

/** Opens a step-up for the operation: the gateway's answer. */
export const openStepUp = (app: FastifyInstance, cookie: string, operation: StepUpOperation) => post(app, STEP_UP_PATHS.open, { operation }, cookie);

/** A proof for the operation: a step-up opened, its code sent by text and read from the outbox. */
export async function proofFor(app: FastifyInstance, cookie: string, operation: StepUpOperation): Promise<StepUpProofDto> {
  const { challenge } = dataOf<StepUpDto>(await openStepUp(app, cookie, operation));
  dataOf(await post(app, STEP_UP_PATHS.code, { challenge, channel: 'sms' }, cookie));
  return { challenge, proof: { kind: 'otp', code: await outboxCode(app, { username: usernameOfCookie(cookie) }) } };
}

const WIRE_PATHS: readonly string[] = [TRANSFER_PATHS.wireOutV1, TRANSFER_PATHS.wireOutV2];

/** The operation a transfer submit's body signs (the path tells the kind). */
export function transferOperationOf(path: string, body: TransferSubmitFields): StepUpOperation {
  const operation = transferOperation(WIRE_PATHS.includes(path) ? 'WIRE' : 'DIGITAL_ASSET', body);
  if (!operation) throw new Error('not a transfer body that can be signed');
  return operation;
}

/** A transfer submit with its step-up: what the SPA sends after the review and the code. */
export async function signedSubmit(app: FastifyInstance, path: string, body: TransferSubmitFields, cookie: string) {
  return post(app, path, { ...body, stepUp: await proofFor(app, cookie, transferOperationOf(path, body)) }, cookie);
}
