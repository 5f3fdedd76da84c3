import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';

/** The buttons of a row: download (documents), edit and delete, each named for its record. */
export function RowActions({
  name,
  editTo,
  onDelete,
  onDownload,
}: {
  name: string;
  editTo: string;
  onDelete: () => void;
  onDownload?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {onDownload && (
        <Tooltip label={t('infoSection.documents.download')}>
          <ActionIcon
            variant="subtle"
            onClick={onDownload}
            aria-label={t('infoSection.documents.downloadNamed', { name })}
          >
            <IconDownload size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={t('infoSection.common.edit')}>
        <ActionIcon
          component={Link}
          to={editTo}
          variant="subtle"
          aria-label={`${t('infoSection.common.edit')}: ${name}`}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('infoSection.common.delete')}>
        <ActionIcon
          variant="subtle"
          color="red.9"
          onClick={onDelete}
          aria-label={`${t('infoSection.common.delete')}: ${name}`}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
