// The client a call came from, as the security events and the sessions record it: its address as
// the gateway derives it — request.ip, the same accessor the per-address sign-in limit keys on
// (signInRateLimit.ts), so what TRUST_PROXY decides applies to both — and its User-Agent, cut to
// a sane length (domain/audit/securityEvents.ts clientInfo).
import type { FastifyRequest } from 'fastify';
import { clientInfo, type ClientInfo } from '../domain/audit/securityEvents';

export const clientOf = (request: FastifyRequest): ClientInfo => clientInfo(request.ip, request.headers['user-agent']);
