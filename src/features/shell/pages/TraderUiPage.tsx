// /traderui: hands over to the trading UI whose address is in the configuration, and says so,
// with a link in case the browser blocked the new window.
import { useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectLoadedConfig } from '../../system/index';
import { TRADER_UI_MESSAGES as M } from '../signedInMessages';
import { traderUiTarget } from '../traderUi';
import { StatusPage } from './StatusPage';

export function TraderUiPage() {
  const { traderUiUrl } = useSelector(selectLoadedConfig);
  const target = useMemo(() => traderUiTarget(traderUiUrl, window.location.origin), [traderUiUrl]);

  useEffect(() => {
    if (target?.kind === 'redirect') window.location.assign(target.href);
    else if (target?.kind === 'newWindow') window.open(target.href, '_blank', 'noopener,noreferrer');
  }, [target]);

  return (
    <StatusPage title={M.title}>
      {target ? (
        <p>
          {target.kind === 'redirect' ? M.redirecting : M.openedInNewWindow}{' '}
          <a href={target.href} target={target.kind === 'newWindow' ? '_blank' : undefined} rel="noopener noreferrer">
            {M.openLink}
          </a>
        </p>
      ) : (
        <p role="alert">{M.unavailable}</p>
      )}
    </StatusPage>
  );
}
