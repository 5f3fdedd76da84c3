const KB = 1024;

/** One decimal at most, with the decimal comma all three languages write ("12,5"; "12" not "12,0"). */
function decimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(rounded).replace('.', ',');
}

/** "840 B", "12,5 KB", "3,2 MB" ("КБ", "МБ" in Serbian), the same in every browser. */
export function formatFileSize(
  bytes: number,
  t: (key: string, options: Record<string, unknown>) => string,
): string {
  if (bytes < KB) return t('infoSection.size.bytes', { value: String(bytes) });
  if (bytes < KB * KB) return t('infoSection.size.kilobytes', { value: decimal(bytes / KB) });
  return t('infoSection.size.megabytes', { value: decimal(bytes / (KB * KB)) });
}
