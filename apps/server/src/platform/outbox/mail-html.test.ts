import { describe, expect, it } from 'vitest';
import { mailHtml } from './mail-html';

describe('mailHtml', () => {
  it('makes paragraphs and line breaks, escapes markup and links the portal’s own links', () => {
    expect(
      mailHtml('Poštovani <Ana>,\n\nprijava: https://portal.example/p/1\nHvala & pozdrav', [
        'https://portal.example/p/1',
      ]),
    ).toBe(
      '<p>Poštovani &#60;Ana&#62;,</p>\n' +
        '<p>prijava: <a href="https://portal.example/p/1">https://portal.example/p/1</a><br>Hvala &#38; pozdrav</p>',
    );
  });

  it('leaves addresses that people typed as text: only the portal’s links are links', () => {
    const html = mailHtml(
      'Naslov: Rupa http://evil.example/login\nAdresa: https://portal.example/p/1.evil\n\nhttps://portal.example/p/1',
      ['https://portal.example/p/1'],
    );
    expect(html).not.toContain('href="http://evil.example');
    expect(html).not.toContain('href="https://portal.example/p/1.evil');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('<a href="https://portal.example/p/1">https://portal.example/p/1</a></p>');
  });
});
