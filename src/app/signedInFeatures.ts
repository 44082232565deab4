// The features a user meets only after signing in, in a chunk of their own: loaded at
// authentication (or while the start-up check runs on a page that needs a signed-in user, and
// prefetched by the browser when idle); their reducers and sagas register once the user is signed
// in (registerSignedInFeatures, called by the root saga), never on arrival alone. The
// session's inactivity pipeline and cross-tab channel come here too (ADR 0012).
import { accountsSaga } from '../features/accounts/index';
import { actionItemsReducer, actionItemsSaga } from '../features/actionItems/index';
import { activityHistoryReducer, activityHistorySaga } from '../features/activityHistory/index';
import { balancesReducer, balancesSaga } from '../features/balances/index';
import { documentsReducer, documentsSaga } from '../features/documents/index';
import { mintBurnReducer, mintBurnSaga } from '../features/mintBurn/index';
import { savedInstructionsReducer, savedInstructionsSaga } from '../features/savedInstructions/index';
import { inactivitySaga } from '../features/session/index';
import { transferReceiveReducer, transfersReducer, transfersSaga } from '../features/transfers/index';
import { registerLazyReducers } from '../shared/lazyReducers';
import { registerLazySaga } from '../shared/lazySagas';

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
] as const;

/** Registers the reducers and starts the sagas (once: the root saga calls it at sign-in). */
export function registerSignedInFeatures(): void {
  registerLazyReducers(SIGNED_IN_REDUCERS); // one replacement of the store's reducer, not eight
  SIGNED_IN_SAGAS.forEach(([name, saga]) => registerLazySaga(name, saga));
}
