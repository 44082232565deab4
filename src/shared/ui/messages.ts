// Texts the shared UI kit shows. The table and list texts are the spec's (part 2 §2 "Dialogs and
// widgets"); components take them from here and their tests assert them.
export const UI_MESSAGES = {
  none: 'None',
  close: 'Close',
  loading: 'Loading…',
  warning: 'Warning',
  moreInformation: (label: string) => `More information about ${label}`,
  table: {
    show: 'Show:',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    totalResults: (total: number) => `${total} Total Results`,
    jumpToPage: 'Jump to page:',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pagination: 'Pagination',
  },
} as const;
