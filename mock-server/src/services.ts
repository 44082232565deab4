// The gateway's stateful parts, built once per app and handed to the routes.
import type { Db } from './db/database';
import { AccessMemo } from './domain/accessMemo';
import { DecisionRecords } from './domain/actionItemDecisions';
import { ActionItemDetails } from './domain/actionItemDetails';
import { ActionItemReader } from './domain/actionItemReader';
import { AccountDirectory } from './domain/accounts';
import { AddressInstructionBook } from './domain/addressInstructions';
import { AppConfigService } from './domain/appConfig';
import { ApprovalDesk, transferDecisions } from './domain/approvals';
import { AttemptStore } from './domain/attempts';
import { BalanceReader } from './domain/balances';
import { BankDirectory } from './domain/bankDirectory';
import type { Clock } from './domain/clock';
import { CodeLimits } from './domain/codeLimits';
import { DepositAddressBook } from './domain/depositAddresses';
import { DocumentLedger } from './domain/documentContent';
import { DocumentFiles } from './domain/documentFiles';
import { DocumentLibrary } from './domain/documents';
import { EntitlementStore } from './domain/entitlements';
import { FaultInjector } from './domain/faults';
import { FeatureFlagStore } from './domain/featureFlags';
import { IdentityDirectory } from './domain/identities';
import { InboundDepositDesk } from './domain/inboundDeposits';
import { InstructionRecords } from './domain/instructionRecords';
import { Ledger } from './domain/ledger';
import { MaintenanceSwitch } from './domain/maintenance';
import { BurnAddressBook, MintAccountDetailsStore } from './domain/mintBurn';
import { ClientNotificationStore } from './domain/notifications';
import { OneTimeCodes } from './domain/oneTimeCodes';
import { OneTimeCodeOutbox } from './domain/outbox';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './domain/passwords';
import { PriceBook } from './domain/prices';
import { PushChallenges } from './domain/push';
import { RequestAuditLog } from './domain/requestAudit';
import { SecurityCatalog } from './domain/securities';
import { SessionStore, type SessionTimeouts } from './domain/sessions';
import { TransactionHistory } from './domain/transactionHistory';
import { UnknownUsernames } from './domain/unknownUsernames';
import { TransferDesk } from './domain/transfers';
import { LOCKOUT_MS, UserDirectory } from './domain/users';
import { WireInstructionBook } from './domain/wireInstructions';

export interface GatewayServices {
  db: Db;
  clock: Clock;
  users: UserDirectory;
  /** Wrong passwords of usernames no user has (the lockout does not tell them apart). */
  unknownUsernames: UnknownUsernames;
  identities: IdentityDirectory;
  sessions: SessionStore;
  attempts: AttemptStore;
  push: PushChallenges;
  codes: OneTimeCodes;
  outbox: OneTimeCodeOutbox;
  /** Wrong codes and sends per person, across attempts. */
  codeLimits: CodeLimits;
  /** scrypt cost of passwords set through the API (reset, registration). */
  passwordCost: ScryptCost;
  flags: FeatureFlagStore;
  notifications: ClientNotificationStore;
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
}

export interface ServiceOptions extends SessionTimeouts {
  db: Db;
  clock: Clock;
  configDir: string;
  passwordCost?: ScryptCost;
}

export function createServices(options: ServiceOptions): GatewayServices {
  const { db, clock } = options;
  const attempts = new AttemptStore(db, clock);
  const outbox = new OneTimeCodeOutbox();
  const securities = new SecurityCatalog(db);
  const prices = new PriceBook(db);
  const accounts = new AccountDirectory(db);
  const records = new InstructionRecords(db);
  const ledger = new Ledger(db, clock, prices, securities);
  const users = new UserDirectory(db);
  const entitlements = new EntitlementStore(db);
  const banks = new BankDirectory(db);
  const transfers = new TransferDesk(db, clock, ledger, securities, accounts, records);
  const actionItems = new ActionItemReader(db, new ActionItemDetails(db, banks, securities), entitlements);
  const decisions = new DecisionRecords(db, actionItems, entitlements);
  return {
    db,
    clock,
    users,
    unknownUsernames: new UnknownUsernames(db),
    identities: new IdentityDirectory(db),
    sessions: new SessionStore(db, clock, { idleTimeoutMs: options.idleTimeoutMs, absoluteLifetimeMs: options.absoluteLifetimeMs }),
    attempts,
    push: new PushChallenges(db, clock),
    codes: new OneTimeCodes(db, clock, attempts, outbox),
    outbox,
    codeLimits: new CodeLimits(clock, LOCKOUT_MS),
    passwordCost: options.passwordCost ?? DEFAULT_SCRYPT_COST,
    flags: new FeatureFlagStore(db),
    notifications: new ClientNotificationStore(db),
    appConfig: new AppConfigService(options.configDir),
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
    addressInstructions: new AddressInstructionBook(db, clock, records, accounts, transfers),
    transfers,
    depositAddresses: new DepositAddressBook(db, clock),
    transactionHistory: new TransactionHistory(db, securities),
    actionItems,
    decisions,
    approvals: new ApprovalDesk(db, clock, decisions, transferDecisions(transfers)),
    inboundDeposits: new InboundDepositDesk(db, clock, ledger, decisions),
    documents: new DocumentLibrary(db),
    documentFiles: new DocumentFiles(db, new DocumentLedger(db, securities, prices)),
    requestAudit: new RequestAuditLog(db, users),
  };
}
