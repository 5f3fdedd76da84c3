import type { LanguageKey, ReportColumnType, ReportValue } from '@portal/contracts';
import { formatDate, formatDateTime, formatNumber } from '@portal/i18n';

/**
 * A report's value as the page's language writes it, the same as the report's files do
 * (the server's `formatValue`): dates dd.mm.yyyy., local number separators, hours and
 * percentages with one decimal at most.
 */
export function formatCell(
  value: ReportValue | undefined,
  type: ReportColumnType,
  language: LanguageKey,
): string {
  if (value === null || value === undefined || value === '') return '';
  switch (type) {
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

/** Whether a column holds figures, which read best aligned on the right. */
export const isFigure = (type: ReportColumnType) =>
  type === 'number' || type === 'duration' || type === 'percentage';
