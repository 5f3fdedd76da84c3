/** A value of an element's text or attribute; null and undefined write an empty element. */
export type XmlValue = string | number | boolean | null | undefined;

/** An element: its text, or its children, and its attributes. */
export type XmlElement = {
  name: string;
  attributes?: Record<string, XmlValue>;
  content?: XmlValue | readonly XmlElement[];
};

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Characters XML 1.0 cannot hold at all (control characters but tab and line breaks, the two
 * non-characters, and surrogates without their pair): a report's text that carries one would
 * otherwise make the whole document unreadable to every client.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these are the characters to leave out
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as XML character data or an attribute value: escaped, characters XML cannot hold left out. */
export function escapeXml(value: XmlValue): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .replace(NOT_XML, '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** An element, for `content` lists. */
export const el = (
  name: string,
  content?: XmlElement['content'],
  attributes?: XmlElement['attributes'],
): XmlElement => ({ name, content, attributes });

function write(element: XmlElement, depth: number, lines: string[]): void {
  const pad = '  '.repeat(depth);
  const attributes = Object.entries(element.attributes ?? {})
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
  const { content } = element;
  if (Array.isArray(content)) {
    if (content.length === 0) {
      lines.push(`${pad}<${element.name}${attributes}/>`);
      return;
    }
    lines.push(`${pad}<${element.name}${attributes}>`);
    for (const child of content as readonly XmlElement[]) write(child, depth + 1, lines);
    lines.push(`${pad}</${element.name}>`);
    return;
  }
  const text = escapeXml(content as XmlValue);
  lines.push(
    text === ''
      ? `${pad}<${element.name}${attributes}/>`
      : `${pad}<${element.name}${attributes}>${text}</${element.name}>`,
  );
}

/** A whole document in UTF-8, with its declaration, indented. */
export function xmlDocument(root: XmlElement): string {
  const lines = ['<?xml version="1.0" encoding="utf-8"?>'];
  write(root, 0, lines);
  return `${lines.join('\n')}\n`;
}
