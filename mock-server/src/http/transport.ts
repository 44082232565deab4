// How the gateway is reached: directly over TLS (TLS_KEY_FILE + TLS_CERT_FILE), or behind a proxy
// whose X-Forwarded-Proto / X-Forwarded-For count (TRUST_PROXY). Either way the session cookie is
// Secure when the browser's request came over https (http/sessionCookie.ts).
import fs from 'node:fs';
import { isIP } from 'node:net';

/** proxy-addr's names of address ranges, which TRUST_PROXY may use too. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (10.0.0.0/8, fd00::/8) or one of RANGE_NAMES. */
function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, '' or 'false' → trust no proxy (X-Forwarded-* are ignored: anyone could send
 * them); otherwise the proxies' addresses or CIDR ranges, comma-separated (e.g.
 * '127.0.0.1,10.0.0.0/8'). The client is then the rightmost address of X-Forwarded-For that is not
 * one of them (Fastify's list form: what each trusted proxy saw connect), so what a client writes
 * into the header itself never counts. 'true' (trust any sender's header, which made the leftmost,
 * client-written address the client) and hop counts are refused at start, as is anything that is
 * not an address or range.
 */
export function trustProxyFromEnv(value: string | undefined): string[] | false {
  const text = (value ?? '').trim();
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') {
    throw new Error('TRUST_PROXY=true would take any client\'s X-Forwarded-For as its address: name the proxies instead (addresses or CIDR ranges, comma-separated, e.g. TRUST_PROXY=127.0.0.1)');
  }
  const entries = text.split(',').map((part) => part.trim()).filter((part) => part !== '');
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) throw new Error(`TRUST_PROXY: '${wrong}' is not an address or CIDR range (e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8)`);
  return entries;
}

/** TLS_KEY_FILE and TLS_CERT_FILE (PEM), both or neither. */
export function tlsFromEnv(env: NodeJS.ProcessEnv): { key: Buffer; cert: Buffer } | undefined {
  const keyFile = env.TLS_KEY_FILE || undefined;
  const certFile = env.TLS_CERT_FILE || undefined;
  if (keyFile === undefined && certFile === undefined) return undefined;
  if (keyFile === undefined || certFile === undefined) throw new Error('TLS needs both TLS_KEY_FILE and TLS_CERT_FILE');
  return { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) };
}
