import { Badge } from '@mantine/core';
import { ComplaintStatus } from '@portal/contracts';
import { useTranslation } from '../lib/translation';

/** A colour per status, dark enough for white text (or dark text on the yellow). */
export const complaintStatusColors: Record<number, string> = {
  [ComplaintStatus.Created]: 'blue.8',
  [ComplaintStatus.Inappropriate]: 'red.9',
  [ComplaintStatus.Assigned]: 'yellow.4',
  [ComplaintStatus.Answered]: 'violet.8',
  [ComplaintStatus.Resolved]: '#1e6b34',
};

/** A complaint's status, named from the catalogue (enums.complaintStatus). */
export function ComplaintStatusBadge({ statusId }: { statusId: number }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="filled"
      color={complaintStatusColors[statusId] ?? 'gray.7'}
      autoContrast
      // A narrow table column must not cut the status short.
      style={{ minWidth: 'max-content' }}
    >
      {t(`enums.complaintStatus.${statusId}`)}
    </Badge>
  );
}
