// The features a user meets only after signing in, in a chunk of their own: loaded (and
// prefetched by the browser when idle) at authentication, their sagas start on arrival. The
// session's inactivity pipeline and cross-tab channel come here too (ADR 0012).
import { accountsSaga } from '../features/accounts/index';
import { balancesReducer, balancesSaga } from '../features/balances/index';
import { mintBurnReducer, mintBurnSaga } from '../features/mintBurn/index';
import { inactivitySaga } from '../features/session/index';
import { savedInstructionsReducer, savedInstructionsSaga } from '../features/savedInstructions/index';
import { registerLazyReducer } from '../shared/lazyReducers';
import { registerLazySaga } from '../shared/lazySagas';

registerLazyReducer('balances', balancesReducer);
registerLazyReducer('mintBurn', mintBurnReducer);
registerLazySaga('inactivity', inactivitySaga);
registerLazyReducer('savedInstructions', savedInstructionsReducer);
registerLazySaga('accounts', accountsSaga);
registerLazySaga('balances', balancesSaga);
registerLazySaga('mintBurn', mintBurnSaga);
registerLazySaga('savedInstructions', savedInstructionsSaga);

export const SIGNED_IN_FEATURES = ['accounts', 'balances', 'mintBurn', 'savedInstructions'] as const;
