// Where the TRADE item leads (spec part 1 §2: traderui opens an external trading window; the page
// redirects to a static trader page when the address contains /traderui). The address comes from
// configuration and is checked: only this origin or https, never another scheme.
export type TraderUiTarget = { kind: 'redirect' | 'newWindow'; href: string } | null;

export function traderUiTarget(configured: string, origin: string): TraderUiTarget {
  let url: URL;
  try {
    url = new URL(configured, origin);
  } catch {
    return null;
  }
  const sameOrigin = url.origin === origin;
  if (!sameOrigin && url.protocol !== 'https:') return null;
  return { kind: url.pathname.includes('/traderui') ? 'redirect' : 'newWindow', href: url.href };
}
