import { traderUiTarget } from '../../../src/features/shell/traderUi';

const ORIGIN = 'https://portal.example';

describe('traderUiTarget (spec part 1 §2: traderui)', () => {
  it('redirects to the static trader page when the address contains /traderui', () => {
    expect(traderUiTarget('/institutional/traderui/index.html', ORIGIN)).toEqual({
      kind: 'redirect',
      href: 'https://portal.example/institutional/traderui/index.html',
    });
  });

  it('opens an external https trading UI in a new window', () => {
    expect(traderUiTarget('https://trade.example.com/desk', ORIGIN)).toEqual({ kind: 'newWindow', href: 'https://trade.example.com/desk' });
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'http://trade.example.com/desk', 'ftp://x.example/traderui'])(
    'refuses %s',
    (address) => {
      expect(traderUiTarget(address, ORIGIN)).toBeNull();
    },
  );

  it('accepts plain http only on the portal own origin', () => {
    expect(traderUiTarget('http://localhost:8080/institutional/traderui/index.html', 'http://localhost:8080')?.kind).toBe('redirect');
  });
});
