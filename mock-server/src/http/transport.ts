// How the gateway is reached: directly over TLS (TLS_KEY_FILE + TLS_CERT_FILE), or behind a proxy
// whose X-Forwarded-Proto / X-Forwarded-For count (TRUST_PROXY). Either way the session cookie is
// Secure when the browser's request came over https (http/sessionCookie.ts).
import fs from 'node:fs';

/**
 * TRUST_PROXY: unset, '' or 'false' → trust no proxy (X-Forwarded-* are ignored: anyone could send
 * them); 'true' → trust the proxy in front (only when every request passes through it); otherwise a
 * comma-separated list of the proxies' addresses or CIDR ranges (e.g. '127.0.0.1,10.0.0.0/8').
 */
export function trustProxyFromEnv(value: string | undefined): boolean | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') return true;
  return text.split(',').map((part) => part.trim()).filter((part) => part !== '');
}

/** TLS_KEY_FILE and TLS_CERT_FILE (PEM), both or neither. */
export function tlsFromEnv(env: NodeJS.ProcessEnv): { key: Buffer; cert: Buffer } | undefined {
  const keyFile = env.TLS_KEY_FILE || undefined;
  const certFile = env.TLS_CERT_FILE || undefined;
  if (keyFile === undefined && certFile === undefined) return undefined;
  if (keyFile === undefined || certFile === undefined) throw new Error('TLS needs both TLS_KEY_FILE and TLS_CERT_FILE');
  return { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) };
}
