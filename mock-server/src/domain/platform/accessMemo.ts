// What the access checks of every signed-in call read (the user, the account its firm holds, the
// user's actions on it), kept in memory while the access generation (db/migrations/009: every
// change to users, accounts, entitlements or the action catalogue moves it, in the writer's own
// transaction) stays where it was. A call with no write since the last runs no query at all
// (db/writeTracking.ts) instead of three; a revoked entitlement, a blocked user or a moved account
// counts on the very next call. The kept objects are frozen: callers share them.
import type { EntitlementActionDto } from '../../../../src/api/contract/accountsGateway';
import type { Db } from '../../db/database';
import { Generation } from '../../db/generation';
import type { Account, AccountDirectory } from '../accounts/accounts';
import type { EntitlementStore } from '../accounts/entitlements';
import type { User, UserDirectory } from '../identity/users';

/** The account as the user's firm holds it (null: another firm's, or none), and the user's actions on it. */
export interface HeldAccount {
  account: Account | null;
  actions: readonly EntitlementActionDto[];
}

/** Beyond this many kept answers of a kind, the kind starts again empty (a bound, not a policy). */
const CAPACITY = 10_000;

export class AccessMemo {
  private readonly generation;
  private readonly users = new Map<number, User | null>();
  private readonly held = new Map<string, HeldAccount>();

  constructor(
    db: Db,
    private readonly directory: { users: UserDirectory; accounts: AccountDirectory; entitlements: EntitlementStore },
  ) {
    this.generation = new Generation(db, 'access_generation');
  }

  /** The user with this id; null when there is none. */
  user(id: number): User | null {
    this.refresh();
    return this.userOf(id);
  }

  /** The user and, when the user's firm holds `accountNumber`, the account and the user's actions on it. */
  access(userId: number, accountNumber: string): { user: User | null } & HeldAccount {
    this.refresh();
    const user = this.userOf(userId);
    if (!user) return { user, account: null, actions: [] };
    const key = `${userId}\u0000${accountNumber}`;
    let held = this.held.get(key);
    if (!held) {
      const account = this.directory.accounts.heldBy(user.firmId, accountNumber);
      const actions = account ? this.directory.entitlements.actionsOf(user.id, account.accountNumber).map((a) => Object.freeze({ ...a, permissions: Object.freeze([...a.permissions]) as string[] })) : [];
      held = Object.freeze({ account: account && Object.freeze(account), actions: Object.freeze(actions) });
      if (this.held.size >= CAPACITY) this.held.clear();
      this.held.set(key, held);
    }
    return { user, account: held.account, actions: held.actions }; // a literal: a spread after a property is V8's slow path
  }

  private userOf(id: number): User | null {
    if (this.users.has(id)) return this.users.get(id) ?? null;
    const found = this.directory.users.findById(id);
    const user = found && Object.freeze(found);
    if (this.users.size >= CAPACITY) this.users.clear();
    this.users.set(id, user);
    return user;
  }

  private refresh(): void {
    if (!this.generation.moved()) return;
    this.users.clear();
    this.held.clear();
  }
}
