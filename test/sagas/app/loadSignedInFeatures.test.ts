// The signed-in features' chunk may arrive early (RouteGuard starts it while the start-up check
// runs), but its reducers and sagas register only once the user is signed in.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { loadSignedInFeatures } from '../../../src/app/rootSaga';
import { importSignedInFeatures } from '../../../src/app/signedInChunk';
import { sessionActions } from '../../../src/features/session/index';
import { configLoaded } from '../../builders/config';
import { stateAfter, testReducer } from '../../support/testStore';
import { runDispatching, untilFinished } from '../../support/sagaServices';

const features = { registerSignedInFeatures: jest.fn() };

describe('loadSignedInFeatures', () => {
  beforeEach(() => features.registerSignedInFeatures.mockClear());

  it('registers nothing while nobody is signed in', async () => {
    const tester = expectSaga(untilFinished, loadSignedInFeatures)
      .withReducer(testReducer, stateAfter(configLoaded(), sessionActions.signedOutDetected()))
      .provide([[matchers.call.fn(importSignedInFeatures), features]])
      .not.call.fn(importSignedInFeatures);
    await runDispatching(tester); // nothing happens: the saga still waits for a sign-in when the run is finished
    expect(features.registerSignedInFeatures).not.toHaveBeenCalled();
  });

  it('loads then registers the features once the user signs in', async () => {
    await expectSaga(loadSignedInFeatures)
      .withReducer(testReducer, stateAfter(configLoaded()))
      .provide([[matchers.call.fn(importSignedInFeatures), features]])
      .dispatch(sessionActions.signedIn({ username: 'demo.plain', via: 'signIn' }))
      .call(importSignedInFeatures)
      .call(features.registerSignedInFeatures)
      .run();
    expect(features.registerSignedInFeatures).toHaveBeenCalledTimes(1);
  });

  it('registers at once for a user already signed in', async () => {
    await expectSaga(loadSignedInFeatures)
      .withReducer(testReducer, stateAfter(configLoaded(), sessionActions.signedIn({ username: 'demo.plain', via: 'startupCheck' })))
      .provide([[matchers.call.fn(importSignedInFeatures), features]])
      .call(features.registerSignedInFeatures)
      .run();
  });
});
