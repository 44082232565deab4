// Logger settings: secrets never reach the log. Cookies and authorization headers, passwords,
// new passwords, one-time codes and the identity search's personal data (last 4 of the national
// id, date of birth) are redacted wherever they would appear. Nothing logs bodies in the first place.
import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

export interface GatewayLoggerOptions {
  level?: string;
  /** Where log lines go (default stdout); anything with write(). */
  stream?: { write(line: string): void };
}

const SECRET_FIELDS = ['password', 'newPassword', 'securityCode', 'code', 'ssnLast4', 'dob'];
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `body.${f}`, `req.body.${f}`, `filter.${f}`, `*.filter.${f}`, `body.filter.${f}`, `req.body.filter.${f}`]),
];

export function loggerOptions(options: GatewayLoggerOptions | false) {
  if (!options) return false;
  return {
    level: options.level ?? 'info',
    ...(options.stream ? { stream: options.stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** pino's numbers of the levels (a route's `logLevel` is judged with them). */
const LEVEL_VALUES: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/** A parent logger that can tell whether a level is on (pino's can). */
type ParentLogger = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

/**
 * Fastify's childLoggerFactory: each request's logger (bound to its request id) is made on its first
 * line that a level lets through, not for every request. A pino child redacts and serializes its
 * bindings when made: about 4 % of a small call's time, for a logger that at level 'error' never
 * writes a line. A route's own log level (Fastify's `logLevel`) is honoured.
 */
export function lazyChildLogger(parent: ParentLogger, bindings: Bindings, options: ChildLoggerOptions = {}): FastifyBaseLogger {
  let child: FastifyBaseLogger | undefined;
  const made = () => (child ??= parent.child(bindings, options));
  const own = typeof options.level === 'string' ? options.level : undefined;
  const enabled = (level: Level) =>
    own === undefined && parent.isLevelEnabled ? parent.isLevelEnabled(level) : LEVEL_VALUES[level]! >= (LEVEL_VALUES[own ?? String(parent.level)] ?? 0);
  const line =
    (level: Level) =>
    (...args: unknown[]) => {
      if (enabled(level)) (made()[level] as (...a: unknown[]) => void)(...args);
    };
  return {
    level: own ?? parent.level,
    fatal: line('fatal'),
    error: line('error'),
    warn: line('warn'),
    info: line('info'),
    debug: line('debug'),
    trace: line('trace'),
    silent: () => undefined,
    child: (more, moreOptions) => made().child(more, moreOptions),
  };
}
