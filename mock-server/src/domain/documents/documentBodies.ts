// What each document type shows, as a format-neutral body: a title, labelled facts, notes and
// tables of text cells, built from the ledger's figures (documentContent.ts). The PDF and the CSV
// are drawn from the same body (documentRender.ts); the PDF's amounts group thousands, the CSV's
// do not. A statement's PDF lists every entry up to PDF_ENTRY_LIMIT; beyond that it lists their
// daily totals per asset and type (a statement of thousands of pages helps nobody), while the CSV
// always lists every entry.
import type { DocumentFormat, DocumentType } from '../../../../src/api/contract/documents';
import { CUSTODY_FEE_DESCRIPTION, type CompensationMonth, type FeeLine, type Movement, type StatementContent } from './documentContent';
import { ISSUER, documentName, periodLabel, typeInfo } from './documentTypes';
import { amountText, dayText, easternDateTime, easternDay, usdText } from './documentText';
import { divRound } from '../platform/money';
import { priceText } from '../accounts/prices';
import { mapInSteps, type Step } from './steps';

export const PDF_ENTRY_LIMIT = 1000;

export type Align = 'left' | 'right';

export interface BodyTable {
  title: string;
  columns: ReadonlyArray<{ header: string; align?: Align }>;
  rows: string[][];
  /** A last row in bold (totals). */
  footer?: string[];
}

export interface DocumentBody {
  title: string;
  /** The running header's second line: 'Monthly Statement – February 2026'. */
  name: string;
  facts: Array<[label: string, value: string]>;
  notes: string[];
  tables: BodyTable[];
}

/** The version being shown: the document, the account and the version's own facts. */
export interface DocumentSubject {
  id: string;
  version: number;
  docType: DocumentType;
  accountNumber: string;
  accountDisplayName: string;
  firmName: string;
  periodStart: string;
  periodEnd: string;
  issuedAt: number;
  valuedAt: number;
  correction: string | null;
}

const KIND_LABELS: Record<Movement['kind'], string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  trade: 'Trade',
  fee: 'Fee',
  adjustment: 'Adjustment',
};

function commonFacts(s: DocumentSubject): Array<[string, string]> {
  return [
    ['Issuer', ISSUER],
    ['Account', s.accountDisplayName],
    ['Account Number', s.accountNumber],
    ['Firm', s.firmName],
    ['Period', `${dayText(s.periodStart)} - ${dayText(s.periodEnd)}`],
    ['Issued', `${easternDateTime(s.issuedAt)} ET`],
    ['Document ID', s.id],
    ['Version', s.correction ? `${s.version} (corrected)` : String(s.version)],
  ];
}

const correctionNotes = (s: DocumentSubject) => (s.correction ? [`Corrected document: ${s.correction}`] : []);

function entryRow(e: Movement, grouped: boolean): string[] {
  const amount = amountText(e.units < 0n ? -e.units : e.units, e.decimals, grouped);
  return [easternDateTime(e.bookedAt), KIND_LABELS[e.kind], e.description, e.symbol, e.units > 0n ? amount : '', e.units < 0n ? amount : '', e.settled ? 'Settled' : 'Pending'];
}

/** One row per US/Eastern day, asset and kind: how many entries, their credits and debits. */
async function dailyRows(entries: readonly Movement[], step: Step): Promise<string[][]> {
  const days = new Map<string, { day: string; kind: Movement['kind']; symbol: string; decimals: number; count: number; credit: bigint; debit: bigint }>();
  const dayOf = await mapInSteps(entries, (e) => easternDay(e.bookedAt), step);
  for (const [i, e] of entries.entries()) {
    const day = dayOf[i] as string;
    const key = `${day} ${e.symbol} ${e.kind}`;
    const total = days.get(key) ?? { day, kind: e.kind, symbol: e.symbol, decimals: e.decimals, count: 0, credit: 0n, debit: 0n };
    total.count += 1;
    if (e.units > 0n) total.credit += e.units;
    else total.debit += -e.units;
    days.set(key, total);
  }
  return [...days.values()].map((t) => [
    dayText(t.day),
    KIND_LABELS[t.kind],
    t.symbol,
    t.count.toLocaleString('en-US'),
    t.credit > 0n ? amountText(t.credit, t.decimals, true) : '',
    t.debit > 0n ? amountText(t.debit, t.decimals, true) : '',
  ]);
}

const R: Align = 'right';

export async function statementBody(s: DocumentSubject, content: StatementContent, format: DocumentFormat, step: Step): Promise<DocumentBody> {
  const grouped = format === 'pdf';
  const balances: BodyTable = {
    title: 'Balances',
    columns: [{ header: 'Asset' }, ...['Opening Balance', 'Credits', 'Debits', 'Fees', 'Closing Balance', 'Price (USD)', 'Value (USD)'].map((header) => ({ header, align: R }))],
    rows: content.assets.map((a) => [
      a.symbol,
      ...[a.opening, a.credits, a.debits, a.fees, a.closing].map((units) => amountText(units, a.decimals, grouped)),
      a.price === null ? 'n/a' : priceText(a.price),
      usdText(a.valueCents, grouped),
    ]),
    footer: ['Total', '', '', '', '', '', '', usdText(content.totalValueCents, grouped)],
  };
  const daily = format === 'pdf' && content.entries.length > PDF_ENTRY_LIMIT;
  const activity: BodyTable = daily
    ? {
        title: 'Daily Activity',
        columns: [{ header: 'Date' }, { header: 'Type' }, { header: 'Asset' }, { header: 'Entries', align: R }, { header: 'Credit', align: R }, { header: 'Debit', align: R }],
        rows: await dailyRows(content.entries, step),
      }
    : {
        title: 'Activity',
        columns: [{ header: 'Date' }, { header: 'Type' }, { header: 'Description' }, { header: 'Asset' }, { header: 'Credit', align: R }, { header: 'Debit', align: R }, { header: 'Status' }],
        rows: await mapInSteps(content.entries, (e) => entryRow(e, grouped), step),
      };
  const count = content.entries.length.toLocaleString('en-US');
  return {
    title: typeInfo('STATEMENT').heading,
    name: documentName('STATEMENT', s.periodStart),
    facts: commonFacts(s),
    notes: [
      ...correctionNotes(s),
      `Closing values at the prices of ${easternDateTime(s.valuedAt)} ET. Fees charged in the period: ${usdText(content.feesCents, grouped)}.`,
      ...(daily ? [`This period has ${count} entries: this PDF lists their daily totals per asset and type; the CSV lists every entry.`] : []),
      'Amounts are exact to the smallest unit of each asset.',
    ],
    tables: [balances, activity],
  };
}

export function invoiceBody(s: DocumentSubject, lines: readonly FeeLine[]): DocumentBody {
  const total = lines.reduce((sum, l) => sum + l.cents, 0n);
  return {
    title: typeInfo('INVOICE').heading,
    name: documentName('INVOICE', s.periodStart),
    facts: commonFacts(s),
    notes: [
      ...correctionNotes(s),
      "Every charge was debited from the account's USD balance when it was incurred: nothing is due.",
    ],
    tables: [
      {
        title: 'Charges',
        columns: [{ header: 'Description' }, { header: 'Quantity', align: R }, { header: 'Amount (USD)', align: R }],
        rows: lines.map((l) => [l.description, String(l.count), usdText(l.cents)]),
        footer: ['Total charges', '', usdText(total)],
      },
    ],
  };
}

/** The annualized share of `value` that `cents` over a quarter is: '0.125 %'; 'n/a' without a value. */
export function annualizedRate(cents: bigint, valueCents: bigint): string {
  if (valueCents <= 0n) return 'n/a';
  const thousandths = divRound(cents * 4n * 100n * 1000n, valueCents);
  return `${thousandths / 1000n}.${String(thousandths % 1000n).padStart(3, '0')} %`;
}

export function compensationBody(s: DocumentSubject, months: readonly CompensationMonth[], holdingsCents: bigint, format: DocumentFormat): DocumentBody {
  const grouped = format === 'pdf';
  const custody = months.reduce((sum, m) => sum + m.custodyCents, 0n);
  const transaction = months.reduce((sum, m) => sum + m.transactionCents, 0n);
  return {
    title: typeInfo('COMPENSATION_SUMMARY').heading,
    name: documentName('COMPENSATION_SUMMARY', s.periodStart),
    facts: commonFacts(s),
    notes: [
      ...correctionNotes(s),
      `The compensation ${ISSUER} received for its services to the account in ${periodLabel('COMPENSATION_SUMMARY', s.periodStart)}: custody fees ('${CUSTODY_FEE_DESCRIPTION}') and transaction fees (network and withdrawal fees).`,
      `Assets under custody at ${easternDateTime(s.valuedAt)} ET: ${usdText(holdingsCents, grouped)}. Annualized compensation: ${annualizedRate(custody + transaction, holdingsCents)} of those assets.`,
    ],
    tables: [
      {
        title: 'Compensation by Month',
        columns: [{ header: 'Month' }, { header: 'Custody Fees (USD)', align: R }, { header: 'Transaction Fees (USD)', align: R }, { header: 'Total (USD)', align: R }],
        rows: months.map((m) => [periodLabel('STATEMENT', m.month), usdText(m.custodyCents, grouped), usdText(m.transactionCents, grouped), usdText(m.custodyCents + m.transactionCents, grouped)]),
        footer: ['Total', usdText(custody, grouped), usdText(transaction, grouped), usdText(custody + transaction, grouped)],
      },
    ],
  };
}
