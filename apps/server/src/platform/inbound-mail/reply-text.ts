// What a person wrote in a reply, without the message they answered (quoted by their mail
// program in one of a few dozen ways) and without their signature. The rules are heuristics
// over what Gmail, Outlook, Apple Mail, Thunderbird and phones write in English and in
// Bosnian, Croatian and Serbian (Latin and Cyrillic); reply-text.test.ts holds the samples.

/** Where a mail program's HTML puts the quoted message (or the signature, which comes before it). */
const HTML_CUTS = [
  /<div\b[^>]*\bclass\s*=\s*["'][^"']*\bgmail_quote/i,
  /<div\b[^>]*\bclass\s*=\s*["'][^"']*\bgmail_signature\b/i,
  /<div\b[^>]*\bdata-smartmail\s*=\s*["']gmail_signature/i,
  /<blockquote\b[^>]*\btype\s*=\s*["']cite["']/i,
  /<div\b[^>]*\bclass\s*=\s*["'][^"']*\bmoz-cite-prefix\b/i,
  /<div\b[^>]*\bclass\s*=\s*["'][^"']*\bmoz-signature\b/i,
  /<div\b[^>]*\bid\s*=\s*["'](?:divRplyFwdMsg|appendonsend|mail-editor-reference-message-container)["']/i,
  /<hr\b[^>]*\bid\s*=\s*["']stopSpelling["']/i,
  /<div\b[^>]*\bclass\s*=\s*["'][^"']*\byahoo_quoted\b/i,
];

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  shy: '',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  euro: '€',
  copy: '©',
  reg: '®',
  deg: '°',
  scaron: 'š',
  Scaron: 'Š',
  zcaron: 'ž',
  Zcaron: 'Ž',
  ccaron: 'č',
  Ccaron: 'Č',
  cacute: 'ć',
  Cacute: 'Ć',
  dstrok: 'đ',
  Dstrok: 'Đ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

/** HTML as plain text: blocks and `<br>` become new lines (paragraphs a blank one), tags go, entities are decoded. */
export function htmlToText(html: string): string {
  // Marks for block and paragraph edges (private-use characters, which no mail means as text).
  const BLOCK = '\uE000';
  const PARAGRAPH = '\uE001';
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(head|style|script|title)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/[\uE000\uE001]/g, '')
      .replace(/\s+/g, ' ')
      .replace(/<br\b[^>]*>/gi, '\n')
      .replace(/<li\b[^>]*>/gi, `${BLOCK}- `)
      .replace(/<\/?(?:p|blockquote|h[1-6]|ul|ol|table|pre)\b[^>]*>/gi, PARAGRAPH)
      .replace(/<\/?(?:div|li|tr|section|article|header|footer|center)\b[^>]*>/gi, BLOCK)
      .replace(/<hr\b[^>]*>/gi, BLOCK)
      .replace(/<\/t[dh]\s*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      // Where blocks meet, one line break; where a paragraph does, a blank line (as a browser shows them).
      .replace(/[ \uE000\uE001]*[\uE000\uE001][ \uE000\uE001]*/g, (run) =>
        run.includes(PARAGRAPH) ? '\n\n' : '\n',
      ),
  )
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The part of an HTML reply before the quoted message, by the markers mail programs leave. */
function htmlBeforeQuote(html: string): string {
  let end = html.length;
  for (const marker of HTML_CUTS) {
    const found = marker.exec(html);
    if (found && found.index < end) end = found.index;
  }
  return html.slice(0, end);
}

const QUOTED = /^\s*>/;
/** `-- ` (the usual signature delimiter) or `--`, which editors leave when they trim lines. */
const SIGNATURE = /^--\s*$/;
/** `-----Original Message-----`, `-------- Izvorna poruka --------`, Gmail's forwarded message. */
const ORIGINAL_MESSAGE =
  /^\s*-{2,}\s*(?:original message|forwarded message|izvorna poruka|originalna poruka|izvorni e-?mail|proslije[đd]ena poruka|proslije[đd]ena e-?po[šs]ta|prosle[đd]ena poruka|оригинална порука|прослеђена порука)\s*-{2,}\s*$/i;
/** The line of underscores Outlook draws above the headers of the message answered. */
const OUTLOOK_RULE = /^\s*_{10,}\s*$/;
/** The first header of the answered message in Outlook's quote (`From:`, `Od:`, `Šalje:`, `Од:`). */
const HEADER_FROM =
  /^\s*\*?\s*(?:from|od|šalje|salje|pošiljatelj|pošiljalac|pošiljaoc|sender|von|од|шаље|пошиљалац)\s*:\s*\*?\s*\S/iu;
/** A header that follows it: the time it was sent, or its addressee. */
const HEADER_SENT =
  /^\s*\*?\s*(?:sent|date|poslano|poslato|datum|vrijeme|gesendet|послато|датум|to|za|prima|an|за|прима)\s*:\s*\*?\s*\S/iu;
/** How an attribution line ends: `wrote:`, `je napisao/la:`, `napisao je:`, `је написао/ла:`. */
const ATTRIBUTION_END =
  /(?:^|\s)(?:wrote|napisao|napisala|napisao\/la|napisao\/napisala|написао|написала|написао\/ла|schrieb)(?:\s+(?:je|је))?\s*:\s*$/iu;
/** How it begins: `On`, `Dana`, `Dne`, a week day or a date. */
const ATTRIBUTION_START =
  /^\s*(?:on\b|am\b|dana\b|dne\b|дана\b|\d|(?:mon|tue|wed|thu|fri|sat|sun|pon|uto|sri|sre|čet|cet|pet|sub|ned|пон|уто|сре|чет|пет|суб|нед)[a-zčćšđžа-яђјљњћџ]*[,.\s])/iu;
/** Closing lines phones and apps add; removed only at the very end of the reply. */
const DEVICE_SIGNATURE =
  /^\s*(?:sent from\b|sent with\b|sent via\b|get outlook for\b|poslano (?:s|sa|iz|putem)\b|poslato (?:s|sa|iz|putem)\b|šalje se s\b|послато (?:с|са|из|путем)(?:\s|$)|послано (?:с|са|из)(?:\s|$))/iu;

function isAttribution(text: string): boolean {
  // A date or a time, or an address, so that an ordinary sentence ending in "wrote:" stays.
  return (
    ATTRIBUTION_START.test(text) &&
    ATTRIBUTION_END.test(text) &&
    (/\d/.test(text) || /@/.test(text)) &&
    text.length <= 400
  );
}

/** How many lines (1 to 3) an attribution starting at line `i` spans: mail programs wrap long ones. */
function attributionSpan(lines: readonly string[], i: number): number {
  const joined = (from: number, count: number) =>
    lines
      .slice(from, from + count)
      .map((l) => l.trim())
      .join(' ');
  if (isAttribution(joined(i, 1))) return 1;
  // Not when the attribution begins on a later line: this line is then the reply's own.
  if (i + 1 < lines.length && !isAttribution(joined(i + 1, 1)) && isAttribution(joined(i, 2))) return 2;
  if (
    i + 2 < lines.length &&
    !isAttribution(joined(i + 1, 1)) &&
    !isAttribution(joined(i + 1, 2)) &&
    !isAttribution(joined(i + 2, 1)) &&
    isAttribution(joined(i, 3))
  )
    return 3;
  return 0;
}

/** Outlook's header block of the answered message: `From:` and, within four lines, `Sent:` or `To:`. */
function isHeaderBlock(lines: readonly string[], i: number): boolean {
  if (!HEADER_FROM.test(lines[i] ?? '')) return false;
  return lines.slice(i + 1, i + 5).some((line) => HEADER_SENT.test(line));
}

function nextNonBlank(lines: readonly string[], from: number): number {
  let i = from;
  while (i < lines.length && !(lines[i] ?? '').trim()) i += 1;
  return i;
}

/** Where the answered message begins in unquoted text: its separator or its headers. */
function startsOriginal(lines: readonly string[], i: number): boolean {
  const line = lines[i] ?? '';
  if (ORIGINAL_MESSAGE.test(line) || isHeaderBlock(lines, i)) return true;
  return OUTLOOK_RULE.test(line) && HEADER_FROM.test(lines[nextNonBlank(lines, i + 1)] ?? '');
}

function textReply(text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''));
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (QUOTED.test(line)) continue;
    if (SIGNATURE.test(line) || startsOriginal(lines, i)) break;
    const span = attributionSpan(lines, i);
    if (span) {
      // Quoted with `>` below it, the answer may follow the quote (bottom posting, answers
      // between the quoted lines): only the attribution goes. Unquoted, the rest is the original.
      if (QUOTED.test(lines[nextNonBlank(lines, i + span)] ?? '')) {
        i += span - 1;
        continue;
      }
      break;
    }
    kept.push(line);
  }
  while (kept.length && (!(kept.at(-1) ?? '').trim() || DEVICE_SIGNATURE.test(kept.at(-1) ?? ''))) kept.pop();
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The new part of a reply: without the quoted message (`>` lines, and everything from an
 * attribution such as "On … wrote:" / "… je napisao/la:", an "-----Original Message-----"
 * line or Outlook's "From: … Sent: …" headers on), without the signature (from `-- ` on,
 * and "Sent from my iPhone" lines at the end). The text part is used when there is one;
 * otherwise the HTML, cut at the quote markers of Gmail, Outlook, Apple Mail and Thunderbird.
 */
export function replyText(text: string | null | undefined, html?: string | null): string {
  if (text && text.trim()) return textReply(text);
  if (html && html.trim()) return textReply(htmlToText(htmlBeforeQuote(html)));
  return '';
}
