// The Download Preferences rules (spec part 2 §4), by table: which boxes are enabled and ticked,
// PDF-only types, the footer count, when Download is enabled, and the result (request body and
// the several-files flag); ticking a box; formats a document does not list are never asked for.
import {
  canDownloadWith,
  downloadPreferences,
  startingChecks,
  toggledChoices,
  typeConfigs,
  type PreferenceChoices,
} from '../../../src/features/documents/downloadPreferences';
import type { DocumentDto } from '../../../src/api/contract/documents';
import { DOCUMENT_TYPES, aCompensationSummary, aStatement, anInvoice } from '../../builders/documents';

const ACCOUNT = 'C40017238';
const FEB = aStatement('2026-02');
const JAN = aStatement('2026-01');
const INVOICE = anInvoice('2026-02');
const Q4 = aCompensationSummary('2025-10');
const Q3_PDF_ONLY = aCompensationSummary('2025-07', { formats: ['pdf'] });
const CSV_ONLY = aStatement('2025-12', { formats: ['csv'] });

/** A type's boxes as 'pdf:enabled/checked csv:enabled/checked', e.g. 'pdf:on/x csv:on/-'. */
const boxes = (documents: DocumentDto[], choices: PreferenceChoices = {}) =>
  typeConfigs(documents, DOCUMENT_TYPES, choices).map(
    (c) => `${c.docType} ${c.totalCount} pdf:${c.pdf.enabled ? 'on' : 'off'}/${c.pdf.checked ? 'x' : '-'} csv:${c.csv.enabled ? 'on' : 'off'}/${c.csv.checked ? 'x' : '-'}`,
  );

describe('the rows and boxes', () => {
  it.each([
    ['one statement: PDF ticked, CSV free', [FEB], {}, ['STATEMENT 1 pdf:on/x csv:on/-']],
    ['statements counted together', [FEB, JAN], {}, ['STATEMENT 2 pdf:on/x csv:on/-']],
    ['a PDF-only type: PDF ticked and fixed, CSV disabled', [INVOICE], {}, ['INVOICE 1 pdf:off/x csv:off/-']],
    ['no document of the type offers CSV: CSV disabled', [Q3_PDF_ONLY], {}, ['COMPENSATION_SUMMARY 1 pdf:on/x csv:off/-']],
    ['one of them offers CSV: CSV enabled', [Q3_PDF_ONLY, Q4], {}, ['COMPENSATION_SUMMARY 2 pdf:on/x csv:on/-']],
    ['none offers PDF: PDF disabled, CSV ticked to start', [CSV_ONLY], {}, ['STATEMENT 1 pdf:off/- csv:on/x']],
    ['rows in the types order, whatever the selection order', [Q4, INVOICE, FEB], {}, [
      'STATEMENT 1 pdf:on/x csv:on/-',
      'INVOICE 1 pdf:off/x csv:off/-',
      'COMPENSATION_SUMMARY 1 pdf:on/x csv:on/-',
    ]],
    ['the user’s ticks kept', [FEB], { STATEMENT: { pdf: false, csv: true } }, ['STATEMENT 1 pdf:on/- csv:on/x']],
    ['a tick on a disabled box does not count', [Q3_PDF_ONLY], { COMPENSATION_SUMMARY: { pdf: true, csv: true } }, ['COMPENSATION_SUMMARY 1 pdf:on/x csv:off/-']],
    ['a PDF-only type ignores ticks', [INVOICE], { INVOICE: { pdf: false, csv: true } }, ['INVOICE 1 pdf:off/x csv:off/-']],
    ['nothing selected: no rows', [], {}, []],
  ] as const)('%s', (_name, documents, choices, expected) => {
    expect(boxes([...documents], choices as PreferenceChoices)).toEqual(expected);
  });

  it('a type the list did not describe gets its own row, both formats as its documents offer', () => {
    const configs = typeConfigs([FEB], [], {});
    expect(configs).toEqual([{ docType: 'STATEMENT', heading: 'STATEMENT', pdfOnly: false, totalCount: 1, pdf: { enabled: true, checked: true }, csv: { enabled: true, checked: false } }]);
  });

  it('starting boxes: PDF when offered, else CSV, else none', () => {
    expect(startingChecks([FEB])).toEqual({ pdf: true, csv: false });
    expect(startingChecks([CSV_ONLY])).toEqual({ pdf: false, csv: true });
    expect(startingChecks([])).toEqual({ pdf: false, csv: false });
  });
});

describe('Download', () => {
  it.each([
    ['a statement in PDF', [FEB], {}, true],
    ['a statement with no format ticked', [FEB], { STATEMENT: { pdf: false, csv: false } }, false],
    ['a statement in CSV only', [FEB], { STATEMENT: { pdf: false, csv: true } }, true],
    ['an invoice alone (always PDF)', [INVOICE], {}, true],
    ['an invoice, and a statement with nothing ticked', [INVOICE, FEB], { STATEMENT: { pdf: false, csv: false } }, false],
    ['a summary that is PDF only with PDF unticked', [Q3_PDF_ONLY], { COMPENSATION_SUMMARY: { pdf: false, csv: true } }, false],
    ['every type with a format', [FEB, INVOICE, Q4], { COMPENSATION_SUMMARY: { pdf: false, csv: true } }, true],
    ['nothing selected', [], {}, false],
  ] as const)('%s: %s', (_name, documents, choices, enabled) => {
    const preferences = downloadPreferences(ACCOUNT, [...documents], DOCUMENT_TYPES, choices as PreferenceChoices);
    expect(preferences.canDownload).toBe(enabled);
    expect(canDownloadWith(preferences.configs)).toBe(enabled);
  });
});

describe('the result', () => {
  it('one document in one format: one file', () => {
    const { result, footerCount } = downloadPreferences(ACCOUNT, [FEB], DOCUMENT_TYPES, {});
    expect(result).toEqual({ body: { accountNumber: ACCOUNT, documents: [{ id: FEB.id, version: 1, formats: ['pdf'] }] }, multiple: false });
    expect(footerCount).toBe(1);
  });

  it('one document in both formats: several files', () => {
    const { result } = downloadPreferences(ACCOUNT, [FEB], DOCUMENT_TYPES, { STATEMENT: { pdf: true, csv: true } });
    expect(result).toEqual({ body: { accountNumber: ACCOUNT, documents: [{ id: FEB.id, version: 1, formats: ['pdf', 'csv'] }] }, multiple: true });
  });

  it('each document in the ticked formats it lists; an invoice always PDF; versions kept', () => {
    const corrected = aStatement('2025-12', { version: 2, latestVersion: 2 });
    const { result, footerCount } = downloadPreferences(ACCOUNT, [FEB, corrected, INVOICE, Q3_PDF_ONLY, Q4], DOCUMENT_TYPES, {
      STATEMENT: { pdf: true, csv: true },
      COMPENSATION_SUMMARY: { pdf: false, csv: true },
    });
    expect(result.body.documents).toEqual([
      { id: FEB.id, version: 1, formats: ['pdf', 'csv'] },
      { id: corrected.id, version: 2, formats: ['pdf', 'csv'] },
      { id: INVOICE.id, version: 1, formats: ['pdf'] },
      { id: Q4.id, version: 1, formats: ['csv'] },
    ]);
    expect(footerCount).toBe(4); // the PDF-only summary has no CSV: it is not asked for
    expect(result.multiple).toBe(true);
  });

  it('a document left with no format it lists is not asked for, and alone it leaves nothing to download', () => {
    const preferences = downloadPreferences(ACCOUNT, [Q3_PDF_ONLY, Q4], DOCUMENT_TYPES, { COMPENSATION_SUMMARY: { pdf: false, csv: true } });
    expect(preferences.result.body.documents).toEqual([{ id: Q4.id, version: 1, formats: ['csv'] }]);
    expect(preferences.result.multiple).toBe(false);
    expect(preferences.canDownload).toBe(true);
  });
});

describe('ticking a box', () => {
  it('flips an enabled box and keeps the other', () => {
    const once = toggledChoices({}, [FEB], DOCUMENT_TYPES, 'STATEMENT', 'csv');
    expect(once).toEqual({ STATEMENT: { pdf: true, csv: true } });
    expect(toggledChoices(once, [FEB], DOCUMENT_TYPES, 'STATEMENT', 'pdf')).toEqual({ STATEMENT: { pdf: false, csv: true } });
  });

  it('leaves a disabled box, a PDF-only type and an absent type alone', () => {
    const choices: PreferenceChoices = {};
    expect(toggledChoices(choices, [Q3_PDF_ONLY], DOCUMENT_TYPES, 'COMPENSATION_SUMMARY', 'csv')).toBe(choices);
    expect(toggledChoices(choices, [INVOICE], DOCUMENT_TYPES, 'INVOICE', 'pdf')).toBe(choices);
    expect(toggledChoices(choices, [FEB], DOCUMENT_TYPES, 'INVOICE', 'pdf')).toBe(choices);
  });
});
