import { ActionIcon, Anchor, Group } from '@mantine/core';
import type { DiscussionFile } from '@portal/contracts';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../lib/translation';

/** The files of a comment or an answer (any subject), each a download, with a delete button where allowed. */
export function FileLinks({
  files,
  onDownload,
  onDelete,
}: {
  files: readonly DiscussionFile[];
  onDownload: (file: DiscussionFile) => void;
  onDelete?: (file: DiscussionFile) => void;
}) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {files.map((file) => (
        <Group key={file.id} component="li" gap={4} wrap="nowrap">
          <IconPaperclip size={16} aria-hidden />
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onDownload(file)}
            aria-label={t('components.files.download', { name: file.fileName })}
          >
            {file.fileName}
          </Anchor>
          {onDelete && (
            // The browser's own tooltip (`title`): a Mantine Tooltip would bring its floating
            // layer to every page that shows files, for a button few readers are given.
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red.9"
              onClick={() => onDelete(file)}
              aria-label={t('components.files.delete', { name: file.fileName })}
              title={t('components.files.delete', { name: file.fileName })}
            >
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
    </Group>
  );
}
