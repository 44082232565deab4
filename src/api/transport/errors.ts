// Errors the API layer throws on purpose. Each is recognisable by `instanceof` and by `name`, so
// sagas can tell "blocked during maintenance" from "the server answered badly".

/** A request refused locally because the gateway is down for maintenance. */
export class GatewayDownError extends Error {
  override readonly name = 'GatewayDownError';
  constructor(readonly url: string) {
    super(`Request blocked while the gateway is down for maintenance: ${url}`);
  }
}

/** The gateway answered 503 'In Maintenance'. */
export class MaintenanceError extends Error {
  override readonly name = 'MaintenanceError';
  constructor(readonly url: string) {
    super(`The gateway is in maintenance: ${url}`);
  }
}

/** A body that is not what the contract says (HTML from a proxy, non-JSON, wrong shape). */
export class MalformedResponseError extends Error {
  override readonly name = 'MalformedResponseError';
  constructor(
    readonly url: string,
    readonly httpStatus: number,
    readonly problem: string,
  ) {
    super(`Malformed response from ${url} (HTTP ${httpStatus}): ${problem}`);
  }
}

/** Errors that are the API layer's own decisions, never shown as an error banner. */
export function isExpectedApiError(error: unknown): error is GatewayDownError | MaintenanceError {
  return error instanceof GatewayDownError || error instanceof MaintenanceError;
}

/** The gateway answered in shape but without data: { status: { code, text }, data: null }. */
export class GatewayRejectedError extends Error {
  override readonly name = 'GatewayRejectedError';
  constructor(
    readonly url: string,
    readonly code: string,
    readonly text: string,
  ) {
    super(`The gateway answered ${code} ${text} without data: ${url}`);
  }
}
