// The Mint & Burn page as the router mounts it: a lazy chunk of its own (the page, qrcode.react and
// moment-timezone), behind a spinner while it downloads.
import { lazyPage } from '../../shared/ui/index';
import { MINT_BURN_LOADING_LABEL } from './loadingLabel';

export const MintBurnPage = lazyPage(() => import(/* webpackChunkName: "mint-burn" */ './pages/MintBurnPage'), MINT_BURN_LOADING_LABEL);
