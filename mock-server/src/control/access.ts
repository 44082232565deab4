// Who may use the control API (/__mock/*): it can approve pushes and read one-time codes, so it is a
// second-factor bypass for whoever reaches it. The rule, as pure functions of the gateway's HOST,
// its control token and hosts, and the caller (address, Host header, presented token):
//   - production, or a HOST other than loopback without a token → the control API is off (not mounted);
//   - every call names this machine in its Host header (localhost, 127.0.0.0/8, [::1]) or, with a
//     token, one of the configured hosts (CONTROL_HOST): a page of another site that a DNS rebinding
//     pointed at this machine sends its own name (Host: evil.example) and is refused;
//   - a token configured (CONTROL_TOKEN) → every control call presents it in X-Control-Token;
//   - no token, loopback HOST → only loopback clients (127.0.0.0/8, ::1) are answered.
// The panel page and its script hold no state and no secret: with a token they are served to
// anyone who names an accepted host (the page asks for the token and sends it with each call);
// without one, to loopback only.
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

export const CONTROL_TOKEN_HEADER = 'x-control-token';
/** Shorter tokens are refused at start: the token is all that guards the control API. */
export const MIN_CONTROL_TOKEN_LENGTH = 16;

/** `hosts`: the names besides loopback's that a call's Host header may give (CONTROL_HOST), lower case. */
export type ControlMode = { kind: 'off'; reason: string } | { kind: 'loopback' } | { kind: 'token'; token: string; hosts: readonly string[] };

export type ControlDecision = 'allowed' | 'hostRefused' | 'notLoopback' | 'tokenMissing' | 'tokenWrong';

/** An IPv4 loopback (127.0.0.0/8), ::1, or either mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1';
}

/** A HOST the gateway listens on that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === 'localhost' || isLoopbackAddress(host.replace(/^\[|\]$/g, ''));
}

/** A Host header's name without its port, in lower case ('[::1]:8080' → '::1'); null when it is no host[:port]. */
export function hostNameOf(hostHeader: string | undefined): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(hostHeader ?? '');
  return match?.[1] ? match[1].toLowerCase().replace(/^\[|\]$/g, '') : null;
}

/** A Host header that names this machine: localhost, 127.0.0.0/8 or [::1], with any port. */
export function isLoopbackHostHeader(hostHeader: string | undefined): boolean {
  const name = hostNameOf(hostHeader);
  return name !== null && (name === 'localhost' || isLoopbackAddress(name));
}

/** A DNS name: labels of letters, digits and inner hyphens. */
const HOST_NAME = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * CONTROL_HOST: the names (or addresses) the control API may be called by besides this machine's,
 * comma-separated, with CONTROL_TOKEN only ('gateway.internal,10.0.0.5'). Lower case; a value that
 * is no host name is refused at start.
 */
export function controlHostsFromEnv(value: string | undefined): string[] {
  const names = (value ?? '').split(',').map((part) => part.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1')).filter((part) => part !== '');
  for (const name of names) {
    if (isIP(name) === 0 && !HOST_NAME.test(name)) {
      throw new Error(`CONTROL_HOST: '${name}' is not a host name or address (no scheme, no port)`);
    }
  }
  return names;
}

/** How the control API runs for this HOST, token and hosts (an empty token counts as none). */
export function controlMode(options: { host: string; token?: string; hosts?: readonly string[]; production?: boolean }): ControlMode {
  const token = options.token || undefined;
  if (options.production) return { kind: 'off', reason: 'NODE_ENV=production' };
  if (token !== undefined) {
    if (token.length < MIN_CONTROL_TOKEN_LENGTH) {
      return { kind: 'off', reason: `CONTROL_TOKEN is shorter than ${MIN_CONTROL_TOKEN_LENGTH} characters` };
    }
    return { kind: 'token', token, hosts: options.hosts ?? [] };
  }
  if (isLoopbackHost(options.host)) return { kind: 'loopback' };
  return { kind: 'off', reason: `HOST=${options.host} is not a loopback address and CONTROL_TOKEN is not set` };
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** A control call as the gate sees it. */
export interface ControlCaller {
  /** The client's address (request.ip: the socket's, or the one the trusted proxies name). */
  clientAddress: string | undefined;
  /** The host the browser or tool asked for (the Host header, or a trusted proxy's X-Forwarded-Host). */
  hostHeader: string | undefined;
  /** The X-Control-Token header. */
  presented?: string;
  /**
   * The call names another client (X-Forwarded-For, Forwarded) and no proxy is trusted — a proxy on
   * this machine passed it on, so its loopback address says nothing about the client (set
   * TRUST_PROXY, or a token).
   */
  relayed?: boolean;
}

/** Whether a control call is answered, and if not, why. The Host header is judged first. */
export function decideControlCall(mode: ControlMode, caller: ControlCaller): ControlDecision {
  if (mode.kind === 'off') return 'notLoopback';
  const hostName = hostNameOf(caller.hostHeader);
  const knownHost = isLoopbackHostHeader(caller.hostHeader) || (mode.kind === 'token' && hostName !== null && mode.hosts.includes(hostName));
  if (!knownHost) return 'hostRefused';
  if (mode.kind === 'loopback') return isLoopbackAddress(caller.clientAddress) && !caller.relayed ? 'allowed' : 'notLoopback';
  const { presented } = caller;
  if (presented === undefined || presented === '') return 'tokenMissing';
  // Digests of equal length: the comparison takes the same time whatever the token's length.
  return timingSafeEqual(digest(presented), digest(mode.token)) ? 'allowed' : 'tokenWrong';
}

/** The whole rule in one call: the gateway's HOST, token and hosts, and the caller. */
export function controlCallAllowed(call: ControlCaller & { host: string; token?: string; hosts?: readonly string[] }): boolean {
  return decideControlCall(controlMode({ host: call.host, token: call.token, hosts: call.hosts }), call) === 'allowed';
}

/** What the gateway prints at start about the control API. */
export function controlModeNotice(mode: ControlMode, port: number): string {
  if (mode.kind === 'off') return `Control API off: ${mode.reason}.`;
  const where = `http://localhost:${port}/__mock/`;
  if (mode.kind === 'loopback') return `Control panel: ${where} (loopback clients only; set CONTROL_TOKEN to allow others)`;
  const hosts = mode.hosts.length > 0 ? `localhost or ${mode.hosts.join(', ')}` : 'localhost only; set CONTROL_HOST to name this gateway otherwise';
  return `Control panel: ${where} (every control call needs the header X-Control-Token: <CONTROL_TOKEN>; host ${hosts})`;
}
