import { type CatalogueLanguage, intlLocales } from './languages';

/** Dates are shown as dd.mm.yyyy., in the time of Bosnia and Herzegovina. */
export const TIME_ZONE = 'Europe/Sarajevo';

const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? '';
}

export function formatDate(value: Date | string | number): string {
  const parts = dateParts.formatToParts(new Date(value));
  return `${part(parts, 'day')}.${part(parts, 'month')}.${part(parts, 'year')}.`;
}

export function formatDateTime(value: Date | string | number): string {
  const parts = timeParts.formatToParts(new Date(value));
  return `${formatDate(value)} ${part(parts, 'hour')}:${part(parts, 'minute')}`;
}

export type NumberOptions = Pick<
  Intl.NumberFormatOptions,
  'minimumFractionDigits' | 'maximumFractionDigits' | 'useGrouping'
>;

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A quantity as the page's language writes it: "1.000.000", "12,5". Texts get it by
 * writing `{{count, number}}`; years, numbers of records and other identifiers are not
 * quantities and go into texts as they are (`{{year}}`).
 */
export function formatNumber(
  value: number,
  language: CatalogueLanguage,
  options: NumberOptions = {},
): string {
  const { minimumFractionDigits, maximumFractionDigits, useGrouping } = options;
  const key = `${language}|${minimumFractionDigits}|${maximumFractionDigits}|${useGrouping}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocales[language], {
      ...(minimumFractionDigits === undefined ? {} : { minimumFractionDigits }),
      ...(maximumFractionDigits === undefined ? {} : { maximumFractionDigits }),
      ...(useGrouping === undefined ? {} : { useGrouping }),
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * What a report's value is (contracts' ReportColumnType): `duration` a number of hours,
 * `percentage` a number from 0 to 100, `date` and `dateTime` a moment.
 */
export type ValueKind = 'text' | 'number' | 'date' | 'dateTime' | 'duration' | 'percentage';

/**
 * A report's value as the language writes it, the same in its files and on its page:
 * dates dd.mm.yyyy., local number separators, hours and percentages with one decimal at
 * most; empty for no value.
 */
export function formatValue(
  value: string | number | Date | null | undefined,
  kind: ValueKind,
  language: CatalogueLanguage,
): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'text':
      return String(value);
    case 'number':
      return typeof value === 'number' ? formatNumber(value, language) : String(value);
    case 'date':
      return formatDate(value);
    case 'dateTime':
      return formatDateTime(value);
    case 'duration':
      return typeof value === 'number'
        ? `${formatNumber(value, language, { maximumFractionDigits: 1 })} h`
        : String(value);
    case 'percentage':
      return typeof value === 'number'
        ? `${formatNumber(value, language, { maximumFractionDigits: 1 })} %`
        : String(value);
  }
}

/** Weeks start on Monday (0 = Monday … 6 = Sunday), as calendars here print them. */
export const FIRST_DAY_OF_WEEK = 1;

export type RichBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * Long catalogue texts use two conventions: paragraphs separated by a blank line,
 * and lists as lines starting with "- ". Both the web pages and the PDF documents
 * read them through this.
 */
export function parseRichText(text: string): RichBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .flatMap((chunk): RichBlock[] => {
      const blocks: RichBlock[] = [];
      for (const line of chunk.split('\n').map((l) => l.trim())) {
        const isItem = line.startsWith('- ');
        const last = blocks[blocks.length - 1];
        if (isItem && last?.kind === 'list') last.items.push(line.slice(2).trim());
        else if (isItem) blocks.push({ kind: 'list', items: [line.slice(2).trim()] });
        else if (last?.kind === 'paragraph') last.text = `${last.text} ${line}`;
        else blocks.push({ kind: 'paragraph', text: line });
      }
      return blocks;
    });
}
