// The identity flows (spec part 2 §4, §5, §7): register, username lookup, password reset. Each
// starts with the identity search, which opens an identity session; a one-time code to a phone on
// file verifies the identity (oneTimeCodeFlow.ts); the flow's last step ends the session. The
// registration and reset transactions are enrollment.ts's. The routes turn each outcome into an
// answer and a cookie (routes/identityFlows.ts); nothing here knows of HTTP.
import { recordFactorChange, type ClientInfo, type SecurityEventRecorder } from '../audit/securityEvents';
import type { AttemptStore, IdentityFlow, LoginHeaders } from './attempts';
import type { AttemptContext } from './attemptContext';
import { register, resetPassword, type EnrollmentDeps } from './enrollment';
import type { Identity, IdentitySearchFilter } from './identities';
import type { IdentitySession } from './sessions';
import type { User } from './users';

export interface IdentityFlowDeps extends EnrollmentDeps {
  attempts: AttemptStore;
  securityEvents: SecurityEventRecorder;
}

export interface FlowStart {
  flow: IdentityFlow;
  filter: IdentitySearchFilter;
  /** The login flow headers the search came with (the attempt keeps them). */
  headers: LoginHeaders | null;
  /** The session the browser had: a search starts a new attempt, so it ends. */
  previousSessionId: string | undefined;
  /** The client the search came from. */
  client: ClientInfo;
}

export type SearchOutcome =
  /** One identity found for this flow: its attempt and identity session have started. */
  | { kind: 'started'; session: IdentitySession }
  /** More than one identity matches: a zip may tell them apart. */
  | { kind: 'moreDataRequired' }
  /** No identity; or, for a username lookup or reset, one without a user to find. */
  | { kind: 'userNotFound' }
  /** A registration of a person who has a user already. */
  | { kind: 'alreadyRegistered' };

/** Why a flow's step may not run: no identity session, another flow's, or its identity not verified yet. */
export type StepRefusal = { kind: 'noSession' } | { kind: 'wrongFlow' } | { kind: 'notVerified' };

export type UsernameOutcome = StepRefusal | { kind: 'userNotFound' } | { kind: 'found'; username: string };

/** A refused input names its field, as the SPA reads it ('body.newPassword: …'). */
export type InvalidInput = { kind: 'invalid'; field: string; message: string };

/** 'passwordReset' ends the flow: its session is gone (the route clears the cookie). */
export type ResetOutcome = StepRefusal | InvalidInput | { kind: 'userNotFound' } | { kind: 'passwordReset' };

/** 'registered' ends the flow: its session is gone (the route clears the cookie). */
export type RegistrationOutcome =
  | StepRefusal
  | InvalidInput
  | { kind: 'usernameTaken' }
  /** The person has a user already; the flow has ended when another call registered them meanwhile. */
  | { kind: 'alreadyRegistered'; flowEnded: boolean }
  | { kind: 'registered' };

/** The identity search: finds the person and starts the flow's attempt and session. */
export async function startIdentityFlow(deps: IdentityFlowDeps, start: FlowStart): Promise<SearchOutcome> {
  if (start.previousSessionId) deps.sessions.end(start.previousSessionId, 'newSignIn');
  const found = await deps.identities.search(start.filter);
  if (found.kind === 'moreDataRequired') return { kind: 'moreDataRequired' };
  const identity = found.kind === 'found' ? found.identity : null;
  // Username lookup and password reset need credentials to find; registration needs none yet.
  if (!identity || (start.flow !== 'Register' && identity.userId === null)) return { kind: 'userNotFound' };
  if (start.flow === 'Register' && identity.userId !== null) return { kind: 'alreadyRegistered' };
  const attempt = deps.attempts.start(start.flow, { identityId: identity.id }, start.headers);
  return { kind: 'started', session: deps.sessions.createIdentity(attempt.id, start.client) };
}

type VerifiedStep = { kind: 'verified'; user: User | null; identity: Identity; attemptId: number; client: ClientInfo };

/** The caller's identity session, in `flow`, verified by a code. */
function verifiedStep(context: AttemptContext | null, flow: IdentityFlow): StepRefusal | VerifiedStep {
  if (!context || context.session.level !== 'identity' || !context.identity) return { kind: 'noSession' };
  if (context.attempt.flow !== flow) return { kind: 'wrongFlow' };
  if (!context.attempt.identityVerified) return { kind: 'notVerified' };
  return { kind: 'verified', user: context.user, identity: context.identity, attemptId: context.attempt.id, client: context.client };
}

/** The flow is done: its session (and with it the attempt) ends. */
const endFlow = (deps: IdentityFlowDeps, step: VerifiedStep) => deps.sessions.destroyForAttempt(step.attemptId);

/** Username lookup: the verified person's username. The flow goes on (the SPA signs in next). */
export function lookUpUsername(context: AttemptContext | null): UsernameOutcome {
  const step = verifiedStep(context, 'UsernameLookup');
  if (step.kind !== 'verified') return step;
  return step.user ? { kind: 'found', username: step.user.username } : { kind: 'userNotFound' };
}

/** Password reset: the verified person's new password; every session of theirs and the flow end. */
export async function finishPasswordReset(deps: IdentityFlowDeps, context: AttemptContext | null, newPassword: string): Promise<ResetOutcome> {
  const step = verifiedStep(context, 'PasswordReset');
  if (step.kind !== 'verified') return step;
  if (!step.user) return { kind: 'userNotFound' };
  const outcome = await resetPassword(deps, step.user, step.identity, newPassword);
  if (outcome.kind === 'invalid') return outcome;
  deps.securityEvents.record({ kind: 'passwordReset', outcome: 'success', userId: step.user.id, client: step.client });
  endFlow(deps, step);
  return { kind: 'passwordReset' };
}

/** Registration: the verified person's new user (signed in afterwards with the new password). */
export async function finishRegistration(
  deps: IdentityFlowDeps,
  context: AttemptContext | null,
  username: string,
  password: string,
): Promise<RegistrationOutcome> {
  const step = verifiedStep(context, 'Register');
  if (step.kind !== 'verified') return step;
  if (step.identity.userId !== null) return { kind: 'alreadyRegistered', flowEnded: false };
  const outcome = await register(deps, step.identity, username, password);
  if (outcome.kind === 'invalid' || outcome.kind === 'usernameTaken') return outcome;
  endFlow(deps, step);
  if (outcome.kind !== 'registered') return { kind: 'alreadyRegistered', flowEnded: true };
  // The new user's first factor: their password.
  recordFactorChange(deps.securityEvents, 'added', 'password', outcome.userId, step.client);
  return { kind: 'registered' };
}
