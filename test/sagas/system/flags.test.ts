import { expectSaga } from 'redux-saga-test-plan';
import { throwError } from 'redux-saga-test-plan/providers';
import * as matchers from 'redux-saga-test-plan/matchers';
import { fetchFeatureFlag } from '../../../src/api/system.api';
import { ALL_FLAGS_OFF, FEATURE_FLAGS, selectFlag, selectFlagsStatus, systemActions, type FeatureFlag } from '../../../src/features/system/index';
import { loadFlags } from '../../../src/features/system/sagas/flags';
import { testReducer } from '../../support/testStore';
import { settle } from '../../support/sagaServices';

/** The flag service as the test scripts it: a value, or a failure. */
function flagService(answers: Partial<Record<FeatureFlag, boolean | Error>>) {
  return {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      if (effect.fn !== fetchFeatureFlag) return next();
      const answer = answers[effect.args[1] as FeatureFlag];
      if (answer instanceof Error) throw answer;
      return answer ?? false; // the API answers false for a missing flag
    },
  };
}

describe('loadFlags', () => {
  it('asks for every flag with the app number and loads the true ones as on', async () => {
    const { storeState, effects } = await expectSaga(loadFlags, '4242')
      .withReducer(testReducer)
      .provide(flagService({ MarketMaker: true, newCookieBanner: true }))
      .put(systemActions.flagsRequested())
      .put(systemActions.flagsLoaded({ values: { ...ALL_FLAGS_OFF, MarketMaker: true, newCookieBanner: true } }))
      .run();
    const asked = (effects.call ?? []).filter((e: { payload: { fn: unknown } }) => e.payload.fn === fetchFeatureFlag);
    expect(asked.map((e: { payload: { args: unknown[] } }) => e.payload.args)).toEqual(FEATURE_FLAGS.map((f) => ['4242', f]));
    expect(selectFlagsStatus(storeState)).toBe('succeeded');
    expect(selectFlag(storeState, 'MarketMaker')).toBe(true);
  });

  it('fetches the flags in parallel: every call is under way before any answers', async () => {
    const waiting: Array<() => void> = [];
    const run = expectSaga(loadFlags, '4242')
      .withReducer(testReducer)
      .provide({
        call(effect, next) {
          if (effect.fn !== fetchFeatureFlag) return next();
          return new Promise<boolean>((resolve) => waiting.push(() => resolve(true)));
        },
      })
      .run({ timeout: false });
    await settle();
    expect(waiting).toHaveLength(FEATURE_FLAGS.length);
    waiting.forEach((answer) => answer());
    const { storeState } = await run;
    expect(FEATURE_FLAGS.every((flag) => selectFlag(storeState, flag))).toBe(true);
  });

  it('a missing flag is off', async () => {
    const { storeState } = await expectSaga(loadFlags, '4242')
      .withReducer(testReducer)
      .provide(flagService({ aa: true }))
      .run();
    expect(selectFlag(storeState, 'a2a')).toBe(false);
    expect(selectFlag(storeState, 'aa')).toBe(true);
  });

  it('a flag whose call fails is off, and the others still load', async () => {
    const { storeState } = await expectSaga(loadFlags, '4242')
      .withReducer(testReducer)
      .provide(flagService({ MarketMaker: new Error('HTTP 500'), CCLogin: true }))
      .run();
    expect(selectFlag(storeState, 'MarketMaker')).toBe(false);
    expect(selectFlag(storeState, 'CCLogin')).toBe(true);
    expect(selectFlagsStatus(storeState)).toBe('succeeded');
  });

  it('every call failing leaves every flag off', async () => {
    await expectSaga(loadFlags, '4242')
      .withReducer(testReducer)
      .provide([[matchers.call.fn(fetchFeatureFlag), throwError(new Error('offline'))]])
      .put(systemActions.flagsLoaded({ values: ALL_FLAGS_OFF }))
      .run();
  });
});
