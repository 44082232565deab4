// The paths that the docs and the source comments name must exist in this repository, and the docs
// may not point outside it (a clean clone has nothing beside it). Run by `npm run lint`:
// `tsx test/lint/repoPaths.ts` prints each stale name with its place and exits 1.
//
// What counts as a path: a markdown link's target, and in a markdown code span or a source comment
// a word that ends in a file extension of this project (`src/app/store.ts`, `domain/platform/sweeper.ts`,
// `draft.ts`, `src/shared/validation/{login,usStates}.ts`, `src/api/endpoints/*.api.ts`) or that starts with one
// of the repository's top folders and ends in `/` (`mock-server/src/domain/`). A name that starts
// at a top folder must exist from the root; a shorter one must be the tail of some file's path (or
// lie next to the file that names it). URLs, URL paths (`/institutional/…`) and package names are
// not repository paths; the few file names that belong to libraries or to generated output are
// listed in KNOWN_ELSEWHERE with the reason.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json', 'md', 'css', 'sql', 'html', 'sh'];
const TOP_FOLDERS = ['src', 'mock-server', 'test', 'docs', 'config', '.ci'];

/** Names the docs and comments may use that are not this repository's files, and why. */
export const KNOWN_ELSEWHERE: ReadonlyArray<{ readonly pattern: RegExp; readonly why: string }> = [
  { pattern: /^(dist|js|login)\//, why: 'build output (webpack.config.js, webpack.prerender.js)' },
  { pattern: /^dist-gateway\//, why: 'build output (mock-server/build.js)' },
  { pattern: /^(reports\/|\.stryker-tmp\/)/, why: "Stryker's reports and sandboxes (config/stryker.config.mjs), git-ignored" },
  { pattern: /^(mock-server\/)?\.data\/|(^|\/)gateway(\.audit)?\.sqlite$/, why: "the gateway's database files, created at DB_FILE" },
  { pattern: /^ag-(grid|theme-[a-z]+)\.min\.css$/, why: "ag-grid-community's stylesheets" },
  { pattern: /^app-config\.json$/, why: 'the configuration file as the gateway serves it' },
  { pattern: /^afterFirstPaint\.js$/, why: 'the script the pre-rendered login page loads, as the build names it' },
  { pattern: /^session-log-[\w-]+\.json$/, why: "the name of Support's session-log download" },
  { pattern: /^(lib\/axios|es\/index)\.js$/, why: 'a file inside an npm package (axios, react-redux)' },
];

/** A stand-in for a name (`STATE.json`, `NNN_name.sql`, `session-log-YYYY….json`). */
function isPlaceholder(word: string): boolean {
  return word.split('/').some((segment) => /^[A-Z][A-Z0-9_]{2,}\./.test(segment) || /YYYY|NNN|\{[^}]*\s/.test(segment));
}

const knownElsewhere = (word: string) => KNOWN_ELSEWHERE.some(({ pattern }) => pattern.test(word));

export interface PathMention {
  /** The word as written. */
  readonly text: string;
  readonly line: number;
}

export interface Problem {
  readonly file: string;
  readonly line: number;
  readonly text: string;
  readonly reason: string;
}

const EXT = `(?:${EXTENSIONS.join('|')})`;
// A word made of path characters, braces for alternatives and * for globs.
const PATH_WORD = new RegExp(String.raw`(?:\.{1,2}/)*[\w@.{},*-]+(?:/[\w@.{},*-]+)*(?:\.${EXT}\b|/)`, 'g');

function isPathWord(word: string): boolean {
  if (word.includes('://') || word.startsWith('/') || word.startsWith('@')) return false;
  if (word.endsWith('/')) {
    const first = word.replace(/^(\.\.?\/)+/, '').split('/')[0] ?? '';
    return word.startsWith('../') || word.startsWith('./') || TOP_FOLDERS.includes(first);
  }
  const base = word.split('/').pop() ?? '';
  // A name with a stem: not a bare extension (`.ts`), not a version number (`1.2.json`).
  return new RegExp(String.raw`^[\w{*@-][\w@.{},*-]*\.${EXT}$`).test(base) && !/^\d+(\.\d+)*\./.test(base);
}

/** The path words of one piece of text (a code span or a comment), with the line they start on. */
export function pathWordsOf(text: string, firstLine: number): PathMention[] {
  const found: PathMention[] = [];
  text.split('\n').forEach((lineText, i) => {
    for (const match of lineText.matchAll(PATH_WORD)) {
      const before = lineText[match.index - 1];
      // Part of a URL, a URL path or a package name: not ours.
      if (before !== undefined && /[\w/:@.-]/.test(before)) continue;
      const word = match[0].replace(/[.,]+$/, (tail) => (tail.startsWith('.') && match[0].endsWith('/') ? tail : ''));
      const balanced = (word.match(/\{/g) ?? []).length === (word.match(/\}/g) ?? []).length;
      if (balanced && isPathWord(word)) found.push({ text: word, line: firstLine + i });
    }
  });
  return found;
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts` (nested and several groups). */
export function expandBraces(word: string): string[] {
  const open = word.indexOf('{');
  if (open < 0) return [word];
  let depth = 0;
  for (let i = open; i < word.length; i++) {
    if (word[i] === '{') depth++;
    if (word[i] === '}' && --depth === 0) {
      const inner = word.slice(open + 1, i);
      const parts: string[] = [];
      let level = 0;
      let start = 0;
      for (let j = 0; j < inner.length; j++) {
        if (inner[j] === '{') level++;
        if (inner[j] === '}') level--;
        if (inner[j] === ',' && level === 0) {
          parts.push(inner.slice(start, j));
          start = j + 1;
        }
      }
      parts.push(inner.slice(start));
      return parts.flatMap((part) => expandBraces(word.slice(0, open) + part + word.slice(i + 1)));
    }
  }
  return [word];
}

/** Markdown: link targets and code-span path words, outside fenced blocks' first line. */
export function markdownMentions(markdown: string): { links: PathMention[]; words: PathMention[] } {
  const links: PathMention[] = [];
  const words: PathMention[] = [];
  let fenced = false;
  markdown.split('\n').forEach((lineText, i) => {
    const line = i + 1;
    if (/^\s*```/.test(lineText)) {
      fenced = !fenced;
      return;
    }
    if (fenced) {
      words.push(...pathWordsOf(lineText, line));
      return;
    }
    for (const match of lineText.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) links.push({ text: match[1] ?? '', line });
    for (const match of lineText.matchAll(/`([^`]+)`/g)) words.push(...pathWordsOf(match[1] ?? '', line));
  });
  return { links, words };
}

/** The comments of a TypeScript or JavaScript file, each with the line it starts on. */
export function commentsOf(fileName: string, source: string): Array<{ text: string; line: number }> {
  const variant = fileName.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, source);
  const comments: Array<{ text: string; line: number }> = [];
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (pos: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= pos) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia) {
      comments.push({ text: scanner.getTokenText(), line: lineOf(scanner.getTokenStart()) });
    }
  }
  return comments;
}

/** Slugs of a markdown file's headings, as GitHub makes them. */
export function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const lineText of markdown.split('\n')) {
    if (/^\s*```/.test(lineText)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(lineText);
    if (!heading) continue;
    const base = (heading[1] ?? '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+^$()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${escaped}$`);
}

/** The repository as a set of paths (files and the folders above them), relative, with `/`. */
export class RepoIndex {
  private readonly entries: Set<string>;
  private readonly all: readonly string[];

  constructor(files: readonly string[]) {
    const entries = new Set<string>();
    for (const file of files) {
      entries.add(file);
      const parts = file.split('/');
      for (let i = 1; i < parts.length; i++) entries.add(`${parts.slice(0, i).join('/')}/`);
    }
    this.entries = entries;
    this.all = [...entries];
  }

  has(relative: string): boolean {
    if (!relative.includes('*')) return this.entries.has(relative);
    const pattern = globToRegExp(relative);
    return this.all.some((entry) => pattern.test(entry));
  }

  /** Some path of the repository ends with `tail`, whole segments only. */
  hasTail(tail: string): boolean {
    const pattern = tail.includes('*') ? globToRegExp(`**/${tail}`.replace('**/', '')) : null;
    return this.all.some((entry) => {
      if (entry === tail || entry.endsWith(`/${tail}`)) return true;
      if (!pattern) return false;
      const parts = entry.split('/');
      const depth = tail.split('/').length + (tail.endsWith('/') ? -1 : 0);
      const suffix = parts.slice(-depth - (entry.endsWith('/') ? 1 : 0)).join('/');
      return pattern.test(suffix);
    });
  }
}

/** Why `word`, named in `fromFile`, is not a path of the repository; null when it is one. */
export function problemWith(word: string, fromFile: string, repo: RepoIndex): string | null {
  if (knownElsewhere(word) || isPlaceholder(word)) return null;
  for (const variant of expandBraces(word)) {
    const clean = variant.replace(/[#?].*$/, '');
    if (clean === '') continue;
    if (clean.startsWith('./') || clean.startsWith('../')) {
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), clean));
      if (resolved.startsWith('../')) return `${variant} points outside the repository`;
      if (!repo.has(resolved) && !repo.has(`${resolved}/`)) return `${variant} is not in the repository`;
      continue;
    }
    const first = clean.split('/')[0] ?? '';
    if (TOP_FOLDERS.includes(first) || (!clean.includes('/') && repo.has(clean))) {
      if (!repo.has(clean)) return `${variant} is not in the repository`;
      continue;
    }
    const besideFile = path.posix.join(path.posix.dirname(fromFile), clean);
    if (repo.has(besideFile) || repo.hasTail(clean)) continue;
    return `${variant} is not in the repository`;
  }
  return null;
}

/** Every problem of one file's text. */
export function problemsOf(file: string, text: string, repo: RepoIndex, readFile: (file: string) => string | null): Problem[] {
  const problems: Problem[] = [];
  const report = (mention: PathMention, reason: string | null) => {
    if (reason) problems.push({ file, line: mention.line, text: mention.text, reason });
  };
  if (file.endsWith('.md')) {
    const { links, words } = markdownMentions(text);
    for (const link of links) {
      if (/^[a-z][a-z+.-]*:/i.test(link.text)) continue; // https:, mailto:
      const [target = '', anchor] = link.text.split('#');
      const targetFile = target === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
      if (target.startsWith('/')) report(link, `${link.text} is an absolute path; link relative to ${file}`);
      else if (targetFile.startsWith('../')) report(link, `${link.text} points outside the repository`);
      else if (!repo.has(targetFile) && !repo.has(`${targetFile.replace(/\/$/, '')}/`)) report(link, `${link.text} is not in the repository`);
      else if (anchor && targetFile.endsWith('.md')) {
        const body = readFile(targetFile);
        if (body !== null && !headingSlugs(body).has(anchor)) report(link, `${link.text}: ${targetFile} has no heading #${anchor}`);
      }
    }
    for (const word of words) report(word, problemWith(word.text, file, repo));
  } else {
    for (const comment of commentsOf(file, text)) {
      for (const word of pathWordsOf(comment.text, comment.line)) report(word, problemWith(word.text, file, repo));
    }
  }
  return problems;
}

/** The files whose text is checked: the docs, the README and every source file's comments. */
export function checkedFiles(files: readonly string[]): string[] {
  return files.filter(
    (file) =>
      (file.endsWith('.md') && (file === 'README.md' || file.startsWith('docs/'))) ||
      (/\.(ts|tsx|js|cjs|mjs)$/.test(file) && /^(src|mock-server\/src|test|config)\//.test(file)) ||
      /^[\w.-]+\.(js|cjs)$/.test(file),
  );
}

function main(): void {
  const root = path.resolve(__dirname, '..', '..');
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  const files = listed.split('\n').filter((file) => file !== '' && fs.existsSync(path.join(root, file)));
  const repo = new RepoIndex(files);
  const readFile = (file: string) => (fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : null);
  const problems = checkedFiles(files).flatMap((file) => problemsOf(file, readFile(file) ?? '', repo, readFile));
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.reason}`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} path(s) named in the docs or in comments are not in the repository.`);
    process.exit(1);
  }
  console.log(`repo paths: every path named in ${checkedFiles(files).length} files exists`);
}

if (require.main === module) main();
