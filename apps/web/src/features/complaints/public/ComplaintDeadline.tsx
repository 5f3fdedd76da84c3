import { Badge, Group, Text } from '@mantine/core';
import { formatDate } from '@portal/i18n';
import { IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';

/**
 * "Rok istekao": a complaint past its category's response deadline without an answer. Shown in
 * the public and the staff lists and on both details pages; the server decides `overdue`.
 */
export function OverdueBadge({ dueAt }: { dueAt?: string | null }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="outline"
      color="red.9"
      leftSection={<IconClockExclamation size={12} aria-hidden />}
      // A narrow table column must not cut it short.
      style={{ minWidth: 'max-content' }}
      title={dueAt ? t('complaints.deadline.overdueLabel', { date: formatDate(dueAt) }) : undefined}
    >
      {t('complaints.deadline.overdue')}
    </Badge>
  );
}

/** "Rok za odgovor: 12.03.2026." with the overdue badge; "Bez roka" for a category without one. */
export function ComplaintDeadline({
  dueAt,
  overdue,
  label = true,
}: {
  dueAt: string | null;
  overdue: boolean;
  /** Whether the text names itself ("Rok za odgovor: …"); a table of facts names it already. */
  label?: boolean;
}) {
  const { t } = useTranslation();
  if (!dueAt) return <Text size="sm">{t('complaints.deadline.none')}</Text>;
  const date = formatDate(dueAt);
  return (
    <Group gap="xs" wrap="wrap" component="span">
      <span>{label ? t('complaints.deadline.dueAtValue', { date }) : date}</span>
      {overdue && <OverdueBadge dueAt={dueAt} />}
    </Group>
  );
}
