import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../lib/translation';
import { Link } from '../lib/router';

/** The buttons of an account's row: edit, set a password, delete. */
export function AccountRowActions({
  username,
  editTo,
  passwordTo,
  onDelete,
}: {
  username: string;
  editTo: string;
  passwordTo: string;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const label = (key: string) => `${t(key)}: ${username}`;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('admin.edit')}>
        <ActionIcon component={Link} to={editTo} variant="subtle" aria-label={label('admin.edit')}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('admin.users.changePassword')}>
        <ActionIcon
          component={Link}
          to={passwordTo}
          variant="subtle"
          aria-label={label('admin.users.changePassword')}
        >
          <IconKey size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('admin.delete')}>
        <ActionIcon variant="subtle" color="red.9" onClick={onDelete} aria-label={label('admin.delete')}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
