// Concurrent decisions of one request through the real HTTP server (a listening socket, not
// inject): 32 clients, each with its own session, approve the same request at once. Exactly one
// decision wins, the request is executed once and audited once; every other client gets the 409
// that names the decision that won. The same for 32 reviews of one inbound deposit: one credit.
import type { AddressInfo } from 'node:net';
import { ACTION_ITEM_PATHS as PATHS } from '../../src/api/contract/actionItems';
import { decisionOperation } from '../../src/api/contract/stepUp';
import { ACCOUNTS, domainOf } from './support/accounts';
import { proofFor } from './support/stepUp';
import { DEPOSITS, REQUESTS, SUBJECTS, individual } from './support/actionItems';
import { XHR, signIn, startGateway, stopGateways } from './support/testGateway';

afterEach(stopGateways);

const CLIENTS = 32;

async function listening() {
  const gateway = await startGateway();
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = gateway.app.server.address() as AddressInfo;
  const cookies = await Promise.all(Array.from({ length: CLIENTS }, () => signIn(gateway.app, 'demo.checker')));
  /** Posts each client's body at once (`bodyOf` made them all first, one after the other). */
  const postAll = async (path: string, bodyOf: (cookie: string) => Promise<object> | object) => {
    const bodies: object[] = [];
    for (const cookie of cookies) bodies.push(await bodyOf(cookie));
    return Promise.all(
      cookies.map(async (cookie, i) => {
        const res = await fetch(`http://127.0.0.1:${port}${path}`, {
          method: 'POST',
          headers: { ...XHR, cookie, 'content-type': 'application/json' },
          body: JSON.stringify(bodies[i]),
        });
        return { status: res.status, text: ((await res.json()) as { status: { text: string } }).status.text };
      }),
    );
  };
  return { ...gateway, postAll };
}

const tally = (answers: ReadonlyArray<{ status: number; text: string }>) =>
  answers.reduce<Record<string, number>>((counts, a) => ({ ...counts, [`${a.status} ${a.text}`]: (counts[`${a.status} ${a.text}`] ?? 0) + 1 }), {});

it(`${CLIENTS} concurrent approvals of one request: one decision, one execution, one audit record`, async () => {
  const { app, db, postAll } = await listening();
  const decision = { referenceId: REQUESTS.custodianSweep, response: 'APPROVE' as const, comments: 'Approved' };
  // Each client signs its own decision (the code limits lifted between them: one person, 32 codes).
  const answers = await postAll(PATHS.update, async (cookie) => {
    await app.inject({ method: 'DELETE', url: '/__mock/otp/limits' });
    return { ...decision, stepUp: await proofFor(app, cookie, decisionOperation(decision)) };
  });
  expect(tally(answers)).toEqual({ '200 SUCCESS': 1, '409 This request was already approved by Marcus Holloway.': CLIENTS - 1 });
  expect(db.prepare('SELECT count(*) FROM action_item_decisions WHERE reference_id = ?').pluck().get(REQUESTS.custodianSweep)).toBe(1);
  expect(db.prepare('SELECT status FROM approval_requests WHERE id = ?').pluck().get(REQUESTS.custodianSweep)).toBe('APPROVED');
  expect(db.prepare('SELECT status FROM wire_instructions WHERE id = ?').pluck().get(SUBJECTS.custodianSweep)).toBe('ACTIVE');
}, 30_000);

it(`${CLIENTS} concurrent reviews of one inbound deposit: one credit of its amount, one audit record`, async () => {
  const { db, clock, postAll } = await listening();
  const { ledger } = domainOf(db, clock);
  const before = ledger.balance(ACCOUNTS.pensionCustody, 'BTC').total;
  const answers = await postAll(PATHS.inboundReview, () => ({ referenceId: DEPOSITS.btc042, travelRuleData: [individual()] }));
  expect(tally(answers)).toEqual({ '200 SUCCESS': 1, '409 This request was already approved by Marcus Holloway.': CLIENTS - 1 });
  expect(ledger.balance(ACCOUNTS.pensionCustody, 'BTC').total - before).toBe(42_000_000n);
  expect(db.prepare("SELECT count(*) FROM ledger_entries WHERE description LIKE 'Deposit IN-7C2A91F0%'").pluck().get()).toBe(1);
  expect(db.prepare('SELECT count(*) FROM action_item_decisions WHERE reference_id = ?').pluck().get(DEPOSITS.btc042)).toBe(1);
}, 30_000);
