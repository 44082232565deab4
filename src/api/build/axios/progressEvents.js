// Stands in for axios's upload/download progress helpers (./parts.js): the portal sets no
// onUploadProgress / onDownloadProgress, so the XHR adapter never calls them. A call that sets one
// is a programming error, said plainly.
function progressEventsAreNotInThisBuild() {
  throw new Error('No progress events (src/api/build/axios/parts.js)');
}

export const progressEventReducer = progressEventsAreNotInThisBuild;
export const progressEventDecorator = progressEventsAreNotInThisBuild;
export const asyncDecorator = progressEventsAreNotInThisBuild;
