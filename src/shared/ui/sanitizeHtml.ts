// The one door for HTML from data (modal messages, state disclosures) into the page.
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | null = null;

// An own instance, so the link hook below does not change DOMPurify for any other user of it.
function getPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  // A link in a notice must not navigate the portal away and lose the session.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof window.Element && node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/** Strips scripts, event handlers and unsafe URLs (javascript:, data: …), keeping formatting. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { USE_PROFILES: { html: true } });
}
