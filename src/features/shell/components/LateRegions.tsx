// The parts of the shell that arrive after the first paint, in a chunk of their own (ADR 0012):
// the notices (client notifications, the stablecoin terms note), the footer and the cookie banner.
// The layout renders them after <main>, once the flags and the notifications have answered, so
// they appear together at the end of the page and never push the page's content down.
import { ClientNotifications } from './ClientNotifications';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { StablecoinTermsNote } from './StablecoinTermsNote';

export function LateRegions({ pathname }: { pathname: string }) {
  return (
    <>
      <div className="layout__notices">
        <ClientNotifications />
        <StablecoinTermsNote />
      </div>
      {/* A new page gets a new footer: its dialogs belong to the page they were opened on. */}
      <Footer key={pathname} />
      <CookieBanner />
    </>
  );
}
