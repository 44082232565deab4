// Every text the spec quotes is asserted as a literal by at least one test, and is what the UI or
// the gateway writes (issue 27): a typo in a message constant, or a text changed in one place only,
// fails here. The list is quotedTexts.ts; when the spec itself is at hand (../shared/spec next to
// the repository, or SPEC_DIR) it is read too and every text it quotes must be on the list.
import fs from 'node:fs';
import path from 'node:path';
import { quotedTextsOf } from './extractQuotedTexts';
import { SPEC_QUOTED_TEXTS, type QuotedText } from './quotedTexts';

const root = path.resolve(__dirname, '../../..');
const HERE = path.relative(root, __dirname);

/**
 * The string literals of a source ('…', "…", `…` with its \${…} as written), one per line, comments
 * and test titles left out: a text only a comment or a title names is neither asserted nor written. An escaped quote reads as
 * the quote itself. (A regular expression literal is read as code: its quotes may open a string that
 * ends at the line's end.)
 */
const TITLE_BEFORE = /\b(?:it|test|describe)(?:\.\w+)?\(\s*$/;

function stringLiterals(source: string): string {
  const out: string[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '/' && next === '/') i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (c === '/' && next === '*') i = source.indexOf('*/', i + 2) === -1 ? source.length : source.indexOf('*/', i + 2) + 2;
    else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      let text = '';
      while (j < source.length && source[j] !== c && !(c !== '`' && source[j] === '\n')) {
        if (source[j] === '\\' && j + 1 < source.length) {
          text += source[j + 1] === c || source[j + 1] === "'" || source[j + 1] === '"' ? source[j + 1] : source.slice(j, j + 2);
          j += 2;
        } else text += source[j++];
      }
      // A test's or a group's title names a text; it does not assert it.
      if (!TITLE_BEFORE.test(source.slice(Math.max(0, i - 40), i))) out.push(text);
      i = j + 1;
    } else i++;
  }
  return out.join('\n');
}

function sourcesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(path.join(root, at), { withFileTypes: true })) {
      const rel = path.join(at, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name)) {
        files.set(rel, stringLiterals(fs.readFileSync(path.join(root, rel), 'utf8')));
      }
    }
  };
  walk(dir);
  return files;
}

const tests = [...sourcesUnder('test')].filter(([file]) => !file.startsWith(HERE));
const product = [...sourcesUnder('src'), ...sourcesUnder('mock-server/src')];
const specChoices = fs.readFileSync(path.join(root, 'docs/spec-choices.md'), 'utf8');

const filesWith = (files: ReadonlyArray<[string, string]>, entry: QuotedText, shape: RegExp | undefined) =>
  files.filter(([, source]) => (shape ? shape.test(source) : source.includes(entry.text))).map(([file]) => file);

describe("the spec's quoted texts", () => {
  it('are 105, each once', () => {
    expect(SPEC_QUOTED_TEXTS).toHaveLength(105);
    expect(new Set(SPEC_QUOTED_TEXTS.map((q) => q.text)).size).toBe(105);
  });

  it.each(SPEC_QUOTED_TEXTS.map((q) => [q.text, q] as const))('%s: asserted literally by a test', (_text, entry) => {
    expect(filesWith(tests, entry, entry.test)).not.toEqual([]);
  });

  it.each(SPEC_QUOTED_TEXTS.map((q) => [q.text, q] as const))('%s: written by the UI or the gateway, or its absence documented', (_text, entry) => {
    if (entry.documented) expect(specChoices).toContain(entry.text);
    else expect(filesWith(product, entry, entry.code)).not.toEqual([]);
  });
});

// The spec sits next to the repository on a developer's machine; a clean clone elsewhere has only the list.
const specDir = process.env.SPEC_DIR ?? path.resolve(root, '../shared/spec');
const specFiles = fs.existsSync(specDir) ? fs.readdirSync(specDir).filter((f) => /^part-\d/.test(f)).sort() : [];
(specFiles.length > 0 ? describe : describe.skip)('the list against the spec itself', () => {
  it('holds every text the spec quotes, where it quotes it', () => {
    const parts = specFiles.map((file) => ({ name: `part ${/^part-(\d)/.exec(file)![1]}`, markdown: fs.readFileSync(path.join(specDir, file), 'utf8') }));
    expect(SPEC_QUOTED_TEXTS.map(({ text, spec }) => ({ text, spec }))).toEqual(quotedTextsOf(parts));
  });
});
