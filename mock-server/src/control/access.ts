// Who may use the control API (/__mock/*): it can approve pushes and read one-time codes, so it is a
// second-factor bypass for whoever reaches it. The rule, as pure functions of the gateway's HOST,
// its control token and the caller (address, presented token):
//   - production, or a HOST other than loopback without a token → the control API is off (not mounted);
//   - a token configured (CONTROL_TOKEN) → every control call presents it in X-Control-Token;
//   - no token, loopback HOST → only loopback clients (127.0.0.0/8, ::1) are answered.
// The panel page and its script hold no state and no secret: with a token they are served to
// anyone (the page asks for the token and sends it with each call); without one, to loopback only.
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

export const CONTROL_TOKEN_HEADER = 'x-control-token';
/** Shorter tokens are refused at start: the token is all that guards the control API. */
export const MIN_CONTROL_TOKEN_LENGTH = 16;

export type ControlMode = { kind: 'off'; reason: string } | { kind: 'loopback' } | { kind: 'token'; token: string };

export type ControlDecision = 'allowed' | 'notLoopback' | 'tokenMissing' | 'tokenWrong';

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

/** How the control API runs for this HOST and token (an empty token counts as none). */
export function controlMode(options: { host: string; token?: string; production?: boolean }): ControlMode {
  const token = options.token || undefined;
  if (options.production) return { kind: 'off', reason: 'NODE_ENV=production' };
  if (token !== undefined) {
    if (token.length < MIN_CONTROL_TOKEN_LENGTH) {
      return { kind: 'off', reason: `CONTROL_TOKEN is shorter than ${MIN_CONTROL_TOKEN_LENGTH} characters` };
    }
    return { kind: 'token', token };
  }
  if (isLoopbackHost(options.host)) return { kind: 'loopback' };
  return { kind: 'off', reason: `HOST=${options.host} is not a loopback address and CONTROL_TOKEN is not set` };
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether a control call from `clientAddress` presenting `presented` (the header) is answered.
 * `relayed`: the call names another client (X-Forwarded-For, Forwarded) — a proxy on this machine
 * passed it on, so its loopback address says nothing about the client (set TRUST_PROXY, or a token).
 */
export function decideControlCall(mode: ControlMode, clientAddress: string | undefined, presented: string | undefined, relayed = false): ControlDecision {
  if (mode.kind === 'off') return 'notLoopback';
  if (mode.kind === 'loopback') return isLoopbackAddress(clientAddress) && !relayed ? 'allowed' : 'notLoopback';
  if (presented === undefined || presented === '') return 'tokenMissing';
  // Digests of equal length: the comparison takes the same time whatever the token's length.
  return timingSafeEqual(digest(presented), digest(mode.token)) ? 'allowed' : 'tokenWrong';
}

/** The whole rule in one call: (client address, HOST, configured token, presented token). */
export function controlCallAllowed(call: { clientAddress: string | undefined; host: string; token?: string; presented?: string; relayed?: boolean }): boolean {
  return decideControlCall(controlMode({ host: call.host, token: call.token }), call.clientAddress, call.presented, call.relayed) === 'allowed';
}

/** What the gateway prints at start about the control API. */
export function controlModeNotice(mode: ControlMode, port: number): string {
  if (mode.kind === 'off') return `Control API off: ${mode.reason}.`;
  const where = `http://localhost:${port}/__mock/`;
  if (mode.kind === 'loopback') return `Control panel: ${where} (loopback clients only; set CONTROL_TOKEN to allow others)`;
  return `Control panel: ${where} (every control call needs the header X-Control-Token: <CONTROL_TOKEN>)`;
}
