import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { el, escapeXml, xmlDocument } from './xml';

describe('the XML writer', () => {
  it('escapes markup and leaves out what XML 1.0 cannot hold, keeping real characters', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
    );
    expect(escapeXml('rupa\u0000\u0007\u001b na\tcesti\r\n')).toBe('rupa na\tcesti\r\n');
    expect(escapeXml('lone \ud800 surrogate \udc00 and 🚧 ŠĐČĆŽ')).toBe('lone  surrogate  and 🚧 ŠĐČĆŽ');
    expect(escapeXml(null)).toBe('');
    expect(escapeXml(44.5)).toBe('44.5');
  });

  it('writes a document a strict parser reads back, empty values as empty elements', () => {
    const text = xmlDocument(
      el('feed', [el('title', 'Prijave & odgovori', { type: 'text' }), el('note', null), el('items', [])], {
        xmlns: 'http://www.w3.org/2005/Atom',
        skipped: undefined,
      }),
    );
    expect(
      text.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">'),
    ).toBe(true);
    expect(text).toContain('<note/>');
    expect(text).toContain('<items/>');
    expect(text).not.toContain('skipped');
    expect(XMLValidator.validate(text)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false }).parse(text);
    expect(doc.feed.title['#text']).toBe('Prijave & odgovori');
  });
});
