// System state: configuration, flags, notifications, maintenance, alerts and the global spinner.
// Actions are events; reducers ignore events that make no sense in the current state.
import { combineReducers, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppConfig } from '../../api/contract/config';
import type { Alert } from '../../shared/alerts/types';
import type { LoadStatus } from '../../shared/loadStatus';
import { ALL_FLAGS_OFF, type FlagValues } from './flags';
import type { ClientNotification } from './types';

export const MAX_OPEN_ALERTS = 10;

const configSlice = createSlice({
  name: 'system',
  initialState: { value: null as AppConfig | null },
  reducers: {
    configLoaded: (state, action: PayloadAction<{ config: AppConfig }>) => {
      state.value = action.payload.config;
    },
  },
});

const flagsSlice = createSlice({
  name: 'system',
  initialState: { status: 'idle' as LoadStatus, values: ALL_FLAGS_OFF, answered: {} as Partial<FlagValues>, shellPainted: false },
  reducers: {
    /**
     * The shell is on screen: the flags and notifications load now, not before the first paint.
     * Remembered: a page rendered from nothing paints before the sagas start (boot, ADR 0022).
     */
    shellPainted: (state) => {
      state.shellPainted = true;
    },
    flagsRequested: (state) => {
      state.status = 'pending';
      state.answered = {};
    },
    /** A batch of flags has answered (a failed call is off), for a pipeline that waits for one flag only. */
    flagsAnswered: (state, action: PayloadAction<{ values: Partial<FlagValues> }>) => {
      if (state.status === 'pending') Object.assign(state.answered, action.payload.values);
    },
    /** Every flag has answered: `values` is what the portal reads. */
    flagsLoaded: (state, action: PayloadAction<{ values: FlagValues }>) => {
      state.status = 'succeeded';
      state.values = action.payload.values;
      state.answered = action.payload.values;
    },
  },
});

const notificationsSlice = createSlice({
  name: 'system',
  initialState: { status: 'idle' as LoadStatus, items: [] as ClientNotification[] },
  reducers: {
    notificationsRequested: (state) => {
      state.status = 'pending';
    },
    notificationsLoaded: (state, action: PayloadAction<{ items: ClientNotification[] }>) => {
      state.status = 'succeeded';
      state.items = action.payload.items;
    },
    notificationsFailed: (state) => {
      state.status = 'failed';
      state.items = [];
    },
  },
});

const maintenanceSlice = createSlice({
  name: 'system',
  initialState: { gatewayDown: false, since: null as number | null },
  reducers: {
    maintenanceDetected: (state, action: PayloadAction<{ at: number }>) => {
      if (state.gatewayDown) return;
      state.gatewayDown = true;
      state.since = action.payload.at;
    },
    gatewayRecovered: (state) => {
      state.gatewayDown = false;
      state.since = null;
    },
  },
});

export const alertsAdapter = createEntityAdapter<Alert>({
  sortComparer: (a, b) => a.raisedAt - b.raisedAt,
});

const alertsSlice = createSlice({
  name: 'system',
  initialState: alertsAdapter.getInitialState(),
  reducers: {
    alertRaised: (state, action: PayloadAction<{ alert: Alert }>) => {
      alertsAdapter.addOne(state, action.payload.alert);
      const overflow = state.ids.length - MAX_OPEN_ALERTS;
      if (overflow > 0) alertsAdapter.removeMany(state, state.ids.slice(0, overflow));
    },
    alertDismissed: (state, action: PayloadAction<{ id: string }>) => {
      alertsAdapter.removeOne(state, action.payload.id);
    },
    alertExpired: (state, action: PayloadAction<{ id: string }>) => {
      alertsAdapter.removeOne(state, action.payload.id);
    },
    alertsCleared: (state) => {
      alertsAdapter.removeAll(state);
    },
  },
});

const spinnerSlice = createSlice({
  name: 'system',
  initialState: { visible: false },
  reducers: {
    spinnerShown: (state) => {
      state.visible = true;
    },
    spinnerHidden: (state) => {
      state.visible = false;
    },
  },
});

const crashSlice = createSlice({
  name: 'system',
  initialState: { crashedSagas: [] as string[] },
  reducers: {
    sagaCrashed: (state, action: PayloadAction<{ saga: string; message: string }>) => {
      state.crashedSagas.push(action.payload.saga);
    },
  },
});

export const systemActions = {
  ...configSlice.actions,
  ...flagsSlice.actions,
  ...notificationsSlice.actions,
  ...maintenanceSlice.actions,
  ...alertsSlice.actions,
  ...spinnerSlice.actions,
  ...crashSlice.actions,
};

export const systemReducer = combineReducers({
  config: configSlice.reducer,
  flags: flagsSlice.reducer,
  notifications: notificationsSlice.reducer,
  maintenance: maintenanceSlice.reducer,
  alerts: alertsSlice.reducer,
  spinner: spinnerSlice.reducer,
  crashes: crashSlice.reducer,
});

export type SystemState = ReturnType<typeof systemReducer>;
