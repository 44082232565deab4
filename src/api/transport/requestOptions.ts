// Per-request options the interceptors read, typed on axios's own config by module augmentation,
// and the headers that carry the other per-request choices to the gateway.
import { AxiosHeaders, type AxiosRequestConfig } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Handle errors of this call yourself: the error banner stays quiet. */
    suppressErrorBanner?: boolean;
    /** A background call (polling) that must not make the global spinner appear. */
    suppressSpinner?: boolean;
    /** Set by the request tracker; pairs requestStarted with requestSettled. Internal. */
    requestTrackingId?: number;
    /** Set by the extra-header interceptor: the X-Request-Id this request carries. Internal. */
    requestId?: string;
  }
}

/** Sent by feature-flag and notification requests (spec part 2 §7): no error banner for them. */
export const BYPASS_INTERCEPTOR_HEADER = 'X-Bypass-Interceptor';
export const BYPASS_HEADERS = { [BYPASS_INTERCEPTOR_HEADER]: 'true' } as const;

/** Added to every request: one id per request, which the gateway's audit log keeps (docs/action-log.md). */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Added to every request; the gateway requires it on state-changing calls (CSRF defence). */
export const REQUESTED_WITH_HEADER = 'X-Requested-With';
export const REQUESTED_WITH_VALUE = 'XMLHttpRequest';

export function headerValue(config: AxiosRequestConfig | undefined, name: string): string | undefined {
  if (!config?.headers) return undefined;
  const value = AxiosHeaders.from(config.headers as ConstructorParameters<typeof AxiosHeaders>[0]).get(name);
  return value === undefined || value === null || value === false ? undefined : String(value);
}

/** True when the request opted out of the error banner (bypass header or suppressErrorBanner). */
export function isBannerOptedOut(config: AxiosRequestConfig | undefined): boolean {
  return config?.suppressErrorBanner === true || headerValue(config, BYPASS_INTERCEPTOR_HEADER) === 'true';
}
