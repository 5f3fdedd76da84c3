const KB = 1024;

/** One decimal at most ("12,5"; "12" not "12,0"); the translator writes the number. */
const sizeDecimals = { formatParams: { value: { maximumFractionDigits: 1 } } };

/** "840 B", "12,5 KB", "3,2 MB" ("КБ", "МБ" in Serbian), the same in every browser. */
export function formatFileSize(
  bytes: number,
  t: (key: string, options: Record<string, unknown>) => string,
): string {
  if (bytes < KB) return t('infoSection.size.bytes', { value: bytes });
  if (bytes < KB * KB) return t('infoSection.size.kilobytes', { value: bytes / KB, ...sizeDecimals });
  return t('infoSection.size.megabytes', { value: bytes / (KB * KB), ...sizeDecimals });
}
