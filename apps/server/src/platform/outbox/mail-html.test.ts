import { describe, expect, it } from 'vitest';
import { mailHtml } from './mail-html';

describe('mailHtml', () => {
  it('makes paragraphs and line breaks, escapes markup and links addresses', () => {
    expect(mailHtml('Poštovani <Ana>,\n\nprijava: https://portal.example/p/1\nHvala & pozdrav')).toBe(
      '<p>Poštovani &#60;Ana&#62;,</p>\n' +
        '<p>prijava: <a href="https://portal.example/p/1">https://portal.example/p/1</a><br>Hvala &#38; pozdrav</p>',
    );
  });
});
