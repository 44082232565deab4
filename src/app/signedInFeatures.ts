// The features a user meets only after signing in, in a chunk of their own: loaded at
// authentication (or while the start-up check runs on a page that needs a signed-in user, and
// prefetched by the browser when idle); their reducers and sagas register once the user is signed
// in (registerSignedInFeatures, called by the root saga), never on arrival alone. The
// session's inactivity pipeline and cross-tab channel come here too (ADR 0012).
import { accountsSaga } from '../features/accounts/entry';
import { actionItemsReducer } from '../features/actionItems/index';
import { actionItemsSaga } from '../features/actionItems/entry';
import { activityHistoryReducer } from '../features/activityHistory/index';
import { activityHistorySaga } from '../features/activityHistory/entry';
import { balancesReducer } from '../features/balances/index';
import { balancesSaga } from '../features/balances/entry';
import { documentsReducer } from '../features/documents/index';
import { documentsSaga } from '../features/documents/entry';
import { draftsReducer } from '../features/drafts/index';
import { draftsSaga } from '../features/drafts/entry';
import { mintBurnReducer } from '../features/mintBurn/index';
import { mintBurnSaga } from '../features/mintBurn/entry';
import { savedInstructionsReducer } from '../features/savedInstructions/index';
import { savedInstructionsSaga } from '../features/savedInstructions/entry';
import { notificationCentreReducer } from '../features/notificationCentre/index';
import { notificationCentreSaga } from '../features/notificationCentre/entry';
import { securityReducer } from '../features/security/index';
import { securitySaga } from '../features/security/entry';
import { inactivitySaga } from '../features/session/entry';
import { stepUpReducer } from '../features/stepUp/index';
import { transferReceiveReducer, transfersReducer } from '../features/transfers/index';
import { transfersSaga } from '../features/transfers/entry';
import { registerLazyReducers } from '../runtime/lazyReducers';
import { registerLazySaga } from '../runtime/lazySagas';

/** The signed-in features' reducers and root sagas; the tests' store is built from these too. */
export const SIGNED_IN_REDUCERS = {
  balances: balancesReducer,
  mintBurn: mintBurnReducer,
  savedInstructions: savedInstructionsReducer,
  transfers: transfersReducer,
  transferReceive: transferReceiveReducer,
  actionItems: actionItemsReducer,
  documents: documentsReducer,
  activityHistory: activityHistoryReducer,
  security: securityReducer,
  stepUp: stepUpReducer,
  notificationCentre: notificationCentreReducer,
  drafts: draftsReducer,
};
export const SIGNED_IN_SAGAS = [
  ['inactivity', inactivitySaga],
  ['accounts', accountsSaga],
  ['balances', balancesSaga],
  ['mintBurn', mintBurnSaga],
  ['savedInstructions', savedInstructionsSaga],
  ['transfers', transfersSaga],
  ['actionItems', actionItemsSaga],
  ['documents', documentsSaga],
  ['activityHistory', activityHistorySaga],
  ['security', securitySaga],
  ['notificationCentre', notificationCentreSaga],
  ['drafts', draftsSaga],
] as const;

/** Registers the reducers and starts the sagas (once: the root saga calls it at sign-in). */
export function registerSignedInFeatures(): void {
  registerLazyReducers(SIGNED_IN_REDUCERS); // one replacement of the store's reducer, not eight
  SIGNED_IN_SAGAS.forEach(([name, saga]) => registerLazySaga(name, saga));
}
