// The features a user meets only after signing in, in a chunk of their own: loaded (and
// prefetched by the browser when idle) at authentication, their sagas start on arrival.
import { accountsSaga } from '../features/accounts/index';
import { balancesReducer, balancesSaga } from '../features/balances/index';
import { mintBurnReducer, mintBurnSaga } from '../features/mintBurn/index';
import { registerLazyReducer } from '../shared/lazyReducers';
import { registerLazySaga } from '../shared/lazySagas';

/** The signed-in features' reducers and root sagas; the tests' store is built from these too. */
export const SIGNED_IN_REDUCERS = { balances: balancesReducer, mintBurn: mintBurnReducer };
export const SIGNED_IN_SAGAS = [
  ['accounts', accountsSaga],
  ['balances', balancesSaga],
  ['mintBurn', mintBurnSaga],
] as const;

Object.entries(SIGNED_IN_REDUCERS).forEach(([key, reducer]) => registerLazyReducer(key, reducer));
SIGNED_IN_SAGAS.forEach(([name, saga]) => registerLazySaga(name, saga));
