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
 * A request's logger: the pino child behind it is made on the first line a level lets through.
 * Methods on the prototype, so a request costs one small object, not a closure per level.
 */
class LazyChildLogger {
  private made: FastifyBaseLogger | undefined;
  /** A route's own level (Fastify's `logLevel`), else none: the parent's decides. */
  private readonly own: string | undefined;

  constructor(
    private readonly parent: ParentLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {
    this.own = typeof options.level === 'string' ? options.level : undefined;
  }

  get level(): string {
    return this.made?.level ?? this.own ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.write('error', args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', args);
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }

  debug(...args: unknown[]): void {
    this.write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  private enabled(level: Level): boolean {
    if (this.made) return (this.made as ParentLogger).isLevelEnabled?.(level) ?? true;
    if (this.own === undefined && this.parent.isLevelEnabled) return this.parent.isLevelEnabled(level);
    return (LEVEL_VALUES[level] ?? 0) >= (LEVEL_VALUES[this.own ?? String(this.parent.level)] ?? 0);
  }

  private write(level: Level, args: unknown[]): void {
    if (this.enabled(level)) (this.real()[level] as (...a: unknown[]) => void)(...args);
  }

  private real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }
}

/**
 * Fastify's childLoggerFactory: each request's logger (bound to its request id) is made on its first
 * line that a level lets through, not for every request. A pino child redacts and serializes its
 * bindings when made: about 4 % of a small call's time, for a logger that at level 'error' never
 * writes a line. A route's own log level (Fastify's `logLevel`) is honoured.
 */
export function lazyChildLogger(parent: ParentLogger, bindings: Bindings, options: ChildLoggerOptions = {}): FastifyBaseLogger {
  return new LazyChildLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}
