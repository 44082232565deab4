// The transfer page as the router mounts it: a lazy chunk of its own (the page, the address codecs,
// moment-timezone for the wire window and qrcode.react), behind a spinner while it downloads.
import { lazyPage } from '../../shared/ui/index';
import { TRANSFER_LOADING_LABEL } from './loadingLabel';

export const TransferPage = lazyPage(() => import(/* webpackChunkName: "transfer" */ './pages/TransferPage'), TRANSFER_LOADING_LABEL);
