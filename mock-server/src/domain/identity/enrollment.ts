// The last step of two identity flows (spec part 2 §4, §5, §7), once the identity is verified:
// registration (a new user with a username and password) and password reset. Input is normalised
// with Unicode NFKC before the rules are checked and before it is hashed (NIST SP 800-63B §5.1.1.2),
// so what a user types on any keyboard is the same password every time.
import { validateNewPassword, validateNewUsername } from '../../../../src/shared/validation';
import type { Db } from '../../db/database';
import type { Identity, IdentityDirectory } from './identities';
import { hashPassword, type ScryptCost } from './passwords';
import type { SessionStore } from './sessions';
import type { User, UserDirectory } from './users';

export interface EnrollmentDeps {
  db: Db;
  users: UserDirectory;
  identities: IdentityDirectory;
  sessions: SessionStore;
  passwordCost: ScryptCost;
}

/** A refused input names its field, as the SPA reads it ('body.newPassword: …'). */
export type EnrollmentOutcome =
  | { kind: 'done' }
  /** The new user (registration). */
  | { kind: 'registered'; userId: number }
  | { kind: 'invalid'; field: string; message: string }
  | { kind: 'usernameTaken' }
  | { kind: 'alreadyRegistered' };

export const normalised = (text: string): string => text.normalize('NFKC');

/** Sets the user's new password (rules checked with their names); every session of the user ends. */
export async function resetPassword(deps: EnrollmentDeps, user: User, identity: Identity | null, newPassword: string): Promise<EnrollmentOutcome> {
  const password = normalised(newPassword);
  const personal = { username: user.username, firstName: identity?.firstName ?? user.firstName, lastName: identity?.lastName ?? user.lastName };
  const invalid = validateNewPassword(password, personal);
  if (invalid) return { kind: 'invalid', field: 'newPassword', message: invalid };
  const hash = await hashPassword(password, deps.passwordCost);
  deps.users.setPassword(user.id, hash);
  // Every session the old password opened ends.
  deps.sessions.destroyForUser(user.id, 'passwordReset');
  return { kind: 'done' };
}

/** Creates the identity's user (no second factor, the identity's firm and names), once. */
export async function register(deps: EnrollmentDeps, identity: Identity, username: string, rawPassword: string): Promise<EnrollmentOutcome> {
  const password = normalised(rawPassword);
  const usernameProblem = validateNewUsername(username);
  if (usernameProblem) return { kind: 'invalid', field: 'username', message: usernameProblem };
  const passwordProblem = validateNewPassword(password, { username, firstName: identity.firstName, lastName: identity.lastName });
  if (passwordProblem) return { kind: 'invalid', field: 'password', message: passwordProblem };

  const hash = await hashPassword(password, deps.passwordCost);
  // Checked again after the hash: another call may have registered meanwhile.
  return deps.db.transaction((): EnrollmentOutcome => {
    if (deps.identities.findById(identity.id)?.userId !== null) return { kind: 'alreadyRegistered' };
    const userId = deps.users.create({ username, firstName: identity.firstName, lastName: identity.lastName, firmId: identity.firmId, password: hash });
    if (userId === null) return { kind: 'usernameTaken' };
    deps.identities.linkUser(identity.id, userId);
    return { kind: 'registered', userId };
  })();
}
