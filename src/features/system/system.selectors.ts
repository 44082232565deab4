import { createSelector } from 'reselect';
import type { AppConfig } from '../../api/contract/config';
import type { FeatureFlag, FlagValues } from './flags';
import { alertsAdapter, type SystemState } from './system.slice';

interface WithSystem {
  system: SystemState;
}

const selectSystem = (state: WithSystem) => state.system;

export const selectConfig = (state: WithSystem): AppConfig | null => selectSystem(state).config.value;

/** The configuration once booted; boot guarantees it is loaded before anything renders. */
export const selectLoadedConfig = (state: WithSystem): AppConfig => {
  const config = selectConfig(state);
  if (!config) throw new Error('Configuration is not loaded');
  return config;
};

export const selectFlagValues = (state: WithSystem) => selectSystem(state).flags.values;
export const selectFlagsStatus = (state: WithSystem) => selectSystem(state).flags.status;
export const selectFlag = (state: WithSystem, flag: FeatureFlag): boolean => selectFlagValues(state)[flag] === true;
/** The flags that have answered so far: every flag once all have (system/flagsLoaded). */
export const selectFlagAnswers = (state: WithSystem): Partial<FlagValues> => selectSystem(state).flags.answered;
/** A flag's value once it has answered (before every flag has), else undefined: for a pipeline that waits for that flag only. */
export const selectFlagAnswer = (state: WithSystem, flag: FeatureFlag): boolean | undefined => selectSystem(state).flags.answered[flag];

export const selectNotifications = (state: WithSystem) => selectSystem(state).notifications.items;

/** Whether system/shellPainted has been seen (it may come before the sagas start: boot). */
export const selectShellPainted = (state: WithSystem): boolean => selectSystem(state).flags.shellPainted;

/**
 * The flags and the notifications have answered (a failed call counts): what the late parts of the
 * shell (notices, footer, cookie banner) wait for, so they appear once, together, without moving
 * the page (ADR 0012).
 */
export const selectShellDataSettled = (state: WithSystem): boolean => {
  const notifications = selectSystem(state).notifications.status;
  return selectFlagsStatus(state) === 'succeeded' && (notifications === 'succeeded' || notifications === 'failed');
};

export const selectGatewayDown = (state: WithSystem) => selectSystem(state).maintenance.gatewayDown;

const alertSelectors = alertsAdapter.getSelectors((state: WithSystem) => selectSystem(state).alerts);
export const selectAlerts = alertSelectors.selectAll;

export const selectSpinnerVisible = (state: WithSystem) => selectSystem(state).spinner.visible;

export const selectCookieBannerVariant = createSelector(
  [selectFlagValues],
  (flags): 'new' | 'old' | null => (flags.newCookieBanner ? 'new' : flags.oldCookieBanner ? 'old' : null),
);
