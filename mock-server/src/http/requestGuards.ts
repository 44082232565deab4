// Request-wide guards, in order: no-store on API answers, maintenance mode, injected faults, and
// the CSRF rule on /gateway and /user (the extra header); the control API's same-origin rule is
// checked by its own guard (isCrossSiteStateChange, control/routes.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FaultInjector } from '../domain/platform/faults';
import { MAINTENANCE_TEXT, type MaintenanceSwitch } from '../domain/platform/maintenance';
import { areaOf, requestPath, sendAreaError } from './answers';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';
const INJECTED_FAULT_TEXT = 'Injected fault';

function isApi(request: FastifyRequest): boolean {
  return areaOf(request) !== 'site';
}

/** A browser call from another site (Fetch Metadata, else Origin) — refused on the control API. */
function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

export function registerRequestGuards(app: FastifyInstance, deps: { maintenance: MaintenanceSwitch; faults: FaultInjector }): void {
  // Plain callbacks, not async functions: every call passes these, and a promise each is a cost
  // the busiest calls would pay. A hook that answers does not call done (the chain stops there).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApi(request)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  /** The CSRF rule, after maintenance and faults. */
  const csrf = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (STATE_CHANGING.has(request.method) && request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
      sendAreaError(request, reply, 403, 'Missing request header');
      return;
    }
    done();
  };

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    const area = areaOf(request);
    if (area !== 'gateway' && area !== 'identity') return done();
    if (deps.maintenance.isOn()) {
      reply.code(503).type('text/plain; charset=utf-8').send(MAINTENANCE_TEXT);
      return;
    }
    const fault = deps.faults.any() ? deps.faults.take(requestPath(request), request.method) : null;
    if (!fault) return csrf(request, reply, done);
    const after = () => {
      // A dropped connection: the socket closes with no answer (the browser sees a network error).
      if (fault.drop === true) return void request.raw.socket.destroy();
      return fault.status !== 0 ? void sendAreaError(request, reply, fault.status, INJECTED_FAULT_TEXT) : csrf(request, reply, done);
    };
    if (fault.delayMs > 0) setTimeout(after, fault.delayMs);
    else after();
  });

}

/**
 * A state change that a browser sent from another site: the control API refuses it (its guard,
 * control/routes.ts, asks this first, in the one hook every control call passes).
 */
export function isCrossSiteStateChange(request: FastifyRequest): boolean {
  return STATE_CHANGING.has(request.method) && isCrossSite(request);
}

export const CROSS_SITE_CONTROL_TEXT = 'The control API only accepts calls from this origin';
