// The feature flags the portal reads (spec part 2 §6, plus MarketMaker and CCLogin of part 1).
// A flag that cannot be fetched or is missing is off.
import { featureKey, type FeatureKeyType } from '../../api/contract/featureService';

export const FEATURE_FLAGS = [
  'CCLogin',
  'MarketMaker',
  'try-another-way',
  'aa',
  'a2a',
  'mm-sdai',
  'disEnabled',
  'oldCookieBanner',
  'newCookieBanner',
  'eu-trvl-rule',
  'wire-out-v2',
  'multi-account-types',
  'am.activityv3.enabled',
  'am.mm.enabled',
  'stablecoinTerms',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FlagValues = Record<FeatureFlag, boolean>;

export const ALL_FLAGS_OFF: FlagValues = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, false])) as FlagValues;

/** Key sent to the flag service: {appnumber}-{type}-{flag} (the contract's featureKey). */
export function flagKey(appNumber: string, type: FeatureKeyType, flag: string): string {
  return featureKey(appNumber, type, flag);
}
