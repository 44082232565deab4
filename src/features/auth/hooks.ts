// Typed store hooks for the auth pages (a feature never imports app/, so it types what it reads).
import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import type { SessionState } from '../session/index';
import type { SystemState } from '../system/index';
import type { AuthState } from './auth.slice';

export interface AuthRootState {
  auth: AuthState;
  session: SessionState;
  system: SystemState;
}

export const useAuthSelector: TypedUseSelectorHook<AuthRootState> = useSelector;
export const useAuthDispatch = useDispatch;
