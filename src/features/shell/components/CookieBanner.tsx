// The cookie banner of spec part 1 §1, in the variant the flags choose (newCookieBanner wins over
// oldCookieBanner; neither → no banner); on a phone its text is one line with a Show more button
// (CompactText, ADR 0012). Once consent is given, now or earlier, the consent script
// from the configuration is loaded.
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { PROVIDER } from '../../../shared/constants/support';
import { selectConfig, selectCookieBannerVariant } from '../../system/index';
import { COOKIE_MESSAGES as M } from '../messages';
import { CompactText } from './CompactText';
import { loadConsentScript } from './consentScript';
import { useCookieConsent } from './useCookieConsent';
import './CookieBanner.css';

export function CookieBanner() {
  const variant = useSelector(selectCookieBannerVariant);
  const scriptUrl = useSelector(selectConfig)?.cookieConsentScriptUrl ?? '';
  const { consented, giveConsent } = useCookieConsent();

  useEffect(() => {
    if (variant && consented) loadConsentScript(scriptUrl);
  }, [variant, consented, scriptUrl]);

  if (!variant || consented) return null;
  return variant === 'new' ? <NewBanner onAccept={giveConsent} /> : <OldBanner onOk={giveConsent} />;
}

const HEIGHT_PROPERTY = '--cookie-banner-height';

/**
 * Publishes the banner's height as a CSS property of the document while it is shown: the page's
 * scroll padding, so that focus moved under the banner scrolls into view above it (WCAG 2.2 SC 2.4.11).
 */
function useBannerHeight(ref: RefObject<HTMLElement>) {
  useLayoutEffect(() => {
    const banner = ref.current;
    const root = document.documentElement;
    if (!banner) return;
    const publish = () => root.style.setProperty(HEIGHT_PROPERTY, `${banner.offsetHeight}px`);
    // Read in the observer's first report (the frame's rendering step, after the browser's own
    // layout), not here in the commit, where the read laid the whole page out in the commit's task
    // (ADR 0022, eighth pass). Without ResizeObserver: once, now.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    if (observer) observer.observe(banner);
    else publish();
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [ref]);
}

function NewBanner({ onAccept }: { onAccept: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useBannerHeight(ref);
  return (
    <section ref={ref} className="cookie-banner cookie-banner--new" role="region" aria-labelledby="cookie-banner-title">
      <div className="cookie-banner__text">
        <h2 id="cookie-banner-title" className="cookie-banner__title">
          {M.newTitle}
        </h2>
        <CompactText>
          <p>{M.newText}</p>
          <p>{M.manageChoices}</p>
        </CompactText>
      </div>
      <button type="button" className="button button--primary" onClick={onAccept}>
        {M.accept}
      </button>
    </section>
  );
}

function OldBanner({ onOk }: { onOk: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useBannerHeight(ref);
  return (
    <section ref={ref} className="cookie-banner cookie-banner--old" role="region" aria-label={M.regionLabel}>
      <CompactText className="cookie-banner__text">
        <p>
          {M.oldText}
          <a href={PROVIDER.privacyUrl} target="_blank" rel="noopener noreferrer">
            {M.privacy}
          </a>
          .
        </p>
      </CompactText>
      <button type="button" className="button button--secondary" onClick={onOk}>
        {M.ok}
      </button>
    </section>
  );
}
