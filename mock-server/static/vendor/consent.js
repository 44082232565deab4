// Stand-in for the cookie-consent vendor script the portal loads from its configuration. It only
// announces that it has loaded; it sets no cookies and sends nothing anywhere.
(function () {
  window.__cookieConsentLoaded = true;
  window.dispatchEvent(new Event('cookie-consent-loaded'));
})();
