import fc from 'fast-check';
import { parseNotificationMessage, type NotificationPart } from '../../../src/shared/notificationMessage';

const links = (parts: NotificationPart[]) => parts.filter((p) => p.kind === 'link');

describe('parseNotificationMessage', () => {
  it('keeps a message without markup as one text part', () => {
    expect(parseNotificationMessage('Wires close at 5 pm ET today.')).toEqual([
      { kind: 'text', text: 'Wires close at 5 pm ET today.' },
    ]);
  });

  it('returns nothing for an empty message', () => {
    expect(parseNotificationMessage('')).toEqual([]);
  });

  it('turns link=[https url] into a link between the surrounding text', () => {
    expect(parseNotificationMessage('See link=[https://status.example.com/incidents] for details.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://status.example.com/incidents' },
      { kind: 'text', text: ' for details.' },
    ]);
  });

  it('handles several links and a link at either end', () => {
    expect(parseNotificationMessage('link=[https://a.example/]and link=[https://b.example/x?y=1]')).toEqual([
      { kind: 'link', href: 'https://a.example/' },
      { kind: 'text', text: 'and ' },
      { kind: 'link', href: 'https://b.example/x?y=1' },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'http://status.example.com',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//status.example.com',
    '/relative/path',
    'not a url',
    '',
  ])('keeps link=[%s] as plain text', (url) => {
    const parts = parseNotificationMessage(`Before link=[${url}] after`);
    expect(links(parts)).toEqual([]);
    expect(parts).toEqual([{ kind: 'text', text: `Before ${url} after` }]);
  });

  it('leaves unclosed markup as it is', () => {
    expect(parseNotificationMessage('see link=[https://a.example')).toEqual([{ kind: 'text', text: 'see link=[https://a.example' }]);
  });

  describe('properties', () => {
    const scheme = fc.constantFrom('https:', 'http:', 'javascript:', 'data:', 'file:', 'ftp:', 'HTTPS:', ' https:', 'java\tscript:', '');
    const markup = fc.tuple(scheme, fc.string()).map(([s, rest]) => `link=[${s}${rest.replace(/]/g, '')}]`);
    const message = fc.array(fc.oneof(fc.string(), markup)).map((pieces) => pieces.join(''));

    it('never produces a link that is not https', () => {
      fc.assert(
        fc.property(fc.oneof(fc.string(), message), (text) =>
          links(parseNotificationMessage(text)).every((link) => link.kind === 'link' && new URL(link.href).protocol === 'https:'),
        ),
      );
    });

    it('matches a simple model: text kept in order, https links linked, other addresses kept as text', () => {
      // Plain pieces without brackets, so pieces cannot combine into markup the model did not mean.
      const plain = fc.string().map((t) => ({ kind: 'plain' as const, text: t.replace(/[[\]]/g, '') }));
      const link = fc.tuple(scheme, fc.string()).map(([s, rest]) => ({ kind: 'markup' as const, url: `${s}${rest.replace(/]/g, '')}` }));
      fc.assert(
        fc.property(fc.array(fc.oneof(plain, link)), (pieces) => {
          const text = pieces.map((p) => (p.kind === 'plain' ? p.text : `link=[${p.url}]`)).join('');
          const expected: NotificationPart[] = [];
          const addText = (t: string) => {
            const last = expected[expected.length - 1];
            if (t === '') return;
            if (last?.kind === 'text') last.text += t;
            else expected.push({ kind: 'text', text: t });
          };
          pieces.forEach((p) => {
            if (p.kind === 'plain') return addText(p.text);
            const url = URL.canParse(p.url) ? new URL(p.url) : null;
            if (url?.protocol === 'https:') expected.push({ kind: 'link', href: url.href });
            else addText(p.url);
          });
          expect(parseNotificationMessage(text)).toEqual(expected);
        }),
      );
    });

    it('links every well-formed https address', () => {
      fc.assert(
        fc.property(fc.webUrl({ validSchemes: ['https'] }), (url) => {
          const parts = parseNotificationMessage(`Go to link=[${url}] now`);
          return links(parts).length === 1;
        }),
      );
    });
  });
});
