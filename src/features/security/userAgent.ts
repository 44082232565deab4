// A readable "Chrome on macOS" label for a browser's User-Agent (the SECURITY page's "Browser and
// device"), by a small parser of its own: the browser by its product token (Edge, Opera, Firefox,
// Chrome, Safari — in that order, since each names the ones it is built on), the device by its
// platform. What it does not recognise it leaves as the raw text (React escapes it); none at all is
// "Unknown browser". Pure.
import { SECURITY_MESSAGES as M } from './messages';

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/(?:\b|Headless)Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, table: ReadonlyArray<readonly [RegExp, string]>): string | null => table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** 'Chrome on macOS', 'Safari on iPhone', 'Firefox', 'A browser on Linux', the raw text, or 'Unknown browser'. */
export function deviceLabel(userAgent: string | null): string {
  const text = userAgent?.trim() ?? '';
  if (text === '') return M.unknownDevice;
  const browser = firstMatch(text, BROWSERS);
  const system = firstMatch(text, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return text;
}
