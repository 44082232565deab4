/** @jest-environment node */
// The lint check that every path the docs and comments name exists (test/lint/repoPaths.ts).
import {
  RepoIndex,
  commentsOf,
  expandBraces,
  headingSlugs,
  markdownMentions,
  pathWordsOf,
  problemWith,
  problemsOf,
} from '../../lint/repoPaths';

const repo = new RepoIndex([
  'README.md',
  'docs/architecture.md',
  'docs/gateway.md',
  'src/app/store.ts',
  'src/api/accounts.api.ts',
  'src/api/session.api.ts',
  'src/features/transfers/draft.ts',
  'mock-server/src/domain/transfers/ledger.ts',
]);
const noFiles = () => null;

describe('which words are paths', () => {
  it('takes file names with the project’s extensions and top-folder directories', () => {
    const words = pathWordsOf('see src/app/store.ts, draft.ts and mock-server/src/domain/ for it', 7).map((w) => w.text);
    expect(words).toEqual(['src/app/store.ts', 'draft.ts', 'mock-server/src/domain/']);
  });

  it('passes over URLs, URL paths, package names, versions and bare extensions', () => {
    const text = 'https://x.example/a.js /institutional/config/app.json @fastify/cookie 1.2.json the .ts files e.g. i.e.';
    expect(pathWordsOf(text, 1)).toEqual([]);
  });

  it('reports the line a word stands on', () => {
    expect(pathWordsOf('one\ntwo src/app/store.ts', 10)).toEqual([{ text: 'src/app/store.ts', line: 11 }]);
  });

  it('expands braces, nested and repeated', () => {
    expect(expandBraces('src/{a,b}/{c,d{e,f}}.ts')).toEqual([
      'src/a/c.ts',
      'src/a/de.ts',
      'src/a/df.ts',
      'src/b/c.ts',
      'src/b/de.ts',
      'src/b/df.ts',
    ]);
  });
});

describe('whether a path is in the repository', () => {
  it.each([
    ['a path from the root', 'src/app/store.ts'],
    ['a directory from the root', 'mock-server/src/domain/'],
    ['the tail of a path', 'domain/transfers/ledger.ts'],
    ['a bare file name', 'draft.ts'],
    ['a glob that matches', 'src/api/*.api.ts'],
    ['alternatives that all exist', 'src/api/{accounts,session}.api.ts'],
    ['a placeholder', 'STATE.json'],
    ['build output', 'dist/login/index.html'],
  ])('%s is found: %s', (_, word) => {
    expect(problemWith(word, 'docs/architecture.md', repo)).toBeNull();
  });

  it.each([
    ['a missing file from the root', 'src/app/gone.ts', 'src/app/gone.ts is not in the repository'],
    ['one missing alternative', 'src/api/{accounts,transfers}.api.ts', 'src/api/transfers.api.ts is not in the repository'],
    ['a tail that only partly matches a segment', 'ransfers/ledger.ts', 'ransfers/ledger.ts is not in the repository'],
    ['a bare name nowhere', 'pageModel.ts', 'pageModel.ts is not in the repository'],
    ['a glob that matches nothing', 'src/api/*.slice.ts', 'src/api/*.slice.ts is not in the repository'],
    ['a relative path out of the repository', '../../shared/design/x.md', '../../shared/design/x.md points outside the repository'],
  ])('%s is refused: %s', (_, word, reason) => {
    expect(problemWith(word, 'docs/architecture.md', repo)).toBe(reason);
  });
});

describe('markdown', () => {
  it('finds link targets and code-span paths, fenced blocks included', () => {
    const { links, words } = markdownMentions('See [the gateway](gateway.md#demo-users) and `src/app/store.ts`.\n```\nsrc/app/gone.ts\n```');
    expect(links).toEqual([{ text: 'gateway.md#demo-users', line: 1 }]);
    expect(words).toEqual([
      { text: 'src/app/store.ts', line: 1 },
      { text: 'src/app/gone.ts', line: 3 },
    ]);
  });

  it('makes heading slugs as GitHub does, repeated headings numbered', () => {
    expect([...headingSlugs('# Demo users\n## Identities (what the forms match)\n## Demo users\n```\n# not a heading\n```')]).toEqual([
      'demo-users',
      'identities-what-the-forms-match',
      'demo-users-1',
    ]);
  });

  it('refuses a missing file, a missing heading, an absolute link and a link out of the repository; web links pass', () => {
    const text = [
      '[a](gateway.md#demo-users)',
      '[b](gateway.md#no-such)',
      '[c](missing.md)',
      '[d](../../shared/spec/x.md)',
      '[e](/docs/gateway.md)',
      '[f](https://example.com/x.md)',
    ].join('\n');
    const read = (file: string) => (file === 'docs/gateway.md' ? '## Demo users' : null);
    expect(problemsOf('docs/architecture.md', text, repo, read).map((p) => `${p.line}: ${p.reason}`)).toEqual([
      '2: gateway.md#no-such: docs/gateway.md has no heading #no-such',
      '3: missing.md is not in the repository',
      '4: ../../shared/spec/x.md points outside the repository',
      '5: /docs/gateway.md is an absolute path; link relative to docs/architecture.md',
    ]);
  });
});

describe('source comments', () => {
  it('reads comments only, never strings or code', () => {
    const source = [
      "// the rules are in draft.ts",
      "const path = 'src/app/gone.ts'; /* and in",
      ' src/app/store.ts */',
      'const jsx = <a href="x.ts">y</a>;',
    ].join('\n');
    expect(commentsOf('file.tsx', source)).toEqual([
      { text: '// the rules are in draft.ts', line: 1 },
      { text: '/* and in\n src/app/store.ts */', line: 2 },
    ]);
    expect(problemsOf('src/features/transfers/x.tsx', source, repo, noFiles)).toEqual([]);
  });

  it('names a stale path with its file and line', () => {
    expect(problemsOf('src/a.ts', 'x();\n// see pageModel.ts', repo, noFiles)).toEqual([
      { file: 'src/a.ts', line: 2, text: 'pageModel.ts', reason: 'pageModel.ts is not in the repository' },
    ]);
  });
});
