import { Badge } from '@mantine/core';
import { SessionStatus } from '@portal/contracts';
import { useTranslation } from '../../../lib/translation';

// Its own module: the home page's latest sessions show it without the pages' parts.
/** Colours dark enough for white text (or dark text on the yellow). */
export const sessionStatusColors: Record<number, string> = {
  [SessionStatus.InPreparation]: 'yellow.4',
  [SessionStatus.Active]: '#1e6b34',
  [SessionStatus.Finished]: 'gray.7',
};

/** A session's or agenda item's status, named from the catalogue (enums.workflowStatus). */
export function SessionStatusBadge({ statusId }: { statusId: number }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="filled"
      color={sessionStatusColors[statusId] ?? 'gray.7'}
      autoContrast
      style={{ minWidth: 'max-content' }}
    >
      {t(`enums.workflowStatus.${statusId}`)}
    </Badge>
  );
}
