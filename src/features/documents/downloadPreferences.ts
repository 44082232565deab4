// The Download Preferences rules (spec part 2 §2, §3, §4), as pure functions of the selected
// documents, the document types and the boxes the user ticked:
//   - one row per type among the selected documents (DOCUMENT TYPE, FORMAT, TOTAL), in the types' order
//   - a format box is disabled when no selected document of the type offers the format
//   - a PDF-only type is always PDF: its PDF box ticked and disabled, its CSV box disabled
//   - a document is asked for in a ticked format only if it lists that format
//   - Download is enabled only when every type that is not PDF-only has an enabled, ticked format
//   - the footer counts the documents the request asks for
//   - the result is the request body and whether several documents or formats were chosen (a zip)
// A type's boxes start with PDF ticked when it is enabled, else CSV.
import type { DocumentDto, DocumentFormat, DocumentType, DocumentTypeDto, DownloadRequestDto } from '../../api/contract/documents';

export type FormatChecks = Record<DocumentFormat, boolean>;
/** What the user ticked, per type (a type not yet touched has its starting boxes). */
export type PreferenceChoices = Partial<Record<DocumentType, FormatChecks>>;

export interface FormatChoice {
  enabled: boolean;
  checked: boolean;
}

/** The per-type display config of spec part 2 §3. */
export interface DocumentTypeConfig {
  docType: DocumentType;
  heading: string;
  pdfOnly: boolean;
  /** Selected documents of the type. */
  totalCount: number;
  pdf: FormatChoice;
  csv: FormatChoice;
}

export interface PreferencesResult {
  body: DownloadRequestDto;
  /** Several documents or formats: the gateway answers a zip. */
  multiple: boolean;
}

export interface DownloadPreferences {
  configs: DocumentTypeConfig[];
  /** Documents the request asks for. */
  footerCount: number;
  canDownload: boolean;
  result: PreferencesResult;
}

const offers = (documents: readonly DocumentDto[], format: DocumentFormat) => documents.some((d) => d.formats.includes(format));

/** The types of the selected documents, in the types' order (a type the list did not describe last, as is). */
function selectedTypes(documents: readonly DocumentDto[], types: readonly DocumentTypeDto[]): DocumentTypeDto[] {
  const present = new Set(documents.map((d) => d.docType));
  const known = types.filter((t) => present.has(t.docType));
  const unknown = [...present].filter((docType) => !types.some((t) => t.docType === docType));
  return [...known, ...unknown.map((docType) => ({ docType, heading: docType, pdfOnly: false, formats: ['pdf', 'csv'] as DocumentFormat[] }))];
}

/** The starting boxes of a type: PDF when it can be had, else CSV. */
export function startingChecks(documents: readonly DocumentDto[]): FormatChecks {
  const pdf = offers(documents, 'pdf');
  return { pdf, csv: !pdf && offers(documents, 'csv') };
}

export function typeConfigs(documents: readonly DocumentDto[], types: readonly DocumentTypeDto[], choices: PreferenceChoices): DocumentTypeConfig[] {
  return selectedTypes(documents, types).map((type) => {
    const ofType = documents.filter((d) => d.docType === type.docType);
    const checks = choices[type.docType] ?? startingChecks(ofType);
    const pdfOffered = offers(ofType, 'pdf');
    const csvOffered = offers(ofType, 'csv');
    return {
      docType: type.docType,
      heading: type.heading,
      pdfOnly: type.pdfOnly,
      totalCount: ofType.length,
      pdf: type.pdfOnly ? { enabled: false, checked: pdfOffered } : { enabled: pdfOffered, checked: pdfOffered && checks.pdf },
      csv: type.pdfOnly ? { enabled: false, checked: false } : { enabled: csvOffered, checked: csvOffered && checks.csv },
    };
  });
}

/** Every type that is not PDF-only has an enabled, ticked format (and something is selected). */
export const canDownloadWith = (configs: readonly DocumentTypeConfig[]): boolean =>
  configs.length > 0 && configs.every((c) => c.pdfOnly || (c.pdf.enabled && c.pdf.checked) || (c.csv.enabled && c.csv.checked));

/** The request: each selected document in the ticked formats of its type that it lists; those left with none are not asked for. */
export function preferencesResult(accountNumber: string, documents: readonly DocumentDto[], configs: readonly DocumentTypeConfig[]): PreferencesResult {
  const asked = documents.flatMap((d) => {
    const config = configs.find((c) => c.docType === d.docType);
    const formats = (['pdf', 'csv'] as const).filter((f) => config?.[f].checked === true && d.formats.includes(f));
    return formats.length > 0 ? [{ id: d.id, version: d.version, formats }] : [];
  });
  return { body: { accountNumber, documents: asked }, multiple: asked.length > 1 || asked.some((d) => d.formats.length > 1) };
}

export function downloadPreferences(
  accountNumber: string,
  documents: readonly DocumentDto[],
  types: readonly DocumentTypeDto[],
  choices: PreferenceChoices,
): DownloadPreferences {
  const configs = typeConfigs(documents, types, choices);
  const result = preferencesResult(accountNumber, documents, configs);
  const footerCount = result.body.documents.length;
  return { configs, footerCount, canDownload: canDownloadWith(configs) && footerCount > 0, result };
}

/** The choices after the user ticks or unticks a box of a type (a disabled box does not move). */
export function toggledChoices(
  choices: PreferenceChoices,
  documents: readonly DocumentDto[],
  types: readonly DocumentTypeDto[],
  docType: DocumentType,
  format: DocumentFormat,
): PreferenceChoices {
  const config = typeConfigs(documents, types, choices).find((c) => c.docType === docType);
  if (!config || !config[format].enabled) return choices;
  return { ...choices, [docType]: { pdf: config.pdf.checked, csv: config.csv.checked, [format]: !config[format].checked } };
}
