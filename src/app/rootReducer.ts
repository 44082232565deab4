import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { accountsReducer } from '../features/accounts/index';
import { authReducer } from '../features/auth/index';
import { sessionReducer, sessionTimeoutReducer } from '../features/session/index';
import { systemReducer } from '../features/system/index';

/** Reducers present from the first page. Others (redux-form's `form`) arrive with their chunk. */
export const staticReducers = {
  system: systemReducer,
  auth: authReducer,
  session: sessionReducer,
  sessionTimeout: sessionTimeoutReducer,
  accounts: accountsReducer,
};

export const rootReducer = combineReducers(staticReducers);

export type RootState = ReturnType<typeof rootReducer> & { form?: unknown };

/** The root reducer with lazily registered reducers added (see src/runtime/lazyReducers.ts). */
export function rootReducerWith(injected: Record<string, Reducer>): Reducer {
  return combineReducers({ ...staticReducers, ...injected });
}
