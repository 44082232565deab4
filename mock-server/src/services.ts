// The gateway's stateful parts, built once per app and handed to the routes.
import type { Db } from './db/database';
import { AccessMemo } from './domain/platform/accessMemo';
import { DecisionRecords } from './domain/actionItems/actionItemDecisions';
import { ActionItemDetails } from './domain/actionItems/actionItemDetails';
import { ActionItemReader } from './domain/actionItems/actionItemReader';
import { AccountDirectory } from './domain/accounts/accounts';
import { AddressInstructionBook } from './domain/instructions/addressInstructions';
import { AppConfigService } from './domain/platform/appConfig';
import { ApprovalDesk, addressDecisions, transferDecisions } from './domain/actionItems/approvals';
import { AttemptStore } from './domain/identity/attempts';
import { BalanceReader } from './domain/accounts/balances';
import { BankDirectory } from './domain/instructions/bankDirectory';
import type { Clock } from './domain/platform/clock';
import { CodeLimits } from './domain/identity/codeLimits';
import { DepositAddressBook } from './domain/transfers/depositAddresses';
import { DocumentLedger } from './domain/documents/documentContent';
import { DocumentFiles } from './domain/documents/documentFiles';
import { DocumentLibrary } from './domain/documents/documents';
import { EntitlementStore } from './domain/accounts/entitlements';
import { FaultInjector } from './domain/platform/faults';
import { FeatureFlagStore } from './domain/platform/featureFlags';
import { IdentityDirectory } from './domain/identity/identities';
import { InboundDepositDesk } from './domain/transfers/inboundDeposits';
import { InstructionRecords } from './domain/instructions/instructionRecords';
import { Ledger } from './domain/accounts/ledger';
import { MaintenanceSwitch } from './domain/platform/maintenance';
import { BurnAddressBook, MintAccountDetailsStore } from './domain/mintBurn/mintBurn';
import { ClientNotificationStore } from './domain/platform/notifications';
import { StepUps, passkeyVerifierOf, type PasskeyVerifier } from './domain/identity/stepUp';
import { UserNotificationStore } from './domain/platform/userNotifications';
import { OneTimeCodes } from './domain/identity/oneTimeCodes';
import { OneTimeCodeOutbox } from './domain/identity/outbox';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './domain/identity/passwords';
import { PriceBook } from './domain/accounts/prices';
import { PushChallenges } from './domain/identity/push';
import { PushEvents } from './domain/identity/pushEvents';
import { RequestAuditLog } from './domain/audit/requestAudit';
import { SecurityEventLog } from './domain/audit/securityEvents';
import { SecurityCatalog } from './domain/accounts/securities';
import { PasskeyStore, type RelyingPartyConfig } from './domain/identity/passkeys';
import { SessionLimits } from './domain/identity/sessionLimits';
import { SessionStore, type SessionTimeouts } from './domain/identity/sessions';
import { TransactionHistory } from './domain/transfers/transactionHistory';
import { UnknownUsernames } from './domain/identity/unknownUsernames';
import { AccountTransfers } from './domain/transfers/accountTransfers';
import { TransferDesk } from './domain/transfers/transfers';
import { LOCKOUT_MS, UserDirectory } from './domain/identity/users';
import { WireInstructionBook } from './domain/instructions/wireInstructions';

export interface GatewayServices {
  db: Db;
  clock: Clock;
  users: UserDirectory;
  /** Wrong passwords of usernames no user has (the lockout does not tell them apart). */
  unknownUsernames: UnknownUsernames;
  identities: IdentityDirectory;
  sessions: SessionStore;
  /** The firms' limits on signed-in sessions per user. */
  sessionLimits: SessionLimits;
  passkeys: PasskeyStore;
  attempts: AttemptStore;
  push: PushChallenges;
  /** The pushes' security events, each recorded once. */
  pushEvents: PushEvents;
  codes: OneTimeCodes;
  outbox: OneTimeCodeOutbox;
  /** Wrong codes and sends per person, across attempts. */
  codeLimits: CodeLimits;
  /** scrypt cost of passwords set through the API (reset, registration). */
  passwordCost: ScryptCost;
  flags: FeatureFlagStore;
  notifications: ClientNotificationStore;
  /** The notification centre's notifications and each user's reading of them (issue 27). */
  userNotifications: UserNotificationStore;
  appConfig: AppConfigService;
  maintenance: MaintenanceSwitch;
  faults: FaultInjector;
  accounts: AccountDirectory;
  entitlements: EntitlementStore;
  /** The access checks' reads (user, account, actions), kept while the access generation holds. */
  access: AccessMemo;
  securities: SecurityCatalog;
  prices: PriceBook;
  ledger: Ledger;
  balances: BalanceReader;
  /** Mint: where each market-maker account wires USD. */
  mintDetails: MintAccountDetailsStore;
  /** Burn: each market-maker account's burn addresses, and generating them. */
  burnAddresses: BurnAddressBook;
  /** Saved instructions: the bank directory, wire instructions, allow-list addresses and settings. */
  banks: BankDirectory;
  wireInstructions: WireInstructionBook;
  addressInstructions: AddressInstructionBook;
  /** Transfers: outbound wires and digital-asset transfers with their ledger holds, and their lifecycle. */
  transfers: TransferDesk;
  /** Receive: custody-type accounts' inbound deposit addresses. */
  depositAddresses: DepositAddressBook;
  /** Activity History: the ledger read as transaction records. */
  transactionHistory: TransactionHistory;
  /** Action items: what a user sees (maker-checker requests, inbound deposits) … */
  actionItems: ActionItemReader;
  /** … the decisions' audit … */
  decisions: DecisionRecords;
  /** … approving and rejecting requests … */
  approvals: ApprovalDesk;
  /** … and reviewing inbound deposits (travel-rule data, or declined). */
  inboundDeposits: InboundDepositDesk;
  /** Documents: which each account has, and their files (rendered from the ledger once, then kept). */
  documents: DocumentLibrary;
  documentFiles: DocumentFiles;
  /** Every API call answered, by request id (docs/action-log.md). */
  requestAudit: RequestAuditLog;
  /** Sign-ins, second factors, lockouts, password resets and session ends (the audit database too). */
  securityEvents: SecurityEventLog;
  /** Signed money movement: challenges bound to an operation, and their proofs (issue 26). */
  stepUps: StepUps;
}

export interface ServiceOptions extends SessionTimeouts {
  db: Db;
  clock: Clock;
  configDir: string;
  passwordCost?: ScryptCost;
  /** The passkeys' relying party (RP_ID, PASSKEY_ORIGINS) for the step-up's assertions; by default the host and origin each call was served at. */
  relyingParty?: RelyingPartyConfig;
  /** Replaces the passkey check of the step-up (the domain's tests answer for an authenticator). */
  passkeys?: PasskeyVerifier;
}

export function createServices(options: ServiceOptions): GatewayServices {
  const { db, clock } = options;
  const attempts = new AttemptStore(db, clock);
  const outbox = new OneTimeCodeOutbox();
  const codes = new OneTimeCodes(db, clock, attempts, outbox);
  const codeLimits = new CodeLimits(clock, LOCKOUT_MS);
  const identities = new IdentityDirectory(db);
  const passkeys = new PasskeyStore(db, clock);
  const securities = new SecurityCatalog(db);
  const prices = new PriceBook(db);
  const accounts = new AccountDirectory(db);
  const records = new InstructionRecords(db);
  const ledger = new Ledger(db, clock, prices, securities);
  const users = new UserDirectory(db);
  const entitlements = new EntitlementStore(db);
  const banks = new BankDirectory(db);
  const flags = new FeatureFlagStore(db);
  const transfers = new TransferDesk(db, clock, ledger, securities, accounts, records, new AccountTransfers(db, accounts, flags, ledger));
  const actionItems = new ActionItemReader(db, new ActionItemDetails(db, banks, securities), entitlements);
  const decisions = new DecisionRecords(db, actionItems, entitlements);
  const appConfig = new AppConfigService(options.configDir);
  const addressInstructions = new AddressInstructionBook(db, clock, records, accounts, flags, transfers);
  const requestAudit = new RequestAuditLog(db, users);
  const securityEvents = new SecurityEventLog(requestAudit.store, clock, users);
  const timeouts = { idleTimeoutMs: options.idleTimeoutMs, absoluteLifetimeMs: options.absoluteLifetimeMs };
  // A signed-in session's end is a security event, with its reason and the client that signed in.
  const sessions = new SessionStore(db, clock, timeouts, (ended) =>
    securityEvents.record({ kind: 'sessionEnded', outcome: 'success', detail: ended.reason, userId: ended.userId, client: ended.client, at: ended.at }),
  );
  return {
    db,
    clock,
    users,
    unknownUsernames: new UnknownUsernames(db),
    identities,
    sessions,
    sessionLimits: new SessionLimits(db),
    passkeys,
    attempts,
    push: new PushChallenges(db, clock, () => appConfig.pushLifetimeMs()),
    pushEvents: new PushEvents(db, clock, securityEvents),
    codes,
    outbox,
    codeLimits,
    passwordCost: options.passwordCost ?? DEFAULT_SCRYPT_COST,
    flags,
    notifications: new ClientNotificationStore(db),
    userNotifications: new UserNotificationStore(db, clock),
    appConfig,
    maintenance: new MaintenanceSwitch(),
    faults: new FaultInjector(),
    accounts,
    entitlements,
    access: new AccessMemo(db, { users, accounts, entitlements }),
    securities,
    prices,
    ledger,
    balances: new BalanceReader(db),
    mintDetails: new MintAccountDetailsStore(db),
    burnAddresses: new BurnAddressBook(db, clock),
    banks,
    wireInstructions: new WireInstructionBook(db, clock, records, transfers),
    addressInstructions,
    transfers,
    depositAddresses: new DepositAddressBook(db, clock),
    transactionHistory: new TransactionHistory(db, securities),
    actionItems,
    decisions,
    approvals: new ApprovalDesk(db, clock, decisions, transferDecisions(transfers), addressDecisions(addressInstructions)),
    inboundDeposits: new InboundDepositDesk(db, clock, ledger, decisions),
    documents: new DocumentLibrary(db),
    documentFiles: new DocumentFiles(db, new DocumentLedger(db, securities, prices)),
    requestAudit,
    securityEvents,
    stepUps: new StepUps(db, clock, { codes, codeLimits, identities, passkeys: options.passkeys ?? passkeyVerifierOf(passkeys, options.relyingParty ?? {}) }),
  };
}
