// The SECURITY page's "Browser and device" label from a User-Agent: the common browsers and
// systems by name, anything else as its raw text, none as 'Unknown browser'.
import fc from 'fast-check';
import { deviceLabel } from '../../../src/features/security/userAgent';
import { CHROME_ON_MAC, FIREFOX_ON_WINDOWS, SAFARI_ON_IPHONE } from '../../builders/security';

describe('deviceLabel', () => {
  it.each([
    [CHROME_ON_MAC, 'Chrome on macOS'],
    [FIREFOX_ON_WINDOWS, 'Firefox on Windows'],
    [SAFARI_ON_IPHONE, 'Safari on iPhone'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'Safari on macOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0', 'Opera on Windows'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1', 'Chrome on iPad'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on ChromeOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (X11; Linux x86_64) SomeBrowser/1.0', 'A browser on Linux'],
    ['Firefox/133.0', 'Firefox'],
    ['curl/8.5.0', 'curl/8.5.0'],
    ['<script>alert(1)</script>', '<script>alert(1)</script>'],
    [null, 'Unknown browser'],
    ['   ', 'Unknown browser'],
  ])('%s → %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });

  it('any text gives a non-empty label: a known name, or the text itself trimmed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 256 }), (text) => {
        const label = deviceLabel(text);
        expect(label.length).toBeGreaterThan(0);
        if (text.trim() === '') expect(label).toBe('Unknown browser');
        else expect(label === text.trim() || /^(Edge|Opera|Firefox|Chrome|Safari|A browser)( on [A-Za-z]+)?$/.test(label)).toBe(true);
      }),
    );
  });
});
