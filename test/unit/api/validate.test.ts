import { MalformedResponseError } from '../../../src/api/transport/errors';
import { MALFORMED_ERROR } from '../../../src/api/transport/errorCatalogue';
import { expectShape, isGatewayResponseOf, isIdentityResponse } from '../../../src/api/transport/validate';
import { answer, recordingBus, requestConfig } from './support';

const isNumberList = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => typeof n === 'number');
const PATH = '/gateway/institutional/moneymovement/api/v1/accounts/positions/detail/external';

describe('expectShape', () => {
  it('returns the body when it has the expected shape, quietly', () => {
    const bus = recordingBus();
    expect(expectShape(answer(requestConfig(PATH), 200, [1, 2]), isNumberList, bus)).toEqual([1, 2]);
    expect(bus.events).toEqual([]);
  });

  it('reports MALFORMED and throws MalformedResponseError when it does not', () => {
    const bus = recordingBus();
    let thrown: unknown;
    try {
      expectShape(answer(requestConfig(`${PATH}?x=1`, { method: 'post' }), 200, { rows: 'x' }), isNumberList, bus);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MalformedResponseError);
    expect(thrown).toMatchObject({ url: PATH, httpStatus: 200 });
    expect(bus.events).toEqual([{ type: 'errorReported', url: PATH, alert: { severity: 'error', ...MALFORMED_ERROR } }]);
  });

  it.each([
    ['suppressErrorBanner', requestConfig(PATH, { suppressErrorBanner: true })],
    ['the bypass header', requestConfig(PATH, { headers: { 'X-Bypass-Interceptor': 'true' } })],
    ['a suppressed endpoint', requestConfig('/gateway/institutional/status', { method: 'post' })],
  ])('throws without a banner for %s', (_name, config) => {
    const bus = recordingBus();
    expect(() => expectShape(answer(config, 200, 'x'), isNumberList, bus)).toThrow(MalformedResponseError);
    expect(bus.events).toEqual([]);
  });
});

describe('shape guards', () => {
  const isAccounts = isGatewayResponseOf(isNumberList);
  it.each<[unknown, boolean]>([
    [{ status: { code: '000000', text: 'SUCCESS' }, data: [1] }, true],
    [{ status: { code: 'MM1', text: 'No' }, data: null }, true],
    [{ status: { code: '000000', text: 'SUCCESS' }, data: ['1'] }, false],
    [{ status: { code: 0, text: 'x' }, data: null }, false],
    [{ data: [1] }, false],
    ['<html/>', false],
  ])('isGatewayResponseOf(%j) is %s', (body, expected) => {
    expect(isAccounts(body)).toBe(expected);
  });

  it.each<[unknown, boolean]>([
    [{ responseBaseInfo: { status: { code: '1200', message: 'OK' } } }, true],
    [{ responseBaseInfo: { status: { code: '1200' } } }, false],
    [{ responseBaseInfo: {} }, false],
    [null, false],
  ])('isIdentityResponse(%j) is %s', (body, expected) => {
    expect(isIdentityResponse(body)).toBe(expected);
  });
});
