import { expectSaga } from 'redux-saga-test-plan';
import { throwError } from 'redux-saga-test-plan/providers';
import * as matchers from 'redux-saga-test-plan/matchers';
import { fetchFeatureFlag } from '../../../src/api/endpoints/system.api';
import { ALL_FLAGS_OFF, FEATURE_FLAGS, selectFlag, selectFlagAnswer, selectFlagsStatus, systemActions, type FeatureFlag } from '../../../src/features/system/index';
import { FLAGS_FIRST, loadFlags } from '../../../src/features/system/sagas/flags';
import { observedReducer, testReducer } from '../../support/testStore';
import { DELAY_FN, instantDelays, settle } from '../../support/sagaServices';

/** The flag service as the test scripts it: a value, or a failure. */
function flagService(answers: Partial<Record<FeatureFlag, boolean | Error>>) {
  return {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      if (effect.fn === DELAY_FN) return undefined; // the yield between two tasks' worth of calls
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
    const askedFor = asked.map((e: { payload: { args: unknown[] } }) => e.payload.args);
    expect([...askedFor].sort()).toEqual(FEATURE_FLAGS.map((f) => ['4242', f]).sort());
    expect(selectFlagsStatus(storeState)).toBe('succeeded');
    expect(selectFlag(storeState, 'MarketMaker')).toBe(true);
  });

  it('fetches the flags in parallel: every call is under way before any answers', async () => {
    const waiting: Array<() => void> = [];
    const run = expectSaga(loadFlags, '4242')
      .withReducer(testReducer)
      .provide({
        call(effect, next) {
          if (effect.fn === DELAY_FN) return undefined;
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

  it('sends four calls to a task, yielding the main thread (delay(0)) before each task of calls', async () => {
    const sent: string[] = [];
    await expectSaga(loadFlags, '4242')
      .withReducer(testReducer)
      .provide({
        call(effect, next) {
          if (effect.fn === DELAY_FN) return void sent.push('yield');
          if (effect.fn !== fetchFeatureFlag) return next();
          sent.push('call');
          return false;
        },
      })
      .run();
    expect(sent[0]).toBe('yield');
    const tasks = sent.join(' ').split('yield').slice(1).map((task) => task.trim().split(' ').length);
    expect(tasks).toEqual([4, 4, 4, FEATURE_FLAGS.length - 12]);
  });

  it('asks first for the flags the first pipelines wait for (they answer in the first round trip)', async () => {
    const { effects } = await expectSaga(loadFlags, '4242').withReducer(testReducer).provide(flagService({})).run();
    const asked = (effects.call ?? []).filter((e: { payload: { fn: unknown } }) => e.payload.fn === fetchFeatureFlag);
    expect(asked.slice(0, FLAGS_FIRST.length).map((e: { payload: { args: unknown[] } }) => e.payload.args[1])).toEqual([...FLAGS_FIRST]);
    expect(FLAGS_FIRST.slice(0, 2)).toEqual(['multi-account-types', 'MarketMaker']);
  });

  it("puts a batch's answers in one action once the batch has answered, before every flag has (a failed call is off)", async () => {
    const waiting = new Map<FeatureFlag, (on: boolean | Error) => void>();
    const observed = observedReducer();
    const run = expectSaga(loadFlags, '4242')
      .withReducer(observed.reducer)
      .provide({
        call(effect, next) {
          if (effect.fn === DELAY_FN) return undefined;
          if (effect.fn !== fetchFeatureFlag) return next();
          return new Promise<boolean>((resolve, reject) =>
            waiting.set(effect.args[1] as FeatureFlag, (on) => (on instanceof Error ? reject(on) : resolve(on))),
          );
        },
      })
      .run();
    await settle();
    waiting.get('multi-account-types')?.(true);
    waiting.get('MarketMaker')?.(new Error('HTTP 500'));
    waiting.get('CCLogin')?.(false);
    await settle();
    // The batch is not complete: nothing of it is put yet.
    expect(selectFlagAnswer(observed.latest(), 'multi-account-types')).toBeUndefined();
    waiting.get('newCookieBanner')?.(true);
    await settle();
    expect(selectFlagsStatus(observed.latest())).toBe('pending');
    expect(selectFlagAnswer(observed.latest(), 'multi-account-types')).toBe(true);
    expect(selectFlagAnswer(observed.latest(), 'MarketMaker')).toBe(false);
    expect(selectFlagAnswer(observed.latest(), 'newCookieBanner')).toBe(true);
    expect(selectFlagAnswer(observed.latest(), 'oldCookieBanner')).toBeUndefined();
    waiting.forEach((answer, flag) => !FLAGS_FIRST.slice(0, 4).includes(flag) && answer(false));
    const { storeState, effects } = await run;
    const batches = (effects.put ?? []).filter((e: { payload: { action: { type: string } } }) => e.payload.action.type === systemActions.flagsAnswered.type);
    expect(batches).toHaveLength(4); // sixteen flags, four actions
    expect(batches[0]?.payload.action).toEqual(
      systemActions.flagsAnswered({ values: { 'multi-account-types': true, MarketMaker: false, CCLogin: false, newCookieBanner: true } }),
    );
    expect(selectFlagAnswer(storeState, 'multi-account-types')).toBe(true);
    expect(selectFlagAnswer(storeState, 'MarketMaker')).toBe(false);
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
      .provide([instantDelays, [matchers.call.fn(fetchFeatureFlag), throwError(new Error('offline'))]])
      .put(systemActions.flagsLoaded({ values: ALL_FLAGS_OFF }))
      .run();
  });
});
