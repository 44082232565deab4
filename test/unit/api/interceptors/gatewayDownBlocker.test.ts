import { GatewayDownError } from '../../../../src/api/transport/errors';
import { createGatewayDownBlocker } from '../../../../src/api/transport/interceptors/gatewayDownBlocker';
import { requestConfig } from '../support';

function blocker(down: boolean) {
  const emit = jest.fn();
  return { emit, ...createGatewayDownBlocker({ emit, gate: { isGatewayDown: () => down } }) };
}

describe('gatewayDownBlocker', () => {
  it('lets every request through while the gateway is up', () => {
    const { onRequest, emit } = blocker(false);
    const config = requestConfig('/gateway/institutional/moneymovement/api/v1/feature', { method: 'post' });
    expect(onRequest(config)).toBe(config);
    expect(emit).not.toHaveBeenCalled();
  });

  it.each([
    ['POST', '/gateway/institutional/moneymovement/api/v2/firm/account'],
    ['GET', '/user/identity/username'],
    ['POST', '/gateway/public/status'],
    ['GET', '/gateway/public/status/extra'],
  ])('while down, rejects %s %s and reports it', (method, url) => {
    const { onRequest, emit } = blocker(true);
    expect(() => onRequest(requestConfig(`${url}?q=1`, { method }))).toThrow(GatewayDownError);
    expect(emit).toHaveBeenCalledWith({ type: 'requestBlocked', url });
  });

  it.each(['/gateway/public/status', '/gateway/public/status?t=1', 'https://gw.test/gateway/public/status'])(
    'while down, still lets the status check GET %s through',
    (url) => {
      const { onRequest, emit } = blocker(true);
      const config = requestConfig(url, { method: 'get' });
      expect(onRequest(config)).toBe(config);
      expect(emit).not.toHaveBeenCalled();
    },
  );

  it('treats a request without a method as GET (axios default)', () => {
    const { onRequest } = blocker(true);
    const config = { ...requestConfig('/gateway/public/status'), method: undefined };
    expect(onRequest(config)).toBe(config);
  });
});
