// Feature-flag events: every flag off unless named.
import { ALL_FLAGS_OFF, systemActions, type FeatureFlag, type FlagValues } from '../../src/features/system/index';

/** Flags loaded with `values` (all others off). */
export const flagsLoaded = (values: Partial<FlagValues> = {}) => systemActions.flagsLoaded({ values: { ...ALL_FLAGS_OFF, ...values } });

/** Flags loaded with the named ones on. */
export const flagsOn = (...flags: FeatureFlag[]) => flagsLoaded(Object.fromEntries(flags.map((f) => [f, true])));
