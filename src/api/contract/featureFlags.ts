// The feature flags the portal reads (spec part 2 §6, plus MarketMaker and CCLogin of part 1).
// One list for the SPA and the reference gateway, so the flag service knows every flag the SPA asks
// for and nothing else.
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
  // Shows Activity History's activity-type and asset selects, hidden by the spec (part 2 §2): ours.
  'am.activityfilters.enabled',
  'am.mm.enabled',
  'stablecoinTerms',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export function isFeatureFlag(name: string): name is FeatureFlag {
  return (FEATURE_FLAGS as readonly string[]).includes(name);
}
