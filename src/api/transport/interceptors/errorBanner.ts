// Interceptor 2 of 4: answers and errors become banners through the error catalogue (spec part 1
// §8, part 2 §8). Requests with the bypass header or `suppressErrorBanner` stay quiet; errors that
// are the API layer's own decisions (gateway down, maintenance) and cancellations never banner.
// A text body where JSON was expected is rejected as malformed, so no caller reads a string as data.
import { isAxiosError, isCancel, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { AlertInput } from '../../../shared/alerts/types';
import { requestPath } from '../endpoints';
import { alertForHttpError, alertForResponse, exchangeOf, isTextWhereJsonExpected } from '../errorCatalogue';
import { isExpectedApiError, MalformedResponseError } from '../errors';
import type { EmitApiEvent } from '../events';
import { isBannerOptedOut } from '../requestOptions';

export interface ErrorBannerDeps {
  emit: EmitApiEvent;
}

export function createErrorBanner({ emit }: ErrorBannerDeps) {
  function report(config: AxiosRequestConfig | undefined, alert: AlertInput | null): void {
    if (alert && !isBannerOptedOut(config)) emit({ type: 'errorReported', alert, url: requestPath(config?.url) });
  }
  return {
    onResponse(response: AxiosResponse): AxiosResponse {
      const exchange = exchangeOf(response.config, response);
      report(response.config, alertForResponse(exchange));
      if (isTextWhereJsonExpected(exchange)) {
        throw new MalformedResponseError(exchange.path, response.status, 'text where JSON was expected');
      }
      return response;
    },
    onError(error: unknown): never {
      if (!isExpectedApiError(error) && !isCancel(error)) {
        const config = isAxiosError(error) ? error.config : undefined;
        report(config, alertForHttpError(exchangeOf(config, isAxiosError(error) ? error.response : undefined)));
      }
      throw error;
    },
  };
}
