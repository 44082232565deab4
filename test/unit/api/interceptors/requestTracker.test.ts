import { AxiosError } from 'axios';
import { createRequestTracker } from '../../../../src/api/transport/interceptors/requestTracker';
import { answer, httpError, requestConfig } from '../support';

function tracker() {
  const emit = jest.fn();
  return { emit, ...createRequestTracker({ emit }) };
}

describe('requestTracker', () => {
  it('announces each request with its own id and settles it on the answer', () => {
    const { onRequest, onResponse, emit } = tracker();
    const first = onRequest(requestConfig('/gateway/a?x=1'));
    const second = onRequest(requestConfig('/user/b'));
    onResponse(answer(second, 200, {}));
    onResponse(answer(first, 200, {}));
    const about = { requestId: '', background: false };
    expect(emit.mock.calls.map(([event]) => event)).toEqual([
      { type: 'requestStarted', id: 1, url: '/gateway/a', ...about },
      { type: 'requestStarted', id: 2, url: '/user/b', ...about },
      { type: 'requestSettled', id: 2, url: '/user/b', ...about },
      { type: 'requestSettled', id: 1, url: '/gateway/a', ...about },
    ]);
  });

  it('settles a failed request and rethrows its error', () => {
    const { onRequest, onError, emit } = tracker();
    const config = onRequest(requestConfig('/gateway/a'));
    const error = httpError(config, 500, '');
    expect(() => onError(error)).toThrow(error);
    expect(emit).toHaveBeenLastCalledWith({ type: 'requestSettled', id: 1, url: '/gateway/a', requestId: '', background: false });
  });

  it('settles a request once even if its config comes back twice', () => {
    const { onRequest, onResponse, emit } = tracker();
    const config = onRequest(requestConfig('/gateway/a'));
    onResponse(answer(config, 200, {}));
    onResponse(answer(config, 200, {}));
    expect(emit.mock.calls.filter(([e]) => e.type === 'requestSettled')).toHaveLength(1);
  });

  it('ignores errors of requests it never started (blocked before leaving)', () => {
    const { onError, emit } = tracker();
    const error = new AxiosError('blocked', 'ERR', requestConfig('/gateway/a'));
    expect(() => onError(error)).toThrow(error);
    expect(() => onError(new Error('not axios'))).toThrow('not axios');
    expect(emit).not.toHaveBeenCalled();
  });

  it('tells requests marked suppressSpinner as background ones, with the request id the extra header gave', () => {
    const { onRequest, onResponse, emit } = tracker();
    const config = onRequest(requestConfig('/gateway/public/status', { suppressSpinner: true, requestId: 'r-1' }));
    onResponse(answer(config, 200, 'UP'));
    expect(emit.mock.calls.map(([event]) => event)).toEqual([
      { type: 'requestStarted', id: 1, url: '/gateway/public/status', requestId: 'r-1', background: true },
      { type: 'requestSettled', id: 1, url: '/gateway/public/status', requestId: 'r-1', background: true },
    ]);
  });
});
