// The spinner's label while the transfer chunk downloads: on its own, so the router's first page
// does not carry the feature's other texts (ADR 0012).
export const TRANSFER_LOADING_LABEL = 'Loading Transfer';
