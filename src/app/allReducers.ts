// Every reducer the app can hold: the first page's, the user-access and signed-in chunks' and
// redux-form's (which arrive with their chunks in the browser). The tests' store and the session log's replay
// (`npm run replay`, docs/action-log.md) are built from it; the app itself never imports it.
import { reducer as formReducer } from 'redux-form';
import type { Reducer } from 'redux';
import { authReducerWithUserAccess } from '../features/auth/index';
import { staticReducers } from './rootReducer';
import { SIGNED_IN_REDUCERS } from './signedInFeatures';

export const ALL_REDUCERS = { ...staticReducers, auth: authReducerWithUserAccess, ...SIGNED_IN_REDUCERS, form: formReducer as Reducer };
