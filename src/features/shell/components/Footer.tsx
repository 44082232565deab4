// The footer of spec part 1 §1: support contacts, terms, privacy, state licenses, state
// disclosures and the regulatory disclaimer.
import { Suspense, lazy, useState } from 'react';
import { PROVIDER } from '../../../shared/constants/support';
import { VisuallyHidden } from '../../../shared/ui/index';
import { FOOTER_MESSAGES as M } from '../messages';

// The footer dialogs (and DOMPurify with them) load when first opened, not with the first page.
const StateDisclosuresDialog = lazy(() =>
  import('./StateDisclosuresDialog').then((m) => ({ default: m.StateDisclosuresDialog })),
);
const StateLicensesDialog = lazy(() => import('./StateLicensesDialog').then((m) => ({ default: m.StateLicensesDialog })));
import { SupportContacts } from './SupportContacts';
import './Footer.css';

type FooterDialog = 'licenses' | 'disclosures' | null;

export function Footer() {
  const [dialog, setDialog] = useState<FooterDialog>(null);
  const close = () => setDialog(null);
  return (
    <footer className="footer" aria-label={M.label}>
      <div className="footer__columns">
        <div>
          <h2 className="footer__heading">{M.contactHeading}</h2>
          <SupportContacts />
        </div>
        <ul className="footer__links">
          <li>
            <ExternalLink href={PROVIDER.termsUrl} text={M.terms} />
          </li>
          <li>
            <ExternalLink href={PROVIDER.privacyUrl} text={M.privacy} />
          </li>
          <li>
            <button type="button" className="button-link" onClick={() => setDialog('licenses')}>
              {M.stateLicenses}
            </button>
          </li>
          <li>
            <button type="button" className="button-link" onClick={() => setDialog('disclosures')}>
              {M.stateDisclosures}
            </button>
          </li>
        </ul>
      </div>
      <p className="footer__disclaimer">{M.disclaimer}</p>
      <Suspense fallback={null}>
        {dialog === 'licenses' && <StateLicensesDialog open onClose={close} />}
        {dialog === 'disclosures' && <StateDisclosuresDialog open onClose={close} />}
      </Suspense>
    </footer>
  );
}

function ExternalLink({ href, text }: { href: string; text: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
      <VisuallyHidden> {M.newTab}</VisuallyHidden>
    </a>
  );
}
