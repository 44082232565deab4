// Texts of the documents feature. Quoted ones are the spec's exact words (part 2 §2, §8) and are
// asserted by the tests; the rest are this portal's wording (docs/spec-choices.md).
import type { DocumentFormat } from '../../api/contract/documents';

const FORMAT_NAMES: Record<DocumentFormat, string> = { pdf: 'PDF', csv: 'CSV' };

export const DOCUMENTS_MESSAGES = {
  pageTitle: 'Documents',
  loading: 'Loading documents',
  /** Spec part 2 §2. */
  empty: 'No Documents to Display',
  /** Spec part 2 §8. */
  loadFailed: 'Unable to load documents at this time.',
  tryAgain: 'Try Again',
  caption: (account: string) => `Documents of ${account}`,
  documentCount: (count: number) => (count === 1 ? '1 document' : `${count} documents`),
  columns: { select: 'Select', name: 'Document', period: 'Period', issued: 'Issued', version: 'Version', formats: 'Formats' },
  selectAll: 'Select all documents',
  selectDocument: (name: string, version: number) => `Select ${name}, version ${version}`,
  selectedCount: (n: number) => (n === 1 ? '1 document selected' : `${n} documents selected`),
  downloadSelected: 'Download Selected',
  version: (version: number, corrected: boolean) => (corrected ? `${version} (corrected)` : String(version)),
  earlierVersion: (version: number) => `${version} (superseded)`,
  showVersions: (name: string) => `Show earlier versions of ${name}`,
  hideVersions: (name: string) => `Hide earlier versions of ${name}`,
  showVersionsLabel: 'Earlier versions',
  hideVersionsLabel: 'Hide earlier versions',
  loadingVersions: 'Loading earlier versions',
  versionsFailed: 'Earlier versions are unavailable at this time.',
  formats: (formats: readonly DocumentFormat[]) => formats.map((f) => FORMAT_NAMES[f]).join(', '),
  period: (from: string, to: string) => `${from} - ${to}`,
  downloaded: (fileName: string) => `Downloaded ${fileName}.`,
  dialog: {
    /** Spec part 2 §2: the dialog's columns and buttons. */
    heading: 'Download Preferences',
    caption: 'Formats by document type',
    columns: { type: 'DOCUMENT TYPE', format: 'FORMAT', total: 'TOTAL' },
    format: (format: DocumentFormat) => FORMAT_NAMES[format],
    formatFor: (format: DocumentFormat, heading: string) => `${FORMAT_NAMES[format]} for ${heading}`,
    pdfOnly: 'PDF only',
    footer: (n: number) => (n === 1 ? 'Total: 1 document' : `Total: ${n} documents`),
    cancel: 'Cancel',
    download: 'Download',
    downloading: 'Downloading…',
    preparing: (n: number) => (n === 1 ? 'Preparing 1 document…' : `Preparing ${n} documents…`),
    progressLabel: 'Download progress',
    received: (kb: string) => `Receiving… ${kb} KB`,
    percent: (percent: number) => `Receiving… ${percent}%`,
    failedHeader: 'The documents could not be downloaded.',
    chooseFormat: 'Choose at least one format for each document type.',
  },
} as const;
