import { createSelector } from '@reduxjs/toolkit';
import type { AppConfig } from '../../api/contract/config';
import type { FeatureFlag } from './flags';
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

export const selectNotifications = (state: WithSystem) => selectSystem(state).notifications.items;

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
export const selectAlertCount = alertSelectors.selectTotal;

export const selectSpinnerVisible = (state: WithSystem) => selectSystem(state).spinner.visible;

export const selectCookieBannerVariant = createSelector(
  [selectFlagValues],
  (flags): 'new' | 'old' | null => (flags.newCookieBanner ? 'new' : flags.oldCookieBanner ? 'old' : null),
);
