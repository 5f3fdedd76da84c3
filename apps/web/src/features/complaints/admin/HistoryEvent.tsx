import { Anchor, Group, Text } from '@mantine/core';
import { type ComplaintHistoryEntry, ComplaintEvent } from '@portal/contracts';
import { IconArrowMerge, IconLock, IconRefreshAlert } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { ComplaintStatusBadge } from '../../../components/ComplaintStatusBadge';
import { detailsPath } from './paths';

/**
 * What a row of the staff history records: a status change by its status; an internal note
 * marked so (staff only); the reporter's "not fixed" and "fixed"; a merge with the other report.
 * Words rather than a badge, so a narrow column wraps them instead of cutting them off.
 */
export function HistoryEvent({ entry }: { entry: ComplaintHistoryEntry }) {
  const { t } = useTranslation();
  if (entry.event === ComplaintEvent.StatusChange && !entry.internal)
    return <ComplaintStatusBadge statusId={entry.statusId} />;
  const note = entry.internal || entry.event === ComplaintEvent.InternalNote;
  const Icon = note ? IconLock : entry.event === ComplaintEvent.Reopened ? IconRefreshAlert : IconArrowMerge;
  const related = entry.relatedComplaint;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Icon size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" fw={700}>
        {t(`complaintsAdmin.follow.events.${note ? ComplaintEvent.InternalNote : entry.event}`)}
        {related && (
          <>
            {' '}
            <Anchor component={Link} to={detailsPath(related.id)} size="sm">
              {related.number}
            </Anchor>
          </>
        )}
      </Text>
    </Group>
  );
}
