import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieBanner } from '../../../src/features/shell/components/CookieBanner';
import { LOCAL_KEYS } from '../../../src/shared/storage';
import { renderWithStore } from '../../support/testStore';
import { configLoaded, testConfig } from '../../builders/config';
import { flagsOn } from '../../builders/flags';

const consentScripts = () => Array.from(document.querySelectorAll('script')).filter((s) => s.src === testConfig().cookieConsentScriptUrl);

beforeEach(() => {
  window.localStorage.clear();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('CookieBanner', () => {
  it('shows nothing and loads nothing when neither banner flag is on', () => {
    window.localStorage.setItem(LOCAL_KEYS.cookieConsent, 'accepted');
    renderWithStore(<CookieBanner />, { actions: [configLoaded(), flagsOn()] });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(consentScripts()).toHaveLength(0);
  });

  it('new variant: a bar with the choices text and Accept; accepting persists consent and loads the script once', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithStore(<CookieBanner />, { actions: [configLoaded(), flagsOn('newCookieBanner')] });
    const banner = screen.getByRole('region', { name: 'Your cookie choices' });
    expect(banner).toHaveTextContent('You can manage your choices at any time');
    expect(consentScripts()).toHaveLength(0);

    await user.tab();
    const accept = within(banner).getByRole('button', { name: 'Accept' });
    expect(accept).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('region', { name: 'Your cookie choices' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(LOCAL_KEYS.cookieConsent)).toBe('accepted');
    expect(consentScripts()).toHaveLength(1);
    expect(consentScripts()[0]?.textContent).toBe('');

    unmount();
    renderWithStore(<CookieBanner />, { actions: [configLoaded(), flagsOn('newCookieBanner')] });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(consentScripts()).toHaveLength(1);
  });

  it('old variant: a simple notice with OK', async () => {
    const user = userEvent.setup();
    renderWithStore(<CookieBanner />, { actions: [configLoaded(), flagsOn('oldCookieBanner')] });
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(banner).toHaveTextContent('This site uses cookies.');
    expect(within(banner).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(LOCAL_KEYS.cookieConsent)).toBe('accepted');
    expect(consentScripts()).toHaveLength(1);
  });

  it.each([
    ['new', 'newCookieBanner', 'Accept'],
    ['old', 'oldCookieBanner', 'OK'],
  ] as const)('%s variant: while shown, its height is the page scroll padding (focus never hides under it); gone with it', async (_v, flag, button) => {
    const user = userEvent.setup();
    const offsetHeight = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(132);
    const root = document.documentElement;
    try {
      renderWithStore(<CookieBanner />, { actions: [configLoaded(), flagsOn(flag)] });
      expect(root.style.getPropertyValue('--cookie-banner-height')).toBe('132px');
      await user.click(screen.getByRole('button', { name: button }));
      expect(root.style.getPropertyValue('--cookie-banner-height')).toBe('');
    } finally {
      offsetHeight.mockRestore();
    }
  });

  it('prefers the new variant when both flags are on', () => {
    renderWithStore(<CookieBanner />, { actions: [configLoaded(), flagsOn('newCookieBanner', 'oldCookieBanner')] });
    expect(screen.getByRole('region', { name: 'Your cookie choices' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('with consent already stored: no banner, and the configured script is loaded', () => {
    window.localStorage.setItem(LOCAL_KEYS.cookieConsent, 'accepted');
    renderWithStore(<CookieBanner />, {
      actions: [configLoaded({ cookieConsentScriptUrl: 'https://cdn.example.net/other.js' }), flagsOn('oldCookieBanner')],
    });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', 'https://cdn.example.net/other.js');
  });
});
