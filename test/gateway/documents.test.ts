// Documents (contract/documents.ts): the list with the types' display config, versions, the account
// list, and downloads — one PDF read back as text, one CSV byte for byte at the fixed clock, a zip
// listed back — with their figures checked against the ledger; issue times; access (session, firm,
// entitlement, another firm's document) and bad bodies (4xx with a message, nothing kept).
import { DOCUMENT_CONTENT_TYPES, MAX_DOWNLOAD_DOCUMENTS, isDocumentList, isDocumentListDto, type DocumentDto } from '../../src/api/contract/documents';
import { easternMidnight } from '../../mock-server/src/domain/platform/easternTime';
import { ACTIONS } from '../../mock-server/src/domain/accounts/entitlements';
import { amountText } from '../../mock-server/src/domain/documents/documentText';
import { parseDecimal } from '../../mock-server/src/domain/platform/money';
import { CORRECTION_NOTE } from '../../mock-server/src/scenario/documents';
import { ACCOUNTS, FORBIDDEN, NO_SUCH_ACCOUNT, UNAUTHORIZED, answer, dataOf, domainOf, expectRefusal, post, userId } from './support/accounts';
import { DOCUMENT_PATHS, attachmentName, csvRows, csvTable, documentVersions, download, everyFormat, listDocuments, pdfPages, zipFiles } from './support/documents';
import { count, gatewayForThisFile, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();
const app = () => gateway.app;
const MAIN = ACCOUNTS.plainCustody;
const HOUR = 3_600_000;

const byId = (documents: readonly DocumentDto[], id: string) => {
  const found = documents.find((d) => d.id === id);
  if (!found) throw new Error(`no document ${id}`);
  return found;
};

const decimalsOf = (symbol: string) => gateway.db.prepare('SELECT decimals FROM securities WHERE symbol = ?').pluck().get(symbol) as number;

/** The exact sum of an account's entries of one asset booked before `before`, as documents write it. */
function ledgerBalance(account: string, symbol: string, before: number, grouped = false): string {
  const sum = gateway.db
    .prepare('SELECT units_sum(amount) FROM ledger_entries WHERE account_number = ? AND symbol = ? AND booked_at < ?')
    .pluck()
    .get(account, symbol, before) as string;
  return amountText(BigInt(sum), decimalsOf(symbol), grouped);
}

describe('the document list', () => {
  it("answers the account's documents of every type, newest period first, with the types' display config", async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const list = await listDocuments(app(), cookie, MAIN);
    expect(isDocumentListDto(list)).toBe(true);
    expect(list.documentTypes).toEqual([
      { docType: 'STATEMENT', heading: 'Monthly Statement', pdfOnly: false, formats: ['pdf', 'csv'] },
      { docType: 'INVOICE', heading: 'Invoice', pdfOnly: true, formats: ['pdf'] },
      { docType: 'COMPENSATION_SUMMARY', heading: 'Compensation Summary', pdfOnly: false, formats: ['pdf', 'csv'] },
    ]);
    expect(list.documents.map((d) => `${d.id} v${d.version} ${d.formats.join('+')}`)).toEqual([
      'STM-C40017238-2026-02 v1 pdf+csv',
      'INV-C40017238-2026-02 v1 pdf',
      'STM-C40017238-2026-01 v1 pdf+csv',
      'INV-C40017238-2026-01 v1 pdf',
      'STM-C40017238-2025-12 v2 pdf+csv',
      'INV-C40017238-2025-12 v1 pdf',
      'CMP-C40017238-2025-Q4 v1 pdf+csv',
      'CMP-C40017238-2025-Q3 v1 pdf',
    ]);
    expect(byId(list.documents, 'STM-C40017238-2026-02')).toEqual({
      id: 'STM-C40017238-2026-02',
      version: 1,
      docType: 'STATEMENT',
      name: 'Monthly Statement – February 2026',
      accountNumber: MAIN,
      periodStart: '2026-02-01',
      periodEnd: '2026-02-28',
      issuedAt: (easternMidnight('2026-03-02') + 6 * HOUR) / 1000,
      formats: ['pdf', 'csv'],
      correction: null,
      latestVersion: 1,
    });
    expect(byId(list.documents, 'STM-C40017238-2025-12')).toMatchObject({ version: 2, latestVersion: 2, correction: CORRECTION_NOTE });
  });

  it('lists only what is issued by now: a version issued later is not there yet', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    gateway.clock.fix(easternMidnight('2026-03-02') + 5 * HOUR); // an hour before February's documents are issued
    const ids = (await listDocuments(app(), cookie, MAIN)).documents.map((d) => d.id);
    expect(ids).not.toContain('STM-C40017238-2026-02');
    expect(ids).toContain('STM-C40017238-2026-01');
    gateway.clock.fix(easternMidnight('2026-01-05')); // after December's statement, before its correction
    const december = byId((await listDocuments(app(), cookie, MAIN)).documents, 'STM-C40017238-2025-12');
    expect(december).toMatchObject({ version: 1, latestVersion: 1, correction: null });
  });

  it('gives an account opened recently only the periods its history covers', async () => {
    const cookie = await signIn(app(), 'demo.mmnew'); // opened 100 days before T0
    const ids = (await listDocuments(app(), cookie, 'M97001015')).documents.map((d) => d.id);
    expect(ids).toContain('CMP-M97001015-2025-Q4');
    expect(ids).not.toContain('CMP-M97001015-2025-Q3');
  });
});

describe('versions', () => {
  it('answers every issued version of a document, newest first', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const versions = dataOf<DocumentDto[]>(await documentVersions(app(), cookie, MAIN, 'STM-C40017238-2025-12'));
    expect(isDocumentList(versions)).toBe(true);
    expect(versions.map((v) => [v.version, v.latestVersion, v.correction])).toEqual([
      [2, 2, CORRECTION_NOTE],
      [1, 2, null],
    ]);
    expect(versions[0]!.issuedAt - versions[1]!.issuedAt).toBe(10 * 24 * 3600);
  });

  it("404s a document the account does not have (another account's included)", async () => {
    const cookie = await signIn(app(), 'demo.plain');
    expectRefusal(await documentVersions(app(), cookie, MAIN, 'STM-C99999999-2026-02'), 404, 'Document not found');
    expectRefusal(await documentVersions(app(), cookie, MAIN, 'STM-C74002019-2026-02'), 404, 'Document not found');
    expectRefusal(await documentVersions(app(), cookie, ACCOUNTS.plainSubCustody, 'STM-C40017238-2026-02'), 404, 'Document not found');
  });
});

describe('the account list', () => {
  it("answers the firm's accounts the user may view, with their documents", async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const accounts = dataOf<Array<{ accountNumber: string; documentCount: number }>>(await post(app(), DOCUMENT_PATHS.accountList, {}, cookie));
    expect(accounts.map((a) => a.accountNumber)).toEqual([MAIN, ACCOUNTS.plainSubCustody, ACCOUNTS.plainCollateral, ACCOUNTS.researchBasket]);
    expect(accounts[0]).toEqual({ accountNumber: MAIN, accountDisplayName: 'Harborline Capital – Main Custody', documentCount: 8 });
  });

  it('leaves out an account the user may not view', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const { entitlements } = domainOf(gateway.db, gateway.clock);
    entitlements.revoke(userId(gateway.db, 'demo.plain'), MAIN, ACTIONS.dashboard);
    const accounts = dataOf<Array<{ accountNumber: string }>>(await post(app(), DOCUMENT_PATHS.accountList, {}, cookie));
    expect(accounts.map((a) => a.accountNumber)).not.toContain(MAIN);
  });
});

describe('downloading one file', () => {
  it("answers a statement's PDF: its facts, columns and the ledger's figures, with the file name", async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const res = await download(app(), cookie, { accountNumber: MAIN, documents: [{ id: 'STM-C40017238-2026-02', version: 1, formats: ['pdf'] }] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(DOCUMENT_CONTENT_TYPES.pdf);
    expect(attachmentName(res)).toBe('Statement_C40017238_2026-02.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [page, ...more] = pdfPages(res.rawPayload);
    expect(more).toEqual([]);
    for (const text of ['Harbor Digital Trust Company', 'Monthly Statement – February 2026', 'Harborline Capital – Main Custody', '02/01/2026 - 02/28/2026', '1 of 1']) {
      expect(page).toContain(text);
    }
    for (const column of ['Asset', 'Opening Balance', 'Credits', 'Debits', 'Fees', 'Closing Balance', 'Price (USD)', 'Value (USD)', 'Date', 'Type', 'Description', 'Status']) {
      expect(page).toContain(column);
    }
    // The closing balances are the ledger's sums up to the period's end (thousands grouped in the PDF).
    const end = easternMidnight('2026-03-01');
    expect(page).toContain(ledgerBalance(MAIN, 'BTC', end, true));
    expect(page).toContain(ledgerBalance(MAIN, 'USD', end, true));
    expect(ledgerBalance(MAIN, 'USD', end, true)).toMatch(/^\d{1,3}(,\d{3})+\.\d{2}$/);
  });

  it("answers a statement's CSV byte for byte at the fixed clock", async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const res = await download(app(), cookie, { accountNumber: MAIN, documents: [{ id: 'STM-C40017238-2026-02', version: 1, formats: ['csv'] }] });
    expect(res.headers['content-type']).toBe(DOCUMENT_CONTENT_TYPES.csv);
    expect(attachmentName(res)).toBe('Statement_C40017238_2026-02.csv');
    expect(res.body).toBe(STATEMENT_CSV);
  });

  it("a statement's balances add up and are the ledger's, and it lists every entry of the period", async () => {
    const cookie = await signIn(app(), 'demo.viewer');
    const res = await download(app(), cookie, { accountNumber: ACCOUNTS.pensionCustody, documents: [{ id: 'STM-C74002019-2026-01', version: 1, formats: ['csv'] }] });
    const rows = csvRows(res.rawPayload);
    const balances = csvTable(rows, 'Balances');
    const from = easternMidnight('2026-01-01');
    const to = easternMidnight('2026-02-01');
    const assets = balances.rows.filter((r) => r[0] !== 'Total');
    expect(assets.length).toBeGreaterThan(1);
    for (const [asset = '', ...amounts] of assets) {
      const [opening, credits, debits, fees, closing] = amounts.slice(0, 5).map((text) => parseDecimal(text, decimalsOf(asset)) as bigint);
      expect(opening! + credits! - debits! - fees!).toBe(closing);
      expect(amounts[4]).toBe(ledgerBalance(ACCOUNTS.pensionCustody, asset, to));
    }
    const entries = gateway.db.prepare('SELECT COUNT(*) FROM ledger_entries WHERE account_number = ? AND booked_at >= ? AND booked_at < ?').pluck().get(ACCOUNTS.pensionCustody, from, to);
    expect(csvTable(rows, 'Activity').rows).toHaveLength(entries as number);
  });

  it('keeps a file once rendered: a second download reads the same bytes', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const body = { accountNumber: MAIN, documents: [{ id: 'INV-C40017238-2026-01', version: 1, formats: ['pdf'] }] };
    const [first, second] = await Promise.all([download(app(), cookie, body), download(app(), cookie, body)]);
    expect(count(gateway.db, 'document_files')).toBe(1);
    expect(second!.rawPayload.equals(first!.rawPayload)).toBe(true);
    const third = await download(app(), cookie, body);
    expect(third.rawPayload.equals(first!.rawPayload)).toBe(true);
    expect(pdfPages(third.rawPayload)[0]).toEqual(expect.arrayContaining(['Invoice', 'Charges', 'Total charges']));
  });

  it('draws a long statement a page at a time, every page numbered and headed', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const res = await download(app(), cookie, { accountNumber: ACCOUNTS.researchBasket, documents: [{ id: 'STM-C40017262-2026-02', version: 1, formats: ['pdf'] }] });
    const pages = pdfPages(res.rawPayload);
    expect(pages.length).toBeGreaterThan(5); // 500 assets
    pages.forEach((page, i) => {
      expect(page).toContain(`${i + 1} of ${pages.length}`);
      expect(page).toContain('Monthly Statement – February 2026');
    });
    expect(pages.filter((page) => page.includes('Opening Balance')).length).toBeGreaterThan(5);
  }, 30_000); // ~0.7 s of CPU to draw 500 assets' balances; several times that on a loaded machine
});

describe('downloading several', () => {
  it('answers a zip of one file per document and format, each the file a single download gives', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const { documents } = await listDocuments(app(), cookie, MAIN);
    const res = await download(app(), cookie, everyFormat(MAIN, documents));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(DOCUMENT_CONTENT_TYPES.zip);
    expect(attachmentName(res)).toBe('Documents_C40017238_20260302.zip');
    const files = zipFiles(res.rawPayload);
    expect(Object.keys(files)).toEqual([
      'Statement_C40017238_2026-02.pdf',
      'Statement_C40017238_2026-02.csv',
      'Invoice_C40017238_2026-02.pdf',
      'Statement_C40017238_2026-01.pdf',
      'Statement_C40017238_2026-01.csv',
      'Invoice_C40017238_2026-01.pdf',
      'Statement_C40017238_2025-12_v2.pdf',
      'Statement_C40017238_2025-12_v2.csv',
      'Invoice_C40017238_2025-12.pdf',
      'CompensationSummary_C40017238_2025-Q4.pdf',
      'CompensationSummary_C40017238_2025-Q4.csv',
      'CompensationSummary_C40017238_2025-Q3.pdf',
    ]);
    const single = await download(app(), cookie, { accountNumber: MAIN, documents: [{ id: 'STM-C40017238-2026-02', version: 1, formats: ['csv'] }] });
    expect(Buffer.from(files['Statement_C40017238_2026-02.csv'] as Uint8Array).equals(single.rawPayload)).toBe(true);
  }, 20_000); // twelve files rendered: under a second alone, more on a loaded machine

  it('a corrected version and its first differ only where the correction says', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const res = await download(app(), cookie, {
      accountNumber: MAIN,
      documents: [1, 2].map((version) => ({ id: 'STM-C40017238-2025-12', version, formats: ['csv'] })),
    });
    const files = zipFiles(res.rawPayload);
    const [first, second] = ['Statement_C40017238_2025-12.csv', 'Statement_C40017238_2025-12_v2.csv'].map((name) => csvRows(files[name] as Uint8Array));
    const closing = (rows: string[][]) => csvTable(rows, 'Balances').rows.map((r) => r.slice(0, 6));
    expect(closing(second!)).toEqual(closing(first!)); // the same balances…
    expect(csvTable(second!, 'Balances').rows.map((r) => r[6])).not.toEqual(csvTable(first!, 'Balances').rows.map((r) => r[6])); // …priced again
    expect(second).toContainEqual(['Note', `Corrected document: ${CORRECTION_NOTE}`]);
  });
});

describe('access', () => {
  const oneFile = (account: string, id = 'STM-C40017238-2026-02') => ({ accountNumber: account, documents: [{ id, version: 1, formats: ['pdf'] }] });

  it('needs a full session on every call', async () => {
    for (const [path, body] of [
      [DOCUMENT_PATHS.list, { accountNumber: MAIN }],
      [DOCUMENT_PATHS.versions, { accountNumber: MAIN, documentId: 'STM-C40017238-2026-02' }],
      [DOCUMENT_PATHS.accountList, {}],
      [DOCUMENT_PATHS.download, oneFile(MAIN)],
    ] as const) {
      const res = await post(app(), path, body);
      expect(res.statusCode).toBe(401);
      expect(answer(res)).toEqual(UNAUTHORIZED);
    }
  });

  it("refuses another firm's account (403) and another firm's document through one's own account (404)", async () => {
    const cookie = await signIn(app(), 'demo.plain');
    for (const account of [ACCOUNTS.pensionCustody, NO_SUCH_ACCOUNT]) {
      const list = await post(app(), DOCUMENT_PATHS.list, { accountNumber: account }, cookie);
      expect([list.statusCode, answer(list)]).toEqual([403, FORBIDDEN]);
      const file = await download(app(), cookie, oneFile(account, 'STM-C74002019-2026-02'));
      expect([file.statusCode, answer(file)]).toEqual([403, FORBIDDEN]);
    }
    expectRefusal(await download(app(), cookie, oneFile(MAIN, 'STM-C74002019-2026-02')), 404, 'Document not found');
    expect(count(gateway.db, 'document_files')).toBe(0);
  });

  it('refuses a user without the view entitlement on the account', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    domainOf(gateway.db, gateway.clock).entitlements.revoke(userId(gateway.db, 'demo.plain'), MAIN, ACTIONS.dashboard);
    const text = 'You are not entitled to FDAS_AS_INST_DASHBOARD on this account';
    expectRefusal(await post(app(), DOCUMENT_PATHS.list, { accountNumber: MAIN }, cookie), 403, text);
    expectRefusal(await download(app(), cookie, oneFile(MAIN)), 403, text);
  });

  it('404s a version not issued yet', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    gateway.clock.fix(easternMidnight('2026-01-05'));
    const res = await download(app(), cookie, { accountNumber: MAIN, documents: [{ id: 'STM-C40017238-2025-12', version: 2, formats: ['pdf'] }] });
    expectRefusal(res, 404, 'Document not found');
  });
});

describe('bad bodies', () => {
  const doc = { id: 'STM-C40017238-2026-02', version: 1, formats: ['pdf'] };
  it.each([
    ['no documents', { accountNumber: MAIN, documents: [] }, 'body.documents must NOT have fewer than 1 items'],
    ['too many documents', { accountNumber: MAIN, documents: Array.from({ length: MAX_DOWNLOAD_DOCUMENTS + 1 }, () => doc) }, 'body.documents must NOT have more than 50 items'],
    ['no account', { documents: [doc] }, "body is missing the field 'accountNumber'"],
    ['an unknown format', { accountNumber: MAIN, documents: [{ ...doc, formats: ['xls'] }] }, 'body.documents.0.formats.0 must be one of pdf, csv'],
    ['no format', { accountNumber: MAIN, documents: [{ ...doc, formats: [] }] }, 'body.documents.0.formats must NOT have fewer than 1 items'],
    ['a format twice', { accountNumber: MAIN, documents: [{ ...doc, formats: ['pdf', 'pdf'] }] }, /^body\.documents\.0\.formats must NOT have duplicate items/],
    ['version 0', { accountNumber: MAIN, documents: [{ ...doc, version: 0 }] }, 'body.documents.0.version must be >= 1'],
    ['a version as text', { accountNumber: MAIN, documents: [{ ...doc, version: '1' }] }, 'body.documents.0.version must be of type integer'],
    ['a malformed id', { accountNumber: MAIN, documents: [{ ...doc, id: 'stm-1; drop' }] }, /^body\.documents\.0\.id must match pattern/],
    ['an extra field', { accountNumber: MAIN, documents: [{ ...doc, owner: 'me' }] }, "body.documents.0 has an unknown field 'owner'"],
    ['a document twice', { accountNumber: MAIN, documents: [doc, doc] }, 'Document STM-C40017238-2026-02 version 1 is listed twice'],
    ['a format the document is not offered in', { accountNumber: MAIN, documents: [{ id: 'INV-C40017238-2026-02', version: 1, formats: ['csv'] }] }, 'Document INV-C40017238-2026-02 is not offered as CSV'],
    ['a version the document does not have', { accountNumber: MAIN, documents: [{ ...doc, version: 2 }] }, 'Document not found'],
  ])('%s: 4xx with a message, nothing rendered or kept', async (_name, body, text) => {
    const cookie = await signIn(app(), 'demo.plain');
    const res = await download(app(), cookie, body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectRefusal(res, res.statusCode, text);
    expect(count(gateway.db, 'document_files')).toBe(0);
  });

  it('refuses bad list, versions and account-list bodies', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    expectRefusal(await post(app(), DOCUMENT_PATHS.list, { accountNumber: MAIN, extra: 1 }, cookie), 400, /unknown field 'extra'/);
    expectRefusal(await post(app(), DOCUMENT_PATHS.versions, { accountNumber: MAIN }, cookie), 400, /documentId/);
    expectRefusal(await post(app(), DOCUMENT_PATHS.accountList, { accountNumber: MAIN }, cookie), 400, /unknown field 'accountNumber'/);
  });
});

// Demo.plain's main custody account in February 2026, the scenario's history ending at T0
// (2026-03-02 10:00 ET).
const STATEMENT_CSV = [
  '\uFEFFMonthly Statement',
  'Issuer,Harbor Digital Trust Company',
  'Account,Harborline Capital – Main Custody',
  'Account Number,C40017238',
  'Firm,Harborline Capital Partners LP',
  'Period,02/01/2026 - 02/28/2026',
  'Issued,03/02/2026 6:00 AM ET',
  'Document ID,STM-C40017238-2026-02',
  'Version,1',
  'Note,Closing values at the prices of 03/01/2026 12:00 AM ET. Fees charged in the period: 30.00.',
  'Note,Amounts are exact to the smallest unit of each asset.',
  '',
  'Balances',
  'Asset,Opening Balance,Credits,Debits,Fees,Closing Balance,Price (USD),Value (USD)',
  'USD,22349569.51,0.00,744585.22,30.00,21604954.29,1.00,21604954.29',
  'BTC,180.94663341,0.00,0.00,0.00,180.94663341,90737.36545688,16418620.80',
  'ETH,1496.944179426633077587,219.59817242473063282,387.251954577667653067,0.00,1329.29039727369605734,3153.11435669,4191404.64',
  'FIDD,2407703.81,0.00,0.00,0.00,2407703.81,1.00,2407703.81',
  'LTC,7143.82892365,0.00,0.00,0.00,7143.82892365,91.80998868,655874.85',
  'Total,,,,,,,45278558.39',
  '',
  'Activity',
  'Date,Type,Description,Asset,Credit,Debit,Status',
  '02/14/2026 7:02 AM,Trade,Buy ETH,USD,,744585.22,Settled',
  '02/14/2026 7:02 AM,Trade,Buy ETH,ETH,219.59817242473063282,,Settled',
  '02/20/2026 5:22 PM,Withdrawal,Withdrawal to external wallet,ETH,,205.985082222163645248,Settled',
  '02/20/2026 5:22 PM,Fee,Withdrawal fee (ETH),USD,,15.00,Settled',
  '02/25/2026 12:58 AM,Withdrawal,Withdrawal to external wallet,ETH,,181.266872355504007819,Settled',
  '02/25/2026 12:58 AM,Fee,Withdrawal fee (ETH),USD,,15.00,Settled',
  '',
].join('\r\n');
