// The features a user meets only after signing in, in a chunk of their own: loaded (and
// prefetched by the browser when idle) at authentication, their sagas start on arrival. The
// session's inactivity pipeline and cross-tab channel come here too (ADR 0012).
import { accountsSaga } from '../features/accounts/index';
import { balancesReducer, balancesSaga } from '../features/balances/index';
import { mintBurnReducer, mintBurnSaga } from '../features/mintBurn/index';
import { savedInstructionsReducer, savedInstructionsSaga } from '../features/savedInstructions/index';
import { inactivitySaga } from '../features/session/index';
import { registerLazyReducer } from '../shared/lazyReducers';
import { registerLazySaga } from '../shared/lazySagas';

/** The signed-in features' reducers and root sagas; the tests' store is built from these too. */
export const SIGNED_IN_REDUCERS = { balances: balancesReducer, mintBurn: mintBurnReducer, savedInstructions: savedInstructionsReducer };
export const SIGNED_IN_SAGAS = [
  ['inactivity', inactivitySaga],
  ['accounts', accountsSaga],
  ['balances', balancesSaga],
  ['mintBurn', mintBurnSaga],
  ['savedInstructions', savedInstructionsSaga],
] as const;

Object.entries(SIGNED_IN_REDUCERS).forEach(([key, reducer]) => registerLazyReducer(key, reducer));
SIGNED_IN_SAGAS.forEach(([name, saga]) => registerLazySaga(name, saga));
