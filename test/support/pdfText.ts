// Reads a PDF's shown text back, page by page, for the export tests: each content stream
// (its /Length bytes; FlateDecode streams inflated), then its `(text) Tj` strings in drawing order with PDF string
// escapes undone. Enough for files jsPDF writes; not a general PDF parser.
import { inflateSync } from 'node:zlib';

export function pdfPagesText(pdf: ArrayBuffer | Uint8Array): string[][] {
  const bytes = pdf instanceof Uint8Array ? pdf : new Uint8Array(pdf);
  const text = Buffer.from(bytes).toString('latin1');
  const pages: string[][] = [];
  // An object's dictionary up to its `stream` keyword (never across an `endobj`).
  for (const match of text.matchAll(/\d+ 0 obj((?:(?!endobj)[^])*?)stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    // The dictionary's /Length when it is a number (a compressed stream may hold any bytes).
    const length = /\/Length (\d+)(?! \d+ R)/.exec(match[1] ?? '')?.[1];
    const raw = length ? text.slice(start, start + Number(length)) : text.slice(start, text.indexOf('endstream', start)).replace(/\r?\n$/, '');
    let body = Buffer.from(raw, 'latin1');
    if (/\/FlateDecode/.test(match[1] ?? '')) body = inflateSync(body);
    const strings = [...body.toString('latin1').matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => (m[1] ?? '').replace(/\\(.)/g, '$1'));
    if (strings.length > 0) pages.push(strings);
  }
  return pages;
}
