// The Mint & Burn page as the router mounts it: a lazy chunk of its own (the page, qrcode.react and
// moment-timezone), behind a spinner while it downloads.
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/index';
import { MINT_BURN_LOADING_LABEL } from './loadingLabel';

const LazyMintBurnPage = lazy(() => import(/* webpackChunkName: "mint-burn" */ './pages/MintBurnPage'));

export function MintBurnPage() {
  return (
    <Suspense fallback={<Spinner label={MINT_BURN_LOADING_LABEL} />}>
      <LazyMintBurnPage />
    </Suspense>
  );
}
