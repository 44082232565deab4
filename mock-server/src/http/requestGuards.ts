// Request-wide guards, in order: no-store on API answers, maintenance mode, injected faults, and
// the CSRF rules (the extra header on /gateway and /user; same-origin calls only on /__mock).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FaultInjector } from '../domain/faults';
import { MAINTENANCE_TEXT, type MaintenanceSwitch } from '../domain/maintenance';
import { areaOf, requestPath, sendAreaError } from './answers';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';
const INJECTED_FAULT_TEXT = 'Injected fault';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
  app.addHook('onSend', async (request, reply) => {
    if (isApi(request)) reply.header('cache-control', 'no-store');
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const area = areaOf(request);
    if (area !== 'gateway' && area !== 'identity') return;
    if (deps.maintenance.isOn()) return reply.code(503).type('text/plain; charset=utf-8').send(MAINTENANCE_TEXT);

    const fault = deps.faults.take(requestPath(request));
    if (fault) {
      if (fault.delayMs > 0) await delay(fault.delayMs);
      if (fault.status !== 0) return sendAreaError(request, reply, fault.status, INJECTED_FAULT_TEXT);
    }

    if (STATE_CHANGING.has(request.method) && request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
      return sendAreaError(request, reply, 403, 'Missing request header');
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    if (areaOf(request) === 'control' && STATE_CHANGING.has(request.method) && isCrossSite(request)) {
      return sendAreaError(request, reply, 403, 'The control API only accepts calls from this origin');
    }
  });
}
