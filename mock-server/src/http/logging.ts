// Logger settings: secrets never reach the log. Cookies and authorization headers, passwords,
// new passwords, one-time codes and the identity search's personal data (last 4 of the national
// id, date of birth) are redacted wherever they would appear. Nothing logs bodies in the first place.
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
