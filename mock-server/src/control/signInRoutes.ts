// The control API's sign-in helpers: read the simulated outbox (the latest one-time code sent to a
// user or a phone), issue a representative-assisted code, answer a user's pending push, lift the
// one-time-code limits.
import type { FastifyInstance } from 'fastify';
import { issueCode } from '../domain/identity/oneTimeCodeFlow';
import { codesApply } from '../domain/identity/oneTimeCodes';
import type { OutboxMessage } from '../domain/identity/outbox';
import type { PushAnswer } from '../domain/identity/push';
import { clientOf } from '../http/clientInfo';
import type { GatewayServices } from '../services';
import { otpQuery, usernameParams } from './schemas';

const outboxView = (m: OutboxMessage) => ({ code: m.code, channel: m.channel, phone: m.maskedPhone, sentAt: new Date(m.sentAt).toISOString() });

export function registerSignInControlRoutes(
  app: FastifyInstance,
  services: Pick<GatewayServices, 'db' | 'outbox' | 'users' | 'sessions' | 'attempts' | 'codes' | 'push' | 'pushEvents' | 'codeLimits' | 'securityEvents' | 'flags'>,
): void {
  const { outbox, users, sessions, attempts, push, codeLimits } = services;

  app.get<{ Querystring: { username?: string; phone?: string } }>('/__mock/otp', { schema: { querystring: otpQuery } }, async (request, reply) => {
    const { username, phone } = request.query;
    if ((username === undefined) === (phone === undefined)) return reply.code(400).send({ error: 'Give either username or phone' });
    const message = username !== undefined ? outbox.latest({ username }) : outbox.latest({ phoneNumber: `+${(phone as string).replace(/\D/g, '')}` });
    if (!message) return reply.code(404).send({ error: `No one-time code has been sent to ${username ?? phone}` });
    return outboxView(message);
  });

  app.post<{ Params: { username: string } }>('/__mock/otp/rep/:username', { schema: { params: usernameParams } }, async (request, reply) => {
    const user = users.findByUsername(request.params.username);
    sessions.sweepStale();
    const attempt = user ? attempts.currentForUser(user.id) : null;
    const level = attempt?.flow === 'Login' ? 'password' : 'identity';
    // The sign-in's rule (a push user only with the flag try-another-way on): oneTimeCodes.codesApply.
    if (!user || !attempt || !codesApply(attempt, level, user, services.flags)) {
      return reply.code(404).send({ error: `${request.params.username} has no sign-in in progress that takes a security code` });
    }
    issueCode(services, attempt, user, 'rep', null);
    services.securityEvents.record({ kind: 'codeSent', outcome: 'success', detail: 'rep', userId: user.id, client: clientOf(request) });
    return outboxView(outbox.latest({ username: user.username }) as OutboxMessage);
  });

  // Lifts the one-time-code limits (sends per person and channel, wrong codes, code lockouts) for
  // tests and demos; a user's sign-in lockout stays (it ends with time or a password reset).
  app.delete('/__mock/otp/limits', async () => {
    codeLimits.clear();
    return { lifted: true };
  });

  for (const [action, answer] of [['approve', 'APPROVED'], ['decline', 'DECLINED']] as const satisfies ReadonlyArray<readonly [string, PushAnswer]>) {
    app.post<{ Params: { username: string } }>(`/__mock/push/:username/${action}`, { schema: { params: usernameParams } }, async (request, reply) => {
      const user = users.findByUsername(request.params.username);
      const outcome = user ? push.answerPending(user.id, answer) : ({ kind: 'none' } as const);
      // The device is told why an answer counts for nothing (issue 25): never a silent success.
      if (outcome.kind === 'expired') {
        return reply.code(409).send({ error: `${request.params.username}'s push expired at ${new Date(outcome.expiredAt).toISOString()}: it can no longer complete a sign-in` });
      }
      if (outcome.kind === 'ended') return reply.code(409).send({ error: `${request.params.username}'s push belongs to a sign-in that has ended: it can no longer complete it` });
      if (!user || outcome.kind === 'none') return reply.code(404).send({ error: `${request.params.username} has no pending push` });
      return { username: user.username, Status: answer };
    });
  }
}
