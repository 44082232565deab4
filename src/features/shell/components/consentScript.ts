// Loads the cookie-consent script from its configured address. Always an external <script src>,
// never inline code (the CSP has no 'unsafe-inline'), and at most once per page.
const MARKER = 'data-cookie-consent-script';

export function loadConsentScript(src: string, doc: Document = document): void {
  if (!src || doc.querySelector(`script[${MARKER}]`)) return;
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  script.setAttribute(MARKER, '');
  doc.head.appendChild(script);
}
