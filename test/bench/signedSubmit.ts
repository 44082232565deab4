// Signed transfer submits for the bench (issue 26): every submit needs a step-up over its own body,
// so the load tool sends bodies made beforehand, each used once — opened (POST …/stepup), its code
// sent (by text or call in turn) and read from the outbox as a person reads their phone (the control
// API), the limits on codes lifted every few sends (they would stop a person at 5 per 15 minutes).
// One at a time: the outbox answers a user's latest code. A challenge lives 2 minutes: the bodies of
// a run are made just before it.
import { randomUUID } from 'node:crypto';
import { STEP_UP_PATHS, transferOperation, type StepUpCodeChannel, type TransferSubmitFields } from '../../src/api/contract/stepUp';

const JSON_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
const CHANNELS: StepUpCodeChannel[] = ['sms', 'voice'];

async function dataOf<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** `count` digital-asset submit bodies like `template` (a new requestId each), each with its step-up proof. */
export async function signedSubmitBodies(baseUrl: string, cookie: string, username: string, template: Omit<TransferSubmitFields, 'requestId'>, count: number): Promise<string[]> {
  const post = (path: string, body: unknown) => fetch(`${baseUrl}${path}`, { method: 'POST', headers: { ...JSON_HEADERS, cookie }, body: JSON.stringify(body) });
  const bodies: string[] = [];
  for (let i = 0; i < count; i += 1) {
    if (i % (2 * 5) === 0) await fetch(`${baseUrl}/__mock/otp/limits`, { method: 'DELETE' });
    const body = { ...template, requestId: randomUUID() };
    const operation = transferOperation('DIGITAL_ASSET', body);
    if (!operation) throw new Error('the bench submit is not an operation that can be signed');
    const { challenge } = await dataOf<{ challenge: string }>(await post(STEP_UP_PATHS.open, { operation }));
    await dataOf(await post(STEP_UP_PATHS.code, { challenge, channel: CHANNELS[i % 2] }));
    const otp = await fetch(`${baseUrl}/__mock/otp?username=${encodeURIComponent(username)}`);
    const { code } = (await otp.json()) as { code: string };
    bodies.push(JSON.stringify({ ...body, stepUp: { challenge, proof: { kind: 'otp', code } } }));
  }
  return bodies;
}
