// The frame of a page about the selected account (/transfer, /mint-burn, /saved-instructions,
// /documents): a way back where the page has one, the title, and the page's body once the account
// list is in. Its opened and closed events say when it is on screen (its sagas load only then).
// Class names follow the page's block (`transfer`, `transfer__back`, `transfer__heading`).
import type { ActionCreatorWithoutPayload } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { Link, usePageEvents } from '../../../shared/ui/index';
import { AccountsReady } from './AccountsReady';

interface AccountPageProps {
  /** The page's CSS block. */
  block: string;
  title: string;
  opened: ActionCreatorWithoutPayload;
  closed: ActionCreatorWithoutPayload;
  back?: { to: string; label: string };
  /** Shown once the account list is in (the selector and the page's panels). */
  children: ReactNode;
  /** Rendered whether or not the list is in (the page's dialogs). */
  aside?: ReactNode;
}

export function AccountPage({ block, title, opened, closed, back, children, aside }: AccountPageProps) {
  usePageEvents(opened, closed);
  return (
    <div className={block}>
      {back && (
        <Link className={`${block}__back`} to={back.to}>
          <span aria-hidden="true">‹ </span>
          {back.label}
        </Link>
      )}
      <h1 className={`${block}__heading`}>{title}</h1>
      <AccountsReady>{children}</AccountsReady>
      {aside}
    </div>
  );
}
