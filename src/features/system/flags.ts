// The feature flags the portal reads (the list lives in the contract, shared with the gateway).
// A flag that cannot be fetched or is missing is off.
import { FEATURE_FLAGS, type FeatureFlag } from '../../api/contract/featureFlags';

export { FEATURE_FLAGS, type FeatureFlag };

export type FlagValues = Record<FeatureFlag, boolean>;

export const ALL_FLAGS_OFF: FlagValues = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, false])) as FlagValues;
