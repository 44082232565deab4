import { AxiosError } from 'axios';
import { MaintenanceError } from '../../../../src/api/transport/errors';
import { createMaintenance503 } from '../../../../src/api/transport/interceptors/maintenance503';
import { httpError, requestConfig } from '../support';

function interceptor() {
  const emit = jest.fn();
  return { emit, ...createMaintenance503({ emit }) };
}

const config = requestConfig('/gateway/institutional/moneymovement/api/v1/asset-manager/external?x=1');

describe('maintenance503', () => {
  it.each(['In Maintenance', '  In Maintenance\n'])('a 503 with body %j reports maintenance and rejects with MaintenanceError', (body) => {
    const { onError, emit } = interceptor();
    let thrown: unknown;
    try {
      onError(httpError(config, 503, body));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MaintenanceError);
    expect(emit).toHaveBeenCalledWith({ type: 'maintenanceDetected', url: '/gateway/institutional/moneymovement/api/v1/asset-manager/external' });
  });

  it.each<[string, AxiosError | Error]>([
    ['a 503 with another body', httpError(config, 503, 'Service Unavailable')],
    ['a 503 with a JSON body', httpError(config, 503, { status: { code: '503', text: 'In Maintenance' } })],
    ['a 500 saying In Maintenance', httpError(config, 500, 'In Maintenance')],
    ['a network error', new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)],
    ['a non-axios error', new TypeError('boom')],
  ])('%s passes through unchanged', (_name, error) => {
    const { onError, emit } = interceptor();
    expect(() => onError(error)).toThrow(error);
    expect(emit).not.toHaveBeenCalled();
  });
});
