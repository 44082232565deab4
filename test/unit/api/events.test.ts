import { createApiEventBus } from '../../../src/api/transport/events';
import { closeGateway, isGatewayDown, openGateway } from '../../../src/api/transport/gate';
import { requestMethod, requestPath } from '../../../src/api/transport/endpoints';

describe('api event bus', () => {
  it('delivers to every subscriber until it unsubscribes', () => {
    const bus = createApiEventBus();
    const first = jest.fn();
    const second = jest.fn();
    const stop = bus.subscribe(first);
    bus.subscribe(second);
    bus.emit({ type: 'requestBlocked', url: '/a' });
    stop();
    bus.emit({ type: 'requestBlocked', url: '/b' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('a throwing listener does not stop the others (nor the request that emitted)', () => {
    const bus = createApiEventBus();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    bus.subscribe(() => {
      throw new Error('listener bug');
    });
    bus.subscribe(after);
    expect(() => bus.emit({ type: 'requestBlocked', url: '/a' })).not.toThrow();
    expect(after).toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('gate', () => {
  it('closes and opens', () => {
    closeGateway();
    expect(isGatewayDown()).toBe(true);
    openGateway();
    expect(isGatewayDown()).toBe(false);
  });
});

describe('requestPath / requestMethod', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['/gateway/public/status', '/gateway/public/status'],
    ['/gateway/x?key=a-flag-b#top', '/gateway/x'],
    ['https://gw.test:8443/gateway/x?y=1', '/gateway/x'],
    ['http://[bad', 'http://[bad'],
  ])('requestPath(%j) is %j', (url, expected) => {
    expect(requestPath(url)).toBe(expected);
  });

  it('defaults the method to GET and upper-cases it', () => {
    expect(requestMethod(undefined)).toBe('GET');
    expect(requestMethod('post')).toBe('POST');
  });
});
