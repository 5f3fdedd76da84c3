import type { LanguageKey, ReportColumnType, ReportValue } from '@portal/contracts';
import { formatValue } from '@portal/i18n';

/** A report's value as the page's language writes it, the same as the report's files do. */
export function formatCell(
  value: ReportValue | undefined,
  type: ReportColumnType,
  language: LanguageKey,
): string {
  return formatValue(value, type, language);
}

/** Whether a column holds figures, which read best aligned on the right. */
export const isFigure = (type: ReportColumnType) =>
  type === 'number' || type === 'duration' || type === 'percentage';
